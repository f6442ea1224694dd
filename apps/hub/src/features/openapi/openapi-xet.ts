import { ERROR_ANSWER, op, query, REPO } from "./openapi-operations.ts";

/**
 * `xet-write-token` and `xet-read-token`, with and without a revision: Xet is off (features/xet), so
 * callers who may use the repository get `XetNotSupported` (501) and there is no success answer yet.
 */
export function xetTokenPaths(): Record<string, unknown> {
	const paths: Record<string, unknown> = {};
	for (const kind of ["write", "read"] as const) {
		const need = kind === "write" ? "write" : "download";
		for (const suffix of ["", "/{rev}"]) {
			const params = suffix ? [...REPO, "rev"] : REPO;
			paths[`/api/{type}/{namespace}/{name}/xet-${kind}-token${suffix}`] = {
				get: op(
					`Xet ${kind} token: while Xet is off, XetNotSupported (501; set HF_HUB_DISABLE_XET=1) to callers who may ${need}`,
					params,
					{
						parameters: [
							...params.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
							query("create_pr", "1 when the upload opens a pull request"),
						],
						responses: {
							"501": { ...ERROR_ANSWER, description: "XetNotSupported: this hub does not speak Xet yet" },
							default: ERROR_ANSWER,
						},
					},
				),
			};
		}
	}
	return paths;
}
