/** Builds one OpenAPI operation with path parameters and a JSON (or binary) response. */
function op(
	summary: string,
	params: string[],
	extra: Record<string, unknown> = {},
	schema: Record<string, unknown> = {},
): Record<string, unknown> {
	return {
		summary,
		parameters: params.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
		responses: {
			"200": { description: "Success", content: { "application/json": { schema } } },
			default: {
				description: "Error: X-Error-Code and X-Error-Message headers, JSON { error }",
				content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
			},
		},
		...extra,
	};
}

const query = (
	name: string,
	description: string,
	schema: Record<string, unknown> = { type: "string" },
): Record<string, unknown> => ({ name, in: "query", required: false, description, schema });

const LIST_QUERY = [
	query("search", "Case-insensitive substring of the id, tags or card text; repeatable"),
	query("author", "Namespace"),
	query("filter", "Tag every result must have; repeatable"),
	query("pipeline_tag", "Task"),
	query("library", "Library name"),
	query("language", "Language code"),
	query("license", "License id"),
	query("num_parameters", "Parameter range, e.g. min:1B,max:10B"),
	query("params_min", "Minimum parameter count, e.g. 350M"),
	query("params_max", "Maximum parameter count, e.g. 7B"),
	query("sort", "trendingScore, downloads, likes, lastModified, createdAt, id, num_parameters, …"),
	query("direction", "-1 (default) descending, 1 ascending"),
	query("limit", "Page size (at most 1000)", { type: "integer" }),
	query("cursor", "Opaque position, from the Link header"),
	query("full", "Rich objects", { type: "boolean" }),
	query("config", "Include config", { type: "boolean" }),
	query("cardData", "Include cardData", { type: "boolean" }),
	query("expand", "Return only _id, id and these fields; repeatable (expand[] too)"),
];

const REPO = ["type", "namespace", "name"];

const ref = (name: string): Record<string, unknown> => ({ $ref: `#/components/schemas/${name}` });
const DATE = { type: "string", format: "date-time", description: "ISO-8601 UTC with milliseconds and Z" };
const SHA1 = { type: "string", pattern: "^[0-9a-f]{40}$" };

/** Shapes of the main responses (fields clients read; objects may carry more). */
const SCHEMAS: Record<string, unknown> = {
	Error: {
		type: "object",
		properties: { error: { type: "string" }, code: { type: "string" }, hint: { type: "string" } },
		required: ["error"],
	},
	RepoInfo: {
		type: "object",
		required: ["_id", "id", "sha"],
		properties: {
			_id: { type: "string" },
			id: { type: "string", description: "namespace/name" },
			modelId: { type: "string" },
			author: { type: "string" },
			sha: SHA1,
			lastModified: DATE,
			createdAt: DATE,
			private: { type: "boolean" },
			gated: { oneOf: [{ const: false }, { enum: ["auto", "manual"] }] },
			downloads: { type: "integer", description: "last 30 days" },
			downloadsAllTime: { type: "integer" },
			likes: { type: "integer" },
			trendingScore: { type: "number" },
			tags: { type: "array", items: { type: "string" } },
			pipeline_tag: { type: ["string", "null"] },
			library_name: { type: ["string", "null"] },
			cardData: { type: "object" },
			cardDataError: { type: "string" },
			warnings: { type: "array", items: { type: "string" } },
			config: { type: "object" },
			transformersInfo: {
				type: "object",
				properties: {
					auto_model: { type: "string" },
					pipeline_tag: { type: "string" },
					processor: { type: "string" },
					custom_class: { type: "string" },
				},
				required: ["auto_model"],
				additionalProperties: false,
			},
			safetensors: {
				type: "object",
				properties: {
					parameters: { type: "object", additionalProperties: { type: "integer" } },
					total: { type: "integer" },
				},
				required: ["parameters", "total"],
			},
			gguf: {
				type: "object",
				properties: {
					total: { type: "integer" },
					architecture: { type: "string" },
					context_length: { type: "integer" },
					quantization: { type: "string" },
				},
			},
			siblings: { type: "array", items: ref("Sibling") },
			spaces: { type: "array", items: { type: "string" } },
			usedStorage: { type: "integer" },
		},
	},
	Sibling: {
		type: "object",
		required: ["rfilename"],
		properties: {
			rfilename: { type: "string" },
			size: { type: "integer" },
			blobId: SHA1,
			lfs: {
				type: "object",
				properties: { size: { type: "integer" }, sha256: { type: "string" }, pointerSize: { type: "integer" } },
			},
		},
	},
	TreeEntry: {
		type: "object",
		required: ["type", "oid", "size", "path"],
		properties: {
			type: { enum: ["file", "directory"] },
			oid: SHA1,
			size: { type: "integer" },
			path: { type: "string" },
			lfs: {
				type: "object",
				properties: { oid: { type: "string" }, size: { type: "integer" }, pointerSize: { type: "integer" } },
			},
			lastCommit: { type: "object", properties: { id: SHA1, title: { type: "string" }, date: DATE } },
		},
	},
};
const FILE = ["namespace", "name", "rev", "path"];
const FILE_PREFIXED = ["prefix", ...FILE];

