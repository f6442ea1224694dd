import { z } from "zod";
import { named } from "./registry.ts";

/** A "use this model" snippet of a library or local app (`librarySnippets` of `@atrium/tasks`). */
export const Snippet = named(
	"Snippet",
	z.strictObject({ library: z.string(), language: z.string(), title: z.string().optional(), code: z.string() }),
);

/** An inference-API snippet for one language and client (`@atrium/inference-snippets`). */
export const InferenceSnippet = named(
	"InferenceSnippet",
	z.strictObject({ language: z.string(), client: z.string(), code: z.string() }),
);

/** `GET /api/models/{namespace}/{name}/snippets`. */
export const ModelSnippets = named(
	"ModelSnippets",
	z.strictObject({
		library: z.array(Snippet),
		inference: z.array(InferenceSnippet),
		endpoint: z.string().nullable().describe("the hub the library snippets download from; null: the public hub"),
		providers: z
			.array(z.string())
			.describe(
				"the providers that serve this model with this hub's settings, in table order (a page's provider tabs)",
			),
		provider: z
			.string()
			.nullable()
			.describe(
				"the provider `inference` is for: the asked one when it serves the model, else hf-inference when it does, else the first; null without `provider` or when none serves it",
			),
	}),
);

/** `GET /api/datasets/{namespace}/{name}/snippets`: "use this dataset" snippets (`datasetSnippets` of `@atrium/tasks`). */
export const DatasetSnippets = named(
	"DatasetSnippets",
	z.strictObject({
		snippets: z.array(
			Snippet.extend({
				title: z.string(),
				label: z.string().describe("the library's display name"),
				docsUrl: z.string().nullable(),
			}),
		),
		endpoint: z.string().describe("the hub the snippets read from"),
	}),
);

export type DatasetSnippets = z.infer<typeof DatasetSnippets>;
export type Snippet = z.infer<typeof Snippet>;
export type InferenceSnippet = z.infer<typeof InferenceSnippet>;
export type ModelSnippets = z.infer<typeof ModelSnippets>;
