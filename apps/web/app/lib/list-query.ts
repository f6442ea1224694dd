import type { RepoKind } from "./api-types.ts";

/** The state of a repository list page, read from (and written to) its URL. */
export interface ListState {
	search: string;
	task: string;
	library: string;
	language: string;
	license: string;
	/** Parameter-size bucket key, see {@link PARAM_BUCKETS}. */
	params: string;
	/** Space SDK (spaces only). */
	sdk: string;
	/** Any other tag the repository must carry. */
	tag: string;
	sort: string;
	cursor: string;
}

/** Sort keys offered on list pages, most useful first. */
export const SORTS = [
	{ key: "downloads", label: "Most downloads" },
	{ key: "likes", label: "Most likes" },
	{ key: "trendingScore", label: "Trending" },
	{ key: "lastModified", label: "Recently updated" },
	{ key: "createdAt", label: "Recently created" },
] as const;

/** Parameter-size buckets for models, as `num_parameters` ranges of the API. */
export const PARAM_BUCKETS = [
	{ key: "lt1b", label: "< 1B", range: "min:0,max:1B" },
	{ key: "1-6b", label: "1B – 6B", range: "min:1B,max:6B" },
	{ key: "6-9b", label: "6B – 9B", range: "min:6B,max:9B" },
	{ key: "9-20b", label: "9B – 20B", range: "min:9B,max:20B" },
	{ key: "20-50b", label: "20B – 50B", range: "min:20B,max:50B" },
	{ key: "gt50b", label: "> 50B", range: "min:50B" },
] as const;

/** Space SDKs. */
export const SDKS = ["gradio", "streamlit", "docker", "static"] as const;

/** Number of repositories on one list page. */
export const PAGE_SIZE = 30;

const KEYS = ["search", "task", "library", "language", "license", "params", "sdk", "tag", "sort", "cursor"] as const;

/** Reads the list state from a page URL's query; unknown or empty values become "". */
export function parseListState(params: URLSearchParams): ListState {
	const get = (k: string) => (params.get(k) ?? "").trim().slice(0, 200);
	const state: ListState = {
		search: get("search"),
		task: get("task"),
		library: get("library"),
		language: get("language"),
		license: get("license"),
		params: get("params"),
		sdk: get("sdk"),
		tag: get("tag"),
		sort: get("sort"),
		cursor: get("cursor"),
	};
	if (!SORTS.some((s) => s.key === state.sort)) state.sort = "";
	if (!PARAM_BUCKETS.some((b) => b.key === state.params)) state.params = "";
	return state;
}

/** Builds the hub API query for a list page (hub-api.md §2.1). */
export function toApiQuery(kind: RepoKind, state: ListState, limit = PAGE_SIZE): URLSearchParams {
	const q = new URLSearchParams();
	if (state.search) q.set("search", state.search);
	if (kind === "model") {
		if (state.task) q.set("pipeline_tag", state.task);
		if (state.library) q.set("library", state.library);
		const bucket = PARAM_BUCKETS.find((b) => b.key === state.params);
		if (bucket) q.set("num_parameters", bucket.range);
	} else if (kind === "dataset") {
		if (state.task) q.append("filter", `task_categories:${state.task}`);
	} else if (state.sdk) {
		q.append("filter", state.sdk);
	}
	if (state.language) q.set("language", state.language);
	if (state.license) q.set("license", state.license);
	if (state.tag) q.append("filter", state.tag);
	q.set("sort", state.sort || "downloads");
	q.set("limit", String(limit));
	if (state.cursor) q.set("cursor", state.cursor);
	return q;
}

/** The site path of a list page in the given state (empty values are left out, keys in a fixed order). */
export function listHref(basePath: string, state: Partial<ListState>): string {
	const q = new URLSearchParams();
	for (const k of KEYS) {
		const v = state[k];
		if (v) q.set(k, v);
	}
	const s = q.toString();
	return s ? `${basePath}?${s}` : basePath;
}

/** Reads the `cursor` of the `rel="next"` URL of a `Link` header, if any. */
export function nextCursorFromLink(link: string | null): string | null {
	if (!link) return null;
	for (const part of link.split(",")) {
		const m = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
		if (m?.[1]) {
			try {
				return new URL(m[1], "http://x").searchParams.get("cursor");
			} catch {
				return null;
			}
		}
	}
	return null;
}
