import { z } from "zod";
import { Gating, GitOid, IsoDate, JsonObject } from "./common.schema.ts";
import { named } from "./registry.ts";

/** A `siblings` item; `size`, `blobId` and `lfs` only with `blobs=true`. */
export const Sibling = named(
	"Sibling",
	z.strictObject({
		rfilename: z.string(),
		size: z.number().int().optional(),
		blobId: GitOid.optional(),
		lfs: z.strictObject({ size: z.number().int(), sha256: z.string(), pointerSize: z.number().int() }).optional(),
	}),
);

export const TransformersInfo = named(
	"TransformersInfo",
	z.strictObject({
		auto_model: z.string(),
		pipeline_tag: z.string().optional(),
		processor: z.string().optional(),
		custom_class: z.string().optional(),
	}),
);

export const SafetensorsInfo = named(
	"SafetensorsInfo",
	z.strictObject({ parameters: z.record(z.string(), z.number().int()), total: z.number().int() }),
);

export const GgufInfo = named(
	"GgufInfo",
	z.strictObject({
		total: z.number().int(),
		architecture: z.string().optional(),
		context_length: z.number().int().optional(),
		chat_template: z.string().optional(),
		bos_token: z.string().optional(),
		eos_token: z.string().optional(),
		quantization: z.string().optional(),
	}),
);

/** "Fits in N GB" (decision 040): what a model needs to load and to run, per weight variant. */
export const MemoryEstimate = named(
	"MemoryEstimate",
	z.strictObject({
		attention: z
			.strictObject({
				layers: z.number().int(),
				kvHeads: z.number().int(),
				headDim: z.number().int(),
				contextLength: z.number().int().optional(),
			})
			.optional()
			.describe("the attention shape the KV cache follows, from config.json or GGUF metadata"),
		kvBytesPerToken: z.number().int().optional().describe("2 × layers × kvHeads × headDim × 2 bytes (16-bit cache)"),
		overhead: z.number().describe("run memory = (weights + KV cache) × (1 + overhead)"),
		variants: z.array(
			z.strictObject({
				name: z.string().describe("`safetensors`, or the GGUF file name without .gguf"),
				format: z.enum(["safetensors", "gguf"]),
				quantization: z.string(),
				loadBytes: z.number().int().describe("the weights' bytes"),
				run: z
					.array(z.strictObject({ context: z.number().int(), bytes: z.number().int() }))
					.optional()
					.describe("memory to run at 4096, 8192, 32768 and 131072 tokens, up to the model's context length"),
			}),
		),
	}),
);

/** One provider serving a model, as `expand[]=inferenceProviderMapping` answers it (keyed by provider id). */
export const ProviderMappingEntry = named(
	"ProviderMappingEntry",
	z.strictObject({
		status: z.enum(["live", "staging", "error"]),
		providerId: z.string().describe("the provider's own id for the model"),
		task: z.string(),
	}),
);

/** The fields every repository type has (docs/reference/repositories-and-files.md#repository-info). */
const repoBase = {
	_id: z.string(),
	id: z.string().describe("namespace/name"),
	author: z.string(),
	sha: GitOid,
	lastModified: IsoDate,
	createdAt: IsoDate,
	private: z.boolean(),
	gated: Gating,
	disabled: z.boolean(),
	likes: z.number().int(),
	trendingScore: z.number(),
	tags: z.array(z.string()),
	cardData: JsonObject.optional(),
	cardDataError: z.string().optional().describe("why README.md's front matter was not used"),
	warnings: z.array(z.string()).optional(),
	siblings: z.array(Sibling).optional(),
	usedStorage: z.number().int(),
	numParameters: z.number().int().nullable(),
	/** Only when asked for with `expand`; Atrium does not store files on Xet. */
	xetEnabled: z.literal(false).optional(),
	/** Only with `securityStatus=true`. */
	securityRepoStatus: z.strictObject({ scansDone: z.boolean(), filesWithIssues: z.array(z.unknown()) }).optional(),
};

