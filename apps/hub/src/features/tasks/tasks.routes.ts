import { factory, type AppHono } from "../../app-env.ts";
import { LIBRARIES, PIPELINES, TASKS } from "@atrium/tasks";
import type { TagEntry } from "@atrium/hub-api";
import { ApiError } from "../../errors.ts";

/** The tags the catalogue defines for models, grouped by kind (`huggingface_hub.get_model_tags()`). */
function modelTagsByType(): Record<string, TagEntry[]> {
	return {
		pipeline_tag: Object.values(PIPELINES).map((pipeline) => ({
			id: pipeline.id,
			label: pipeline.label,
			type: "pipeline_tag",
			subType: pipeline.modality,
		})),
		library: Object.entries(LIBRARIES)
			.filter(([, library]) => library.filter)
			.map(([key, library]) => ({ id: key, label: library.prettyLabel, type: "library" })),
	};
}

/** The task catalogue and the library registry, served from `@atrium/tasks` (no database). */
export function tasksRoutes(): AppHono {
	const app = factory.createApp();
	app.get("/api/tasks", (c) =>
		c.json(Object.fromEntries(Object.entries(TASKS).filter(([, task]) => task !== undefined))),
	);
	app.get("/api/tasks/:id", (c) => {
		const id = c.req.param("id");
		if (!Object.hasOwn(PIPELINES, id)) throw new ApiError("NotFound", `Unknown task: ${id}`);
		return c.json({ pipeline: PIPELINES[id as keyof typeof PIPELINES], task: TASKS[id as keyof typeof TASKS] ?? null });
	});
	app.get("/api/libraries", (c) => c.json(LIBRARIES));
	app.get("/api/models-tags-by-type", (c) => c.json(modelTagsByType()));
	return app;
}
