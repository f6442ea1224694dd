/**
 * One request on each route family that names a repository (API, resolve, git, LFS, commit,
 * preupload, like), and a response reduced to what a caller can compare: for the tests that check a
 * hidden repository answers exactly like a missing one whatever name reaches it (an old name after a
 * move, the id in another letter case).
 */

const LFS_BODY = JSON.stringify({ operation: "download", objects: [{ oid: "a".repeat(64), size: 3 }] });

/** `[family, path, init]` for each route family, for repository `id` (a model). */
export function repoRouteRequests(id: string): [string, string, RequestInit?][] {
	return [
		["api", `/api/models/${id}`],
		["api revision", `/api/models/${id}/revision/main`],
		["api tree", `/api/models/${id}/tree/main`],
		["resolve", `/${id}/resolve/main/config.json`],
		["resolve HEAD", `/${id}/resolve/main/config.json`, { method: "HEAD" }],
		["git info/refs", `/${id}/info/refs?service=git-upload-pack`],
		["git .git info/refs", `/${id}.git/info/refs?service=git-upload-pack`],
		["git push info/refs", `/${id}.git/info/refs?service=git-receive-pack`],
		[
			"lfs batch",
			`/${id}.git/info/lfs/objects/batch`,
			{
				method: "POST",
				body: LFS_BODY,
				headers: { "content-type": "application/vnd.git-lfs+json", accept: "application/vnd.git-lfs+json" },
			},
		],
		[
			"commit",
			`/api/models/${id}/commit/main`,
			{
				method: "POST",
				body: '{"key":"header","value":{"summary":"x"}}\n',
				headers: { "content-type": "application/x-ndjson" },
			},
		],
		[
			"preupload",
			`/api/models/${id}/preupload/main`,
			{ method: "POST", body: '{"files":[]}', headers: { "content-type": "application/json" } },
		],
		["like", `/api/models/${id}/like`, { method: "POST" }],
	];
}

/** Who sends a request: a name for messages and the headers that make them who they are. */
export type Caller = { name: string; headers: () => Record<string, string> };

/** `path` with `init` sent to `app` as `caller`. */
export function sendAs(
	app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
	path: string,
	init: RequestInit | undefined,
	caller: Caller,
): Promise<Response> {
	return Promise.resolve(
		app.request(path, {
			...init,
			headers: { ...(init?.headers as Record<string, string> | undefined), ...caller.headers() },
		}),
	);
}

/** A response with the repository id, the request id and per-request values taken out, for comparing. */
export async function answerShape(response: Response, id: string) {
	const text = (value: string): string => value.split(id).join("<id>");
	const headers = [...response.headers.entries()]
		.filter(([name]) => name !== "x-request-id")
		.map(([name, value]) => [name, text(value)])
		.sort();
	const body = text(await response.text()).replace(/"requestId":"[^"]*"/, '"requestId":"<rid>"');
	return { status: response.status, headers, body };
}
