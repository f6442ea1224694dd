import { ApiError } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";
import { decodeCursor, getAll, parseBool, parsePositiveInt } from "../../http/query-params.ts";
import { ownValue } from "../../lookup/own-value.ts";

/** Sort keys accepted by the list endpoints → the column they sort on. */
export const SORT_COLUMNS = {
	trendingScore: "trending_score",
	trending: "trending_score",
	trending_score: "trending_score",
	downloads: "downloads",
	downloadsAllTime: "downloads_all_time",
	likes: "likes",
	likes30d: "likes",
	lastModified: "last_modified",
	last_modified: "last_modified",
	createdAt: "created_at",
	created_at: "created_at",
	id: "full_id",
	mainSize: "used_storage",
	num_parameters: "num_parameters",
} as const;

/** The parsed query of `GET /api/{type}s`. */
export interface ListParams {
	/** Case-insensitive substrings of the id (`namespace/name`), all required; lower-cased. */
	search: string[];
	/** Case-insensitive substrings of the id, tags or card text (`full_text=`), all required; lower-cased. */
	fullText: string[];
	author?: string;
	filters: string[];
	/** Spaces: ids of models every result names in its card (`list_spaces(models=...)`). */
	models: string[];
	pipelineTag?: string;
	library?: string;
	language?: string;
	license?: string;
	gated?: boolean;
	paramsMin?: number;
	paramsMax?: number;
	/** `fits=24GB`: the memory the model must run in, in bytes (decision 040). */
	fitsBytes?: number;
	/** `ctx=8192`: the context length it must run at within `fitsBytes`. */
	fitsContext?: number;
	sort: (typeof SORT_COLUMNS)[keyof typeof SORT_COLUMNS];
	ascending: boolean;
	limit: number;
	offset: number;
	full: boolean;
	config: boolean;
	cardData: boolean;
	expand: string[];
}

const UNITS: Record<string, number> = { "": 1, k: 1e3, K: 1e3, m: 1e6, M: 1e6, b: 1e9, B: 1e9, t: 1e12, T: 1e12 };

/**
 * Reads a parameter count such as `7B`, `350M`, `1.5k` or `1000000`. A count past
 * `LIMITS.parameterCount` is clamped to it: no model holds that many, so `min:` past it still
 * matches nothing and `max:` past it everything, and both databases get a value their 64-bit
 * integer column can compare (PostgreSQL refused a larger one with "out of range for type bigint").
 */
export function parseCount(text: string): number {
	const match = /^(\d+(?:\.\d+)?)([kKmMbBtT]?)$/.exec(text.trim());
	if (!match) throw new ApiError("BadRequest", `Invalid parameter count: ${JSON.stringify(text)} (use e.g. 350M, 7B)`);
	return Math.min(Math.round(Number(match[1]) * (UNITS[match[2] ?? ""] ?? 1)), LIMITS.parameterCount);
}

/** Memory units of `fits=`: GB and GiB alike are 2³⁰ bytes, as GPU memory is sold (a "24 GB" card holds 24 GiB). */
const MEMORY_UNITS: Record<string, number> = {
	mb: 2 ** 20,
	mib: 2 ** 20,
	gb: 2 ** 30,
	gib: 2 ** 30,
	tb: 2 ** 40,
	tib: 2 ** 40,
};

/** Reads a memory size such as `24GB`, `7.5GiB` or `512MB` into bytes: `BadRequest` without a unit or past the bound. */
export function parseMemorySize(text: string): number {
	const match = /^(\d+(?:\.\d+)?)\s*([a-z]+)$/i.exec(text.trim());
	const unit = match?.[2] ? ownValue(MEMORY_UNITS, match[2].toLowerCase()) : undefined;
	if (!match || unit === undefined)
		throw new ApiError(
			"BadRequest",
			`Invalid fits: ${JSON.stringify(text.slice(0, 100))} (use a size with a unit: 24GB, 7.5GiB, 512MB, 1TB)`,
		);
	const bytes = Math.round(Number(match[1]) * unit);
	if (!(bytes >= 2 ** 20 && bytes <= LIMITS.memoryBudgetBytes))
		throw new ApiError(
			"BadRequest",
			`Invalid fits: ${text.slice(0, 100)} (between 1MB and ${LIMITS.memoryBudgetBytes / 2 ** 40}TB)`,
		);
	return bytes;
}

