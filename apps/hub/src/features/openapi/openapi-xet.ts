import { XetShardUploaded, XetTokenAnswer, XetXorbUploaded } from "../../api/index.ts";
import { ERROR_ANSWER, op, query, REPO } from "./openapi-operations.ts";

/**
 * `xet-write-token` and `xet-read-token`, with and without a revision, and the Xet CAS under
 * `/xet-cas` (features/xet, decision 032). With `ATRIUM_XET=off` the token routes answer
 * `XetNotSupported` (501) and the CAS routes are not mounted.
 */
export function xetTokenPaths(): Record<string, unknown> {
	const paths: Record<string, unknown> = {};
	for (const kind of ["write", "read"] as const) {
		const need = kind === "write" ? "write" : "download";
		for (const suffix of ["", "/{rev}"]) {
			const params = suffix ? [...REPO, "rev"] : REPO;
			const operation = op(
				`Xet ${kind} token for callers who may ${need} (Xet off: XetNotSupported, 501)`,
				params,
				{},
				XetTokenAnswer,
			);
			const parameters = [
				...(operation.parameters as unknown[]),
				query("create_pr", "1 when the upload opens a pull request (refused: 400)"),
			];
			const responses = {
				...(operation.responses as Record<string, unknown>),
				"501": { ...ERROR_ANSWER, description: "XetNotSupported: Xet is turned off on this hub" },
			};
			paths[`/api/{type}/{namespace}/{name}/xet-${kind}-token${suffix}`] = {
				get: { ...operation, parameters, responses },
			};
		}
	}
	const binary = {
		required: true,
		content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
	};
	paths["/xet-cas/v1/xorbs/{prefix}/{hash}"] = {
		post: op(
			"Upload a serialized xorb (verified against its hash; Xet write token)",
			["prefix", "hash"],
			{ requestBody: binary },
			XetXorbUploaded,
		),
	};
	paths["/xet-cas/v1/shards"] = {
		post: op(
			"Upload a shard: its files become blobs of the repository (Xet write token)",
			[],
			{ requestBody: binary },
			XetShardUploaded,
		),
	};
	const refused = (summary: string, params: string[]) => ({
		summary,
		parameters: params.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
		responses: { "404": { ...ERROR_ANSWER, description: "XetNotFound" }, default: ERROR_ANSWER },
	});
	paths["/xet-cas/v2/shards"] = { post: refused("Not offered: XetNotFound (404), so clients use /v1/shards", []) };
	paths["/xet-cas/v1/chunks/{prefix}/{hash}"] = {
		get: refused("Global deduplication query: not offered, XetNotFound (404)", ["prefix", "hash"]),
	};
	return paths;
}
