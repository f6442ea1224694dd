import { z } from "zod";
import { named } from "./registry.ts";

/** A pipeline type of the catalogue (`PIPELINES` of `@atrium/tasks`). */
export const Pipeline = named(
	"Pipeline",
	z.strictObject({
		id: z.string(),
		label: z.string(),
		modality: z.enum(["multimodal", "nlp", "cv", "audio", "tabular", "rl", "other"]),
		subtasks: z.array(z.strictObject({ type: z.string(), name: z.string() })).optional(),
		hideInModels: z.boolean().optional(),
		hideInDatasets: z.boolean().optional(),
	}),
);

const TaskExample = z.strictObject({ id: z.string(), description: z.string() });

const DemoEntry = z.union([
	z.strictObject({ type: z.literal("text"), label: z.string().optional(), content: z.string() }),
	z.strictObject({ type: z.enum(["img", "audio"]), filename: z.string() }),
	z.strictObject({ type: z.literal("chart"), data: z.array(z.strictObject({ label: z.string(), score: z.number() })) }),
	z.strictObject({ type: z.literal("tabular"), data: z.array(z.array(z.string())) }),
	z.strictObject({
		type: z.literal("text-with-tokens"),
		text: z.string(),
		tokens: z.array(z.strictObject({ type: z.string(), start: z.number().int(), end: z.number().int() })),
	}),
]);

/** A task page of the catalogue (`TASKS` of `@atrium/tasks`), as the inference clients read it. */
export const Task = named(
	"Task",
	z.strictObject({
		id: z.string(),
		label: z.string(),
		libraries: z.array(z.string()),
		summary: z.string(),
		datasets: z.array(TaskExample),
		models: z.array(TaskExample),
		spaces: z.array(TaskExample),
		metrics: z.array(TaskExample),
		demo: z.strictObject({ inputs: z.array(DemoEntry), outputs: z.array(DemoEntry) }),
		widgetModels: z.array(z.string()).describe("the default models of the inference clients"),
		youtubeId: z.string().optional(),
		isPlaceholder: z.boolean().optional(),
		canonicalId: z.string().optional(),
	}),
);

/** A library of the registry (`LIBRARIES` of `@atrium/tasks`). */
export const Library = named(
	"Library",
	z.strictObject({
		prettyLabel: z.string(),
		repoName: z.string(),
		repoUrl: z.string(),
		docsUrl: z.string().optional(),
		filter: z.boolean(),
		countDownloads: z.string().optional(),
	}),
);
export const Libraries = named("Libraries", z.record(z.string(), Library));

export type Pipeline = z.infer<typeof Pipeline>;
export type Task = z.infer<typeof Task>;
export type Library = z.infer<typeof Library>;

/**
 * `GET /api/tasks`: the catalogue keyed by task id, as the inference clients read it
 * (`tasks[task]["widgetModels"][0]` in Python, `tasks[task].models[0].id` in JavaScript).
 */
export const TaskCatalogue = named("TaskCatalogue", z.record(z.string(), Task));

/** `GET /api/tasks/{id}`. */
export const TaskEntry = named("TaskEntry", z.strictObject({ pipeline: Pipeline, task: Task.nullable() }));

/** One tag a model may carry, as `get_model_tags()` reads it. */
export const TagEntry = named(
	"TagEntry",
	z.strictObject({ id: z.string(), label: z.string(), type: z.string(), subType: z.string().optional() }),
);

/** `GET /api/models-tags-by-type`: the tags the catalogue defines, grouped by kind (`pipeline_tag`, `library`). */
export const ModelTagsByType = named("ModelTagsByType", z.record(z.string(), z.array(TagEntry)));

/**
 * `GET /api/datasets-tags-by-type`: dataset tag families (`task_categories`, `task_ids` from the catalogue;
 * `language`, `license`, `size_categories`, … from the public datasets' cards), ids as `family:value`.
 */
export const DatasetTagsByType = named("DatasetTagsByType", z.record(z.string(), z.array(TagEntry)));

export type TagEntry = z.infer<typeof TagEntry>;