function fileOps(summary: string, params: string[]): Record<string, unknown> {
	const responses = {
		"200": { description: "The file", content: { "application/octet-stream": {} } },
		"206": { description: "A byte range" },
		"416": { description: "Unsatisfiable range" },
	};
	return { get: op(summary, params, { responses }), head: op(`${summary} (headers only)`, params, { responses }) };
}

/** The OpenAPI 3.1 description of every route the hub mounts (a test keeps it complete). */
export function openApiDocument(serverUrl?: string): Record<string, unknown> {
	return {
		openapi: "3.1.0",
		info: {
			title: "Atrium hub API",
			version: "0.1.0",
			description: "The Hugging Face Hub protocol subset Atrium serves, plus catalogue and snippet routes.",
		},
		...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
		paths: {
			"/api/health": { get: op("Readiness: 200 once the hub serves requests", []) },
			"/api/openapi.json": { get: op("This document", []) },
			"/api/tasks": { get: op("The task catalogue", []) },
			"/api/tasks/{id}": { get: op("One task", ["id"]) },
			"/api/libraries": { get: op("The library registry", []) },
			"/api/{type}": {
				get: op("List models, datasets or spaces", ["type"], {
					parameters: [
						{ name: "type", in: "path", required: true, schema: { enum: ["models", "datasets", "spaces"] } },
						...LIST_QUERY,
					],
				}),
			},
			"/api/{type}/{namespace}/{name}": { get: op("Repository info at the default branch", REPO, {}, ref("RepoInfo")) },
			"/api/{type}/{namespace}/{name}/revision/{rev}": {
				get: op("Repository info at a revision", [...REPO, "rev"], {}, ref("RepoInfo")),
			},
			"/api/{type}/{namespace}/{name}/auth-check": {
				get: op("200 {} when the repository is readable; RepoNotFound otherwise", REPO),
			},
			"/api/{type}/{namespace}/{name}/refs": { get: op("Branches and tags", REPO) },
			"/api/{type}/{namespace}/{name}/commits/{rev}": {
				get: op("Commits, newest first (X-Total-Count, Link)", [...REPO, "rev"]),
			},
			"/api/{type}/{namespace}/{name}/tree/{rest}": {
				get: op(
					"Directory listing: {rest} is the revision then the path (recursive, expand, cursor)",
					[...REPO, "rest"],
					{},
					{
						type: "array",
						items: ref("TreeEntry"),
					},
				),
			},
			"/api/{type}/{namespace}/{name}/paths-info/{rev}": {
				post: op("Entries of the given paths (JSON or form body: paths, expand)", [...REPO, "rev"], {
					requestBody: {
						content: {
							"application/json": {
								schema: {
									type: "object",
									properties: { paths: { type: "array", items: { type: "string" } }, expand: { type: "boolean" } },
								},
							},
							"application/x-www-form-urlencoded": {},
						},
					},
				}),
			},
			"/api/models/{namespace}/{name}/snippets": {
				get: op("Library and inference snippets of a model", ["namespace", "name"], {
					parameters: [
						...["namespace", "name"].map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
						query("provider", "Inference provider"),
					],
				}),
			},
			"/{namespace}/{name}/resolve/{rev}/{path}": fileOps("Model file content", FILE),
			"/{namespace}/{name}/raw/{rev}/{path}": fileOps("Model file git content (LFS pointer for LFS files)", FILE),
			"/{prefix}/{namespace}/{name}/resolve/{rev}/{path}": fileOps(
				"Dataset or space file content ({prefix}: datasets, spaces)",
				FILE_PREFIXED,
			),
			"/{prefix}/{namespace}/{name}/raw/{rev}/{path}": fileOps("Dataset or space file git content", FILE_PREFIXED),
		},
		components: {
			schemas: SCHEMAS,
		},
	};
}

/** The OpenAPI path template of a Hono route path (`:id{re}` and `:id` become `{id}`). */
export function openApiPathOf(honoPath: string): string {
	return honoPath.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, "{$1}");
}