/** Reads `ctx=`: a whole number of tokens from 1 to `LIMITS.contextTokens`. */
function parseContext(text: string): number {
	const tokens = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
	if (!(tokens >= 1 && tokens <= LIMITS.contextTokens))
		throw new ApiError(
			"BadRequest",
			`Invalid ctx: ${JSON.stringify(text.slice(0, 100))} (a number of tokens from 1 to ${LIMITS.contextTokens})`,
		);
	return tokens;
}

/** The values, or `LimitExceeded` when there are more than `max` of them or one is longer than `maxChars`. */
function bounded(values: string[], what: string, max: number, maxChars: number = LIMITS.queryValueChars): string[] {
	if (values.length > max) throw new ApiError("LimitExceeded", `Too many ${what}: ${values.length} (at most ${max})`);
	const long = values.find((value) => value.length > maxChars);
	if (long !== undefined)
		throw new ApiError("LimitExceeded", `A value of ${what} is ${long.length} characters long (at most ${maxChars})`);
	return values;
}

/** The row offset a list cursor holds: a whole number within the bound, else `InvalidCursor`. */
function offsetOf(cursor: unknown): number {
	const offset = typeof cursor === "object" && cursor !== null ? (cursor as { o?: unknown }).o : undefined;
	if (typeof offset !== "number" || !Number.isSafeInteger(offset) || offset < 0 || offset > LIMITS.listOffset)
		throw new ApiError("InvalidCursor", "Invalid cursor: it was not made by this hub's Link header");
	return offset;
}

/** Parses and validates the list query (unknown parameters are ignored). */
export function parseListParams(url: URL): ListParams {
	const q = url.searchParams;
	const sortKey = q.get("sort") ?? "trendingScore";
	const sort = ownValue<ListParams["sort"]>(SORT_COLUMNS, sortKey);
	if (!sort)
		throw new ApiError(
			"BadRequest",
			`Unknown sort: ${sortKey.slice(0, 100)}. Use one of ${Object.keys(SORT_COLUMNS).join(", ")}`,
		);
	const limit = parsePositiveInt(q.get("limit"), "limit") ?? 100;
	const cursor = decodeCursor(q.get("cursor"));
	const offset = cursor === undefined ? 0 : offsetOf(cursor);
	const params: ListParams = {
		search: bounded(
			getAll(url, "search").map((term) => term.toLowerCase()),
			"search terms",
			LIMITS.searchTerms,
		),
		fullText: bounded(
			getAll(url, "full_text").map((term) => term.toLowerCase()),
			"full-text terms",
			LIMITS.searchTerms,
		),
		filters: bounded(
			getAll(url, "filter")
				.flatMap((filter) => filter.split(","))
				.filter(Boolean),
			"filters",
			LIMITS.listFilters,
		),
		models: bounded(getAll(url, "models"), "models", LIMITS.listFilters),
		sort,
		ascending: q.get("direction") === "1" || (sortKey === "id" && q.get("direction") !== "-1"),
		limit: Math.min(limit, LIMITS.listPage),
		offset,
		full: parseBool(q.get("full")),
		config: parseBool(q.get("config")),
		cardData: parseBool(q.get("cardData")),
		expand: bounded(getAll(url, "expand"), "expand fields", LIMITS.expandFields, Infinity),
	};
	const author = q.get("author");
	if (author) params.author = author;
	for (const [key, field] of [
		["pipeline_tag", "pipelineTag"],
		["library", "library"],
		["language", "language"],
		["license", "license"],
	] as const) {
		const value = q.get(key);
		if (value) params[field] = value;
	}
	const gated = q.get("gated");
	if (gated !== null) params.gated = parseBool(gated);
	const range = q.get("num_parameters");
	if (range) {
		for (const part of range.split(",")) {
			const [bound, value = ""] = part.split(":");
			if (bound === "min") params.paramsMin = parseCount(value);
			else if (bound === "max") params.paramsMax = parseCount(value);
			else throw new ApiError("BadRequest", `Invalid num_parameters: ${range} (use min:1B,max:10B)`);
		}
	}
	const min = q.get("params_min");
	if (min) params.paramsMin = parseCount(min);
	const max = q.get("params_max");
	if (max) params.paramsMax = parseCount(max);
	const fits = q.get("fits");
	const context = q.get("ctx");
	if (fits) params.fitsBytes = parseMemorySize(fits);
	if (context) {
		if (!fits) throw new ApiError("BadRequest", "ctx needs fits: the context length a model must run at within fits=");
		params.fitsContext = parseContext(context);
	}
	return params;
}
