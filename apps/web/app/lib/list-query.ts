import type { RepoKind } from "./api-types.ts";
import { ownValue } from "./own-value.ts";

/**
 * The state of a repository list page, read from (and written to) its URL.
 * Keys and values are those of the public hub's list pages, so a URL copied from one hub works on
 * the other (`/models?pipeline_tag=…&license=license:mit`, `/datasets?task_categories=task_categories:…`).
 * Each value is kept in its URL form (with the public hub's `prefix:` where it uses one).
 */
export interface ListState {
	/** A substring of the repository id (`namespace/name`), as the API's `search`. */
	search: string;
	/** "1": look for `search` in cards and tags too (the API's `full_text`); "" otherwise. */
	full_text: string;
	/** Model task (`pipeline_tag=text-generation`). */
	pipeline_tag: string;
	/** Dataset task (`task_categories=task_categories:translation`). */
	task_categories: string;
	library: string;
	/** `en` on models, `language:en` on datasets. */
	language: string;
	/** `license:apache-2.0`. */
	license: string;
	author: string;
	/** Other tags the repository must carry, comma-separated. */
	other: string;
	/** Parameter range of the API (`min:1B,max:6B`). */
	num_parameters: string;
	/** Memory the model must run in (`fits=24GB`, decision 040). */
	fits: string;
	/** Context length, in tokens, it must run at within `fits` (`ctx=8192`); only with `fits`. */
	ctx: string;
	/** Dataset facets, each `prefix:value`. */
	modality: string;
	size_categories: string;
	format: string;
	/** Space SDK. */
	sdk: string;
	/** One of {@link SORTS}' keys; "" is the default (most downloads). */
	sort: string;
	cursor: string;
}

/** The URL keys of a list page, in the order links write them. */
export const LIST_KEYS = [
	"search",
	"full_text",
	"pipeline_tag",
	"task_categories",
	"library",
	"language",
	"license",
	"author",
	"other",
	"num_parameters",
	"fits",
	"ctx",
	"modality",
	"size_categories",
	"format",
	"sdk",
	"sort",
	"cursor",
] as const satisfies readonly (keyof ListState)[];

/** Sort keys of the public hub's list pages, most useful first, with the API sort each means. */
export const SORTS = [
	{ key: "downloads", label: "Most downloads", api: "downloads" },
	{ key: "likes", label: "Most likes", api: "likes" },
	{ key: "trending", label: "Trending", api: "trendingScore" },
	{ key: "modified", label: "Recently updated", api: "lastModified" },
	{ key: "created", label: "Recently created", api: "createdAt" },
] as const;

/** Parameter-size buckets for models, as `num_parameters` ranges of the API. */
export const PARAM_BUCKETS = [
	{ label: "< 1B", range: "min:0,max:1B" },
	{ label: "1B – 6B", range: "min:1B,max:6B" },
	{ label: "6B – 9B", range: "min:6B,max:9B" },
	{ label: "9B – 20B", range: "min:9B,max:20B" },
	{ label: "20B – 50B", range: "min:20B,max:50B" },
	{ label: "> 50B", range: "min:50B" },
] as const;

/** Memory budgets of the "fits in" filter: common GPU and unified memory sizes (GB = GiB, as cards are sold). */
export const FITS_BUDGETS = ["4GB", "8GB", "12GB", "16GB", "24GB", "32GB", "48GB", "80GB", "160GB"] as const;

/** Context lengths the "fits in" filter offers, in tokens. */
export const FITS_CONTEXTS = ["4096", "8192", "32768", "131072"] as const;

/** A memory size the API's `fits` accepts. */
const MEMORY = /^\d+(?:\.\d+)?(?:MB|MiB|GB|GiB|TB|TiB)$/i;

/** Space SDKs. */
export const SDKS = ["gradio", "streamlit", "docker", "static"] as const;

/** Number of repositories on one list page. */
export const PAGE_SIZE = 30;

/** Longest value kept from the URL. */
const MAX_VALUE = 200;

/** A parameter range as the API reads it: `min:N` and/or `max:N`, N a count such as 350M or 7B. */
const RANGE = /^(?:min:\d+(?:\.\d+)?[kKmMbBtT]?(?:,max:\d+(?:\.\d+)?[kKmMbBtT]?)?|max:\d+(?:\.\d+)?[kKmMbBtT]?)$/;

/** Earlier Atrium sort keys (and the API's), accepted in URLs and rewritten to the public hub's. */
const SORT_ALIASES: Record<string, string> = {
	trendingScore: "trending",
	lastModified: "modified",
	createdAt: "created",
};

/** Earlier Atrium parameter buckets (`params=lt1b`), accepted and rewritten to ranges. */
const LEGACY_BUCKETS: Record<string, string> = {
	lt1b: "min:0,max:1B",
	"1-6b": "min:1B,max:6B",
	"6-9b": "min:6B,max:9B",
	"9-20b": "min:9B,max:20B",
	"20-50b": "min:20B,max:50B",
	gt50b: "min:50B",
};