/** `GET /api/models/{namespace}/{name}`: a model. */
export const ModelInfo = named(
	"ModelInfo",
	z.strictObject({
		...repoBase,
		modelId: z.string(),
		downloads: z.number().int().describe("last 30 days"),
		downloadsAllTime: z.number().int(),
		pipeline_tag: z.string().nullable(),
		library_name: z.string().nullable(),
		mask_token: z.string().optional(),
		widgetData: z.array(z.unknown()).optional(),
		"model-index": z.array(z.unknown()).optional(),
		config: JsonObject.optional(),
		transformersInfo: TransformersInfo.optional(),
		safetensors: SafetensorsInfo.optional(),
		gguf: GgufInfo.optional(),
		memoryEstimate: MemoryEstimate.optional(),
		spaces: z.array(z.string()).describe("spaces that name this model"),
		inferenceProviderMapping: z.record(z.string(), ProviderMappingEntry).optional(),
		baseModels: z
			.strictObject({
				relation: z.enum(["adapter", "merge", "quantized", "finetune"]),
				models: z.array(z.strictObject({ id: z.string() })),
			})
			.optional()
			.describe("expand[]=baseModels: the models this one derives from, and how"),
		childrenModelCount: z
			.number()
			.int()
			.optional()
			.describe("expand[]=childrenModelCount: models naming this one as their base, that the caller may read"),
	}),
);

/** `GET /api/datasets/{namespace}/{name}`: a dataset. */
export const DatasetInfo = named(
	"DatasetInfo",
	z.strictObject({
		...repoBase,
		downloads: z.number().int().describe("last 30 days"),
		downloadsAllTime: z.number().int(),
		description: z.string(),
		citation: z.null(),
		paperswithcode_id: z.null(),
		mainSize: z.number().int(),
	}),
);

/** `GET /api/spaces/{namespace}/{name}`: a space. */
export const SpaceInfo = named(
	"SpaceInfo",
	z.strictObject({
		...repoBase,
		sdk: z.string().nullable(),
		subdomain: z.string(),
		models: z.array(z.string()),
		datasets: z.array(z.string()),
	}),
);

/** Any repository, as `/api/{type}/{namespace}/{name}` answers it. */
export const RepoInfo = named("RepoInfo", z.union([ModelInfo, DatasetInfo, SpaceInfo]));

/**
 * A list item (`GET /api/{type}`): `_id` and `id` always, then the default fields, the rich set
 * (`full=true`) or exactly the `expand` fields; every other field of the type's info may be absent.
 */
export const RepoListItem = named(
	"RepoListItem",
	z.union([
		ModelInfo.partial().required({ _id: true, id: true }),
		DatasetInfo.partial().required({ _id: true, id: true }),
		SpaceInfo.partial().required({ _id: true, id: true }),
	]),
);
export const RepoList = named("RepoList", z.array(RepoListItem));

/** What the info routes answer: the whole record, or with `expand` only the fields asked for. */
export const RepoInfoAnswer = named("RepoInfoAnswer", z.union([RepoInfo, RepoListItem]));

/** Fields of a list item when neither `expand` nor `full` is given. */
export const DEFAULT_LIST_FIELDS = [
	"_id",
	"id",
	"modelId",
	"author",
	"likes",
	"downloads",
	"trendingScore",
	"private",
	"gated",
	"tags",
	"pipeline_tag",
	"library_name",
	"sdk",
	"createdAt",
	"lastModified",
] as const;

export type Sibling = z.infer<typeof Sibling>;
export type ModelInfo = z.infer<typeof ModelInfo>;
export type DatasetInfo = z.infer<typeof DatasetInfo>;
export type SpaceInfo = z.infer<typeof SpaceInfo>;
export type RepoInfo = z.infer<typeof RepoInfo>;
export type RepoListItem = z.infer<typeof RepoListItem>;
export type ProviderMappingEntry = z.infer<typeof ProviderMappingEntry>;
export type MemoryEstimate = z.infer<typeof MemoryEstimate>;
