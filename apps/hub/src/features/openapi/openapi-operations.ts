/**
 * The building blocks of the OpenAPI document (`openapi-document.ts`): operations whose JSON answers
 * are `$ref`s to the named schemas of `@atrium/hub-api`, the shared error answer, query and path
 * parameter lists, and the operation shapes of files, git and git-lfs routes, whose answers are not JSON.
 */
import { z as z4, type z } from "zod";
import { apiSchemas, ErrorBody } from "@atrium/hub-api";

/** The `$ref` of a response schema; every JSON answer is a named schema of `@atrium/hub-api`. */
function refOf(schema: z.ZodType): Record<string, string> {
	const id = apiSchemas.get(schema)?.id;
	if (!id) throw new Error("A response schema must be registered with named() in packages/hub-api/src/");
	return { $ref: `#/components/schemas/${id}` };
}

/** Every error answer: `Error`, with the X-Error-Code and X-Error-Message headers. */
export const ERROR_ANSWER = {
	description: "Error: X-Error-Code and X-Error-Message headers, JSON { error, code, hint }",
	content: { "application/json": { schema: refOf(ErrorBody) } },
};

/**
 * Builds one OpenAPI operation with path parameters, the JSON answer (`schema`, a named zod schema
 * of `@atrium/hub-api`) and the error answer; `extra` adds or overrides fields (parameters, requestBody, responses).
 */
export function op(
	summary: string,
	params: string[],
	extra: Record<string, unknown> = {},
	schema?: z.ZodType,
	otherAnswers: Record<string, z.ZodType> = {},
): Record<string, unknown> {
	const others = Object.entries(otherAnswers).map(([status, answer]) => [
		status,
		{ description: `Answer with status ${status}`, content: { "application/json": { schema: refOf(answer) } } },
	]);
	return {
		summary,
		parameters: params.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
		responses: {
			"200": {
				description: "Success",
				content: { "application/json": schema ? { schema: refOf(schema) } : {} },
			},
			...Object.fromEntries(others),
			default: ERROR_ANSWER,
		},
		...extra,
	};
}

/** An operation whose success is `201 Created` with `schema` (the answer {@link op} files under 200). */
export function created(summary: string, params: string[], schema: z.ZodType): Record<string, unknown> {
	const operation = op(summary, params, {}, schema);
	const { "200": success, ...others } = operation.responses as Record<string, Record<string, unknown>>;
	return { ...operation, responses: { "201": { ...success, description: "Created" }, ...others } };
}

/** A browser step that answers with a redirect (302), or an error. */
export function redirectOp(summary: string): Record<string, unknown> {
	return op(summary, [], { responses: { "302": { description: "Redirect (Location)" }, default: ERROR_ANSWER } });
}

export const query = (
	name: string,
	description: string,
	schema: Record<string, unknown> = { type: "string" },
): Record<string, unknown> => ({ name, in: "query", required: false, description, schema });

export const LIST_QUERY = [
	query("search", "Case-insensitive substring of the id (namespace/name); repeatable, all must match"),
	query("full_text", "Case-insensitive substring of the id, tags or card text; repeatable, all must match"),
	query("author", "Namespace"),
	query("filter", "Tag every result must have; repeatable"),
	query("pipeline_tag", "Task"),
	query("library", "Library name"),
	query("language", "Language code"),
	query("license", "License id"),
	query("num_parameters", "Parameter range, e.g. min:1B,max:10B"),
	query("params_min", "Minimum parameter count, e.g. 350M"),
	query("params_max", "Maximum parameter count, e.g. 7B"),
	query("fits", "Models: runs within this memory, e.g. 24GB (GB = GiB = 2^30 bytes; MB, TB too; decision 040)"),
	query("ctx", "Models, with fits: at this context length in tokens, e.g. 8192", { type: "integer" }),
	query("sort", "trendingScore, downloads, likes, lastModified, createdAt, id, num_parameters, …"),
	query("direction", "-1 (default) descending, 1 ascending"),
	query("limit", "Page size (at most 1000)", { type: "integer" }),
	query("cursor", "Opaque position, from the Link header"),
	query("full", "Rich objects", { type: "boolean" }),
	query("config", "Include config", { type: "boolean" }),
	query("cardData", "Include cardData", { type: "boolean" }),
	query("expand", "Return only _id, id and these fields; repeatable (expand[] too)"),
	query("models", "Spaces: a model id every result names in its card; repeatable"),
];

export const REPO = ["type", "namespace", "name"];

/** The named schemas of `@atrium/hub-api` as OpenAPI 3.1 components (JSON Schema 2020-12). */
export function componentSchemas(): Record<string, unknown> {
	const { schemas } = z4.toJSONSchema(apiSchemas, { uri: (id) => `#/components/schemas/${id}` });
	const components: Record<string, unknown> = {};
	for (const [id, schema] of Object.entries(schemas)) {
		const { $schema: _schema, $id: _id, ...rest } = schema as Record<string, unknown>;
		components[id] = rest;
	}
	return components;
}

export const FILE = ["namespace", "name", "rev", "path"];
export const FILE_PREFIXED = ["prefix", ...FILE];

export function fileOps(summary: string, params: string[]): Record<string, unknown> {
	const responses = {
		"200": { description: "The file", content: { "application/octet-stream": {} } },
		"206": { description: "A byte range" },
		"416": { description: "Unsatisfiable range" },
	};
	return { get: op(summary, params, { responses }), head: op(`${summary} (headers only)`, params, { responses }) };
}

/** A git-lfs JSON operation (`application/vnd.git-lfs+json`, described by the git-lfs API, not by our schemas). */
export function lfsOp(summary: string, params: string[]): Record<string, unknown> {
	return op(summary, params, {
		responses: { "200": { description: summary, content: { "application/vnd.git-lfs+json": {} } } },
	});
}

/** Git smart HTTP (clone, fetch and push) and the git-lfs lock routes of a repository at `base`. */
export function gitPaths(base: string, params: string[]): Record<string, Record<string, unknown>> {
	const git = (summary: string, type: string) =>
		op(summary, params, { responses: { "200": { description: summary, content: { [type]: {} } } } });
	return {
		[`${base}/info/refs`]: {
			get: git(
				"Git smart HTTP ref advertisement (?service=git-upload-pack or git-receive-pack)",
				"application/x-git-upload-pack-advertisement",
			),
		},
		[`${base}/git-upload-pack`]: {
			post: git("Git smart HTTP fetch (clone, pull)", "application/x-git-upload-pack-result"),
		},
		[`${base}/git-receive-pack`]: {
			post: git("Git smart HTTP push (needs write access)", "application/x-git-receive-pack-result"),
		},
		[`${base}/info/lfs/locks/verify`]: {
			post: op("git-lfs locks verify: the hub has no file locking", params, {
				responses: {
					"404": {
						description: "No file locking here: git-lfs stops verifying locks for this remote",
						content: { "application/vnd.git-lfs+json": {} },
					},
				},
			}),
		},
		[`${base}/info/lfs/locks`]: { get: lfsOp("git-lfs locks: the hub holds no locks", params) },
	};
}
