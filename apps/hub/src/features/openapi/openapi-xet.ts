import {
	XetReconstructionV1,
	XetReconstructionV2,
	XetShardUploaded,
	XetTokenAnswer,
	XetXorbUploaded,
} from "@atrium/hub-api";
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
		get: {
			...refused(
				"Global deduplication query (prefix default-merkledb or default): a shard of keyed chunk hashes of the xorbs holding the chunk that the caller may build on; XetNotFound (404) otherwise",
				["prefix", "hash"],
			),
			responses: {
				"200": { description: "A shard with a footer", content: { "application/octet-stream": {} } },
				"404": { ...ERROR_ANSWER, description: "XetNotFound" },
				default: ERROR_ANSWER,
			},
		},
	};
	const reconstruction = (version: 1 | 2) =>
		op(
			`File reconstruction (v${version}): terms and signed xorb byte-range URLs of a file the token's repository has (Range optional; Xet read or write token)`,
			["hash"],
			{},
			version === 1 ? XetReconstructionV1 : XetReconstructionV2,
		);
	paths["/xet-cas/v1/reconstructions/{hash}"] = { get: reconstruction(1) };
	paths["/xet-cas/v2/reconstructions/{hash}"] = { get: reconstruction(2) };
	paths["/xet-cas/fetch/{hash}"] = {
		get: {
			summary:
				"Bytes of a xorb, through a signed URL of a reconstruction answer (start, end, exp, sig; Range within them)",
			parameters: [
				{ name: "hash", in: "path", required: true, schema: { type: "string" } },
				...["start", "end", "exp", "sig"].map((name) => query(name, "from the reconstruction answer")),
			],
			responses: {
				"206": { description: "The xorb bytes", content: { "application/octet-stream": {} } },
				default: ERROR_ANSWER,
			},
		},
	};
	return paths;
}
