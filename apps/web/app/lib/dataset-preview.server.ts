import type { ParquetConversionStatus } from "@atrium/hub-api";
import type { ApiFetch } from "./api-context.ts";
import { type ColumnChart, datasetCharts, STATISTICS_ROWS_ON_LOAD } from "./dataset-statistics.server.ts";

/** Rows one page of the dataset page shows (the API serves up to 100). */
export const PREVIEW_ROWS = 20;

/** A cell as the page shows it: text, an image, audio, or nothing. */
export type PreviewCell =
	| { kind: "text"; text: string; truncated: boolean }
	| { kind: "image"; src: string }
	| { kind: "audio"; src: string; type: string }
	| { kind: "null" };

/** What the dataset page shows of a dataset's rows (server-rendered; the picker and paging are plain links and GET forms). */
export interface DatasetPreview {
	configs: { name: string; splits: string[] }[];
	config: string;
	split: string;
	columns: { name: string; type: string }[];
	rows: { index: number; cells: PreviewCell[] }[];
	total: number;
	offset: number;
	pageSize: number;
	/** The search text and filter condition the rows answer, when given. */
	search: string;
	where: string;
	/** Why the search or filter gave no rows (an invalid condition), shown beside the form. */
	problem?: string;
	/** Charts of the split's columns; null when the split is large and the page was not asked for them (`stats=1`). */
	charts: ColumnChart[] | null;
}

/** Why the page shows no rows: the viewer is off, the files cannot be read, or the split is unknown. */
export type PreviewState = { ok: true; preview: DatasetPreview } | { ok: false; message: string } | null;

const MAX_CELL_TEXT = 300;

/** A hub URL as a path of this site (cells carry absolute `resolve` URLs; the page serves them from its own origin). */
function sitePath(src: string): string {
	try {
		const url = new URL(src);
		return `${url.pathname}${url.search}`;
	} catch {
		return "";
	}
}

function typeLabel(type: Record<string, unknown>): string {
	if (typeof type.dtype === "string") return type.dtype;
	if (type._type === "List") return "list";
	if (typeof type._type === "string") return String(type._type).toLowerCase();
	return "struct";
}

function cellOf(value: unknown, type: Record<string, unknown>): PreviewCell {
	if (value === null || value === undefined) return { kind: "null" };
	if (type._type === "Image" && typeof value === "object" && value && "src" in value)
		return { kind: "image", src: sitePath(String((value as { src: unknown }).src)) };
	if (type._type === "Audio" && Array.isArray(value) && value[0] && typeof value[0] === "object") {
		const first = value[0] as { src?: unknown; type?: unknown };
		return { kind: "audio", src: sitePath(String(first.src ?? "")), type: String(first.type ?? "") };
	}
	const text = typeof value === "string" ? value : JSON.stringify(value);
	return text.length > MAX_CELL_TEXT
		? { kind: "text", text: `${text.slice(0, MAX_CELL_TEXT)}…`, truncated: true }
		: { kind: "text", text, truncated: false };
}

async function json(
	apiFetch: ApiFetch,
	path: string,
): Promise<{ ok: boolean; status: number; body: Record<string, unknown> }> {
	const res = await apiFetch(path, { headers: { accept: "application/json" } });
	let body: Record<string, unknown> = {};
	try {
		body = (await res.json()) as Record<string, unknown>;
	} catch {
		// not JSON
	}
	return { ok: res.ok, status: res.status, body };
}

