import { data } from "react-router";
import type { ApiFetch } from "./api-context.ts";
import type {
	CommitSummary,
	RepoInfo,
	RepoKind,
	RepoPage,
	RepoSummary,
	SnippetsResponse,
	TreeEntry,
} from "./api-types.ts";
import { encodePath, repoPrefix } from "./paths.ts";
import { nextCursorFromLink, toApiQuery, type ListState } from "./list-query.ts";

/**
 * Turns an API failure into the response the site shows: a 4xx (not found, or an id or path the
 * hub refuses, such as non-ASCII or over-long names) is a 404 page with the hub's message; a 5xx
 * becomes 502, since the hub, not the reader, failed.
 */
async function failure(res: Response, what: string): Promise<never> {
	let message = "";
	try {
		const body = (await res.json()) as { error?: unknown };
		if (typeof body.error === "string") message = body.error;
	} catch {
		// not JSON: keep the generic message
	}
	if (res.status >= 400 && res.status < 500) {
		throw data({ message: message || `${what} was not found.` }, { status: 404 });
	}
	throw data({ message: `The hub answered ${res.status} while loading ${what}.` }, { status: 502 });
}

/** A JSON answer of the hub, or the page {@link failure} makes of a refusal. */
export async function getJson<T>(apiFetch: ApiFetch, path: string, what: string): Promise<{ body: T; res: Response }> {
	const res = await apiFetch(path, { headers: { accept: "application/json" } });
	if (!res.ok) return failure(res, what);
	return { body: (await res.json()) as T, res };
}

/** One page of models, datasets or spaces in the given list state. */
export async function listRepos(
	apiFetch: ApiFetch,
	kind: RepoKind,
	state: ListState,
	limit?: number,
): Promise<RepoPage> {
	const { body, res } = await getJson<RepoSummary[]>(
		apiFetch,
		`/api/${kind}s?${toApiQuery(kind, state, limit).toString()}`,
		`the ${kind} list`,
	);
	return { items: body, nextCursor: nextCursorFromLink(res.headers.get("link")) };
}

/** Pages of a folder listing the site follows (the hub sends about 50 entries a page with `expand`). */
const MAX_TREE_PAGES = 40;

/** The path and query of the `rel="next"` URL of a `Link` header, if any. */
function nextPathFromLink(link: string | null): string | null {
	const m = link ? /<([^>]+)>\s*;\s*rel="?next"?/.exec(link) : null;
	if (!m?.[1]) return null;
	const url = new URL(m[1], "http://hub.local");
	return url.pathname + url.search;
}

/** Full information about one repository. */
export async function getRepo(apiFetch: ApiFetch, kind: RepoKind, id: string): Promise<RepoInfo> {
	const { body } = await getJson<RepoInfo>(apiFetch, `/api/${kind}s/${encodePath(id)}`, `${kind} ${id}`);
	return body;
}

/** The direct children of a folder of a repository at a revision, with their last commits. */
export async function getTree(
	apiFetch: ApiFetch,
	kind: RepoKind,
	id: string,
	rev: string,
	path: string,
): Promise<TreeEntry[]> {
	const suffix = path ? `/${encodePath(path)}` : "";
	let next: string | null = `/api/${kind}s/${encodePath(id)}/tree/${encodeURIComponent(rev)}${suffix}?expand=true`;
	const entries: TreeEntry[] = [];
	// The listing is paginated (`Link: rel="next"`); follow it, within reason.
	for (let page = 0; next && page < MAX_TREE_PAGES; page++) {
		const { body, res } = await getJson<TreeEntry[]>(apiFetch, next, `the folder "${path || "/"}" of ${id}`);
		entries.push(...body);
		next = nextPathFromLink(res.headers.get("link"));
	}
	return entries;
}

/** Pages of a recursive file listing the site follows (10,000 entries a page). */
const MAX_RECURSIVE_PAGES = 10;

/** Every file and folder of a repository at a revision (bounded: {@link MAX_RECURSIVE_PAGES} pages). */
export async function getTreeFiles(apiFetch: ApiFetch, kind: RepoKind, id: string, rev: string): Promise<TreeEntry[]> {
	let next: string | null =
		`/api/${kind}s/${encodePath(id)}/tree/${encodeURIComponent(rev)}?recursive=true&limit=10000`;
	const entries: TreeEntry[] = [];
	for (let page = 0; next && page < MAX_RECURSIVE_PAGES; page++) {
		const { body, res } = await getJson<TreeEntry[]>(apiFetch, next, `the files of ${id} at ${rev}`);
		entries.push(...body);
		next = nextPathFromLink(res.headers.get("link"));
	}
	return entries;
}

/** One page of the history of a revision, newest first, with the total number of commits. */
export async function getCommits(
	apiFetch: ApiFetch,
	kind: RepoKind,
	id: string,
	rev: string,
	page: number,
	limit: number,
): Promise<{ commits: CommitSummary[]; total: number }> {
	const q = new URLSearchParams({ p: String(page), limit: String(limit) });
	const { body, res } = await getJson<CommitSummary[]>(
		apiFetch,
		`/api/${kind}s/${encodePath(id)}/commits/${encodeURIComponent(rev)}?${q.toString()}`,
		`the history of ${id}`,
	);
	const total = Number(res.headers.get("x-total-count"));
	return { commits: body, total: Number.isFinite(total) ? total : body.length };
}

/**
 * The text of a file (at most `maxBytes`), or null when the file is absent. Read through `raw`,
 * which the hub does not count as a download (the reader only looks at the file).
 */
export async function getFileText(
	apiFetch: ApiFetch,
	kind: RepoKind,
	id: string,
	rev: string,
	path: string,
	maxBytes = 1_000_000,
): Promise<string | null> {
	const url = `${repoPrefix(kind)}/${encodePath(id)}/raw/${encodeURIComponent(rev)}/${encodePath(path)}`;
	const res = await apiFetch(url, { headers: { range: `bytes=0-${maxBytes - 1}` } });
	if (res.status === 404) return null;
	if (!res.ok) return failure(res, `the file ${path}`);
	return await res.text();
}

/** Options of the inference snippets. */
export interface SnippetOptions {
	/** The provider asked for (a page's `?provider=`); the hub falls back when it does not serve the model. */
	provider: string;
	streaming: boolean;
	billTo: string;
}

/**
 * The library snippets of a model, the providers that serve it, and the inference snippets of one.
 * A hub refusal is a 404 page and a hub failure a 502, as for every other read of this file.
 */
export async function getSnippets(apiFetch: ApiFetch, id: string, opts: SnippetOptions): Promise<SnippetsResponse> {
	const q = new URLSearchParams({ provider: opts.provider });
	if (opts.streaming) q.set("streaming", "true");
	if (opts.billTo) q.set("bill_to", opts.billTo);
	const { body } = await getJson<Partial<SnippetsResponse>>(
		apiFetch,
		`/api/models/${encodePath(id)}/snippets?${q.toString()}`,
		`the snippets of ${id}`,
	);
	return {
		library: body.library ?? [],
		inference: body.inference ?? [],
		endpoint: body.endpoint ?? null,
		providers: body.providers ?? [],
		provider: body.provider ?? null,
	};
}
