import { LIBRARIES, PIPELINES, TASKS } from "@atrium/tasks";
import { Hono } from "hono";
import { ApiError } from "../../errors.ts";

/** The task catalogue and the library registry, served from `@atrium/tasks` (no database). */
export function tasksRoutes(): Hono {
	const app = new Hono();
	app.get("/api/tasks", (c) => c.json({ pipelines: PIPELINES, tasks: TASKS }));
	app.get("/api/tasks/:id", (c) => {
		const id = c.req.param("id");
		if (!Object.hasOwn(PIPELINES, id)) throw new ApiError("NotFound", `Unknown task: ${id}`);
		return c.json({ pipeline: PIPELINES[id as keyof typeof PIPELINES], task: TASKS[id as keyof typeof TASKS] ?? null });
	});
	app.get("/api/libraries", (c) => c.json(LIBRARIES));
	return app;
}