/** `prefix:value` whatever form the URL used (`license=mit` and `license=license:mit` are one filter). */
function withPrefix(prefix: string, value: string): string {
	return value === "" || value.startsWith(`${prefix}:`) ? value : `${prefix}:${value}`;
}

/** The value without the public hub's `prefix:`. */
export function withoutPrefix(value: string): string {
	const colon = value.indexOf(":");
	return colon === -1 ? value : value.slice(colon + 1);
}

/** Reads the list state of a `kind` list page from its URL (public hub keys, and Atrium's earlier ones). */
export function parseListState(params: URLSearchParams, kind: RepoKind = "model"): ListState {
	const get = (k: string) => (params.get(k) ?? "").trim().slice(0, MAX_VALUE);
	const legacyTask = get("task");
	const state: ListState = {
		search: get("search"),
		full_text: get("full_text") === "1" || get("full_text") === "true" ? "1" : "",
		pipeline_tag: kind === "model" ? get("pipeline_tag") || legacyTask : "",
		task_categories: kind === "dataset" ? withPrefix("task_categories", get("task_categories") || legacyTask) : "",
		library: kind === "model" ? get("library") : "",
		language: kind === "space" ? "" : get("language"),
		license: kind === "space" ? "" : withPrefix("license", get("license")),
		author: get("author"),
		other: [get("other"), get("tag")].filter(Boolean).join(","),
		num_parameters: kind === "model" ? get("num_parameters") || (LEGACY_BUCKETS[get("params")] ?? "") : "",
		fits: kind === "model" ? get("fits") : "",
		ctx: kind === "model" ? get("ctx") : "",
		modality: kind === "dataset" ? withPrefix("modality", get("modality")) : "",
		size_categories: kind === "dataset" ? withPrefix("size_categories", get("size_categories")) : "",
		format: kind === "dataset" ? withPrefix("format", get("format")) : "",
		sdk: kind === "space" ? get("sdk") : "",
		sort: get("sort"),
		cursor: get("cursor"),
	};
	if (kind === "dataset") state.language = withPrefix("language", withoutPrefix(state.language));
	else state.language = withoutPrefix(state.language);
	state.sort = ownValue(SORT_ALIASES, state.sort) ?? state.sort;
	if (!SORTS.some((s) => s.key === state.sort)) state.sort = "";
	if (!RANGE.test(state.num_parameters)) state.num_parameters = "";
	if (!MEMORY.test(state.fits)) state.fits = "";
	if (!state.fits || !/^[1-9]\d{0,7}$/.test(state.ctx)) state.ctx = "";
	return state;
}

/** Builds the hub API query for a list page (docs/reference/repositories-and-files.md#lists). */
export function toApiQuery(kind: RepoKind, state: ListState, limit = PAGE_SIZE): URLSearchParams {
	const q = new URLSearchParams();
	if (state.search) q.set(state.full_text ? "full_text" : "search", state.search);
	if (state.author) q.set("author", state.author);
	if (kind === "model") {
		if (state.pipeline_tag) q.set("pipeline_tag", state.pipeline_tag);
		if (state.library) q.set("library", state.library);
		if (state.num_parameters) q.set("num_parameters", state.num_parameters);
		if (state.fits) q.set("fits", state.fits);
		if (state.ctx) q.set("ctx", state.ctx);
	}
	if (kind === "dataset") {
		for (const facet of [state.task_categories, state.modality, state.size_categories, state.format]) {
			if (facet) q.append("filter", facet);
		}
	}
	if (kind === "space" && state.sdk) q.append("filter", state.sdk);
	if (state.language) q.set("language", withoutPrefix(state.language));
	if (state.license) q.set("license", withoutPrefix(state.license));
	for (const tag of state.other.split(",")) if (tag.trim()) q.append("filter", tag.trim());
	q.set("sort", SORTS.find((s) => s.key === state.sort)?.api ?? "downloads");
	q.set("limit", String(limit));
	if (state.cursor) q.set("cursor", state.cursor);
	return q;
}

/** The site path of a list page in the given state (empty values are left out, keys in a fixed order). */
export function listHref(basePath: string, state: Partial<ListState>): string {
	const q = new URLSearchParams();
	for (const k of LIST_KEYS) {
		const v = state[k];
		if (v) q.set(k, v);
	}
	const s = q.toString();
	return s ? `${basePath}?${s}` : basePath;
}

/** The list page of `kind` filtered by one facet, with the value in the public hub's form. */
export function facetHref(
	kind: RepoKind,
	key: "pipeline_tag" | "task_categories" | "library" | "language" | "license" | "author" | "other",
	value: string,
): string {
	const state = parseListState(new URLSearchParams([[key, value]]), kind);
	return listHref(`/${kind}s`, state);
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
