/** What the Community list shows: open or closed threads, discussions or pull requests, one page. */
export interface ThreadFilter {
	status: "open" | "closed" | "all";
	type: "all" | "discussion" | "pull_request";
	page: number;
}

/** Pages a reader may ask for: the hub refuses past 10,000 threads (50 a page). */
const MAX_PAGE = 200;

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
	(allowed as readonly string[]).includes(value ?? "") ? (value as T) : fallback;

/** The filter of a Community list URL (`?status=&type=&p=`); anything unknown falls back to open threads of both kinds. */
export function threadFilterOf(search: URLSearchParams): ThreadFilter {
	const page = Number(search.get("p") ?? "0");
	return {
		status: pick(search.get("status"), ["open", "closed", "all"] as const, "open"),
		type: pick(search.get("type"), ["all", "discussion", "pull_request"] as const, "all"),
		page: Number.isInteger(page) && page >= 0 && page <= MAX_PAGE ? page : 0,
	};
}

/** The query string of a Community list URL, defaults left out (`""` for open threads of both kinds, page 0). */
export function threadFilterQuery(filter: ThreadFilter): string {
	const q = new URLSearchParams();
	if (filter.status !== "open") q.set("status", filter.status);
	if (filter.type !== "all") q.set("type", filter.type);
	if (filter.page > 0) q.set("p", String(filter.page));
	const text = q.toString();
	return text ? `?${text}` : "";
}