/** Loads the rows the dataset page shows, from the hub's viewer API; `config`, `split` and `offset` come from the page's query. */
export async function datasetPreview(apiFetch: ApiFetch, id: string, query: URLSearchParams): Promise<PreviewState> {
	const valid = await json(apiFetch, `/datasets-server/is-valid?${new URLSearchParams({ dataset: id })}`);
	if (!valid.ok) return null;
	if (valid.body.viewer !== true) {
		const splits = await json(apiFetch, `/datasets-server/splits?${new URLSearchParams({ dataset: id })}`);
		return { ok: false, message: String(splits.body.error ?? "The dataset viewer is not available for this dataset.") };
	}
	const splits = await json(apiFetch, `/datasets-server/splits?${new URLSearchParams({ dataset: id })}`);
	if (!splits.ok) return { ok: false, message: String(splits.body.error ?? "The splits could not be read.") };
	const configs: { name: string; splits: string[] }[] = [];
	for (const item of (splits.body.splits ?? []) as { config: string; split: string }[]) {
		let config = configs.find((entry) => entry.name === item.config);
		if (!config) configs.push((config = { name: item.config, splits: [] }));
		config.splits.push(item.split);
	}
	// The picker sends `pick=config/split` (config names have no slash); links send `config` and `split`.
	const pick = query.get("pick");
	const slash = pick ? pick.indexOf("/") : -1;
	const wantedConfig = pick && slash > 0 ? pick.slice(0, slash) : query.get("config");
	const wantedSplit = pick && slash > 0 ? pick.slice(slash + 1) : query.get("split");
	const config = configs.find((entry) => entry.name === wantedConfig) ?? configs[0];
	if (!config) return { ok: false, message: "The dataset has no split." };
	const split = config.splits.find((name) => name === wantedSplit) ?? config.splits[0] ?? "";
	const requested = Number(query.get("offset") ?? 0);
	const offset = Number.isSafeInteger(requested) && requested > 0 ? requested - (requested % PREVIEW_ROWS) : 0;
	const search = (query.get("q") ?? "").trim().slice(0, 200);
	const where = (query.get("where") ?? "").trim().slice(0, 2000);
	const page = { dataset: id, config: config.name, split, offset: String(offset), length: String(PREVIEW_ROWS) };
	const route = where
		? `/datasets-server/filter?${new URLSearchParams({ ...page, where })}`
		: search
			? `/datasets-server/search?${new URLSearchParams({ ...page, query: search })}`
			: `/datasets-server/rows?${new URLSearchParams(page)}`;
	let rows = await json(apiFetch, route);
	let problem: string | undefined;
	if (!rows.ok && (search || where) && rows.status < 500) {
		// A bad condition or a search the viewer cannot run: say why, and show the plain rows.
		problem = String(rows.body.error ?? "The search or filter could not be run.");
		rows = await json(apiFetch, `/datasets-server/rows?${new URLSearchParams(page)}`);
	}
	if (!rows.ok) return { ok: false, message: String(rows.body.error ?? "The rows could not be read.") };
	const features = (rows.body.features ?? []) as { name: string; type: Record<string, unknown> }[];
	const total = Number(rows.body.num_rows_total ?? 0);
	const charts =
		query.get("stats") === "1" || (!search && !where && total <= STATISTICS_ROWS_ON_LOAD)
			? await datasetCharts(apiFetch, id, config.name, split)
			: null;
	return {
		ok: true,
		preview: {
			configs,
			config: config.name,
			split,
			columns: features.map((feature) => ({ name: feature.name, type: typeLabel(feature.type) })),
			rows: ((rows.body.rows ?? []) as { row_idx: number; row: Record<string, unknown> }[]).map((row) => ({
				index: row.row_idx,
				cells: features.map((feature) => cellOf(row.row[feature.name], feature.type)),
			})),
			total,
			charts,
			offset,
			pageSize: PREVIEW_ROWS,
			search: problem ? "" : search,
			where: problem ? "" : where,
			...(problem ? { problem } : {}),
		},
	};
}

/** Where the dataset's conversion to Parquet stands, as the page says it (decision 042); null when the hub says nothing. */
export interface ConversionNote {
	state: ParquetConversionStatus["state"];
	upToDate: boolean;
	error: string | null;
}

/** Loads the state of the dataset's Parquet conversion (`GET /api/datasets/{id}/parquet-conversion`). */
export async function datasetConversion(apiFetch: ApiFetch, id: string): Promise<ConversionNote | null> {
	const answer = await json(
		apiFetch,
		`/api/datasets/${id.split("/").map(encodeURIComponent).join("/")}/parquet-conversion`,
	);
	if (!answer.ok) return null;
	const status = answer.body as unknown as ParquetConversionStatus;
	return { state: status.state, upToDate: status.upToDate, error: status.error };
}
