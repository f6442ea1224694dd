import type { ViewerStatistics } from "@atrium/hub-api";
import type { ApiFetch } from "./api-context.ts";

/** Rows up to which the dataset page computes a split's statistics on its own; above, it waits to be asked (`stats=1`). */
export const STATISTICS_ROWS_ON_LOAD = 100_000;

/** Bars a chart shows at most (a label column's most frequent values). */
const MAX_BARS = 30;

/** One column's chart: a histogram of numbers (or lengths), or bars of label frequencies. */
export interface ColumnChart {
	column: string;
	type: string;
	kind: "histogram" | "bars";
	bars: { label: string; count: number }[];
	/** A line of figures under the chart: range, mean, nulls. */
	summary: string;
}

function round(value: unknown): string {
	return typeof value === "number" ? String(Math.round(value * 1000) / 1000) : "–";
}

/** The chart of one column of `/statistics`, or undefined when it has nothing to draw. */
export function chartOf(entry: ViewerStatistics["statistics"][number]): ColumnChart | undefined {
	const stats = entry.column_statistics;
	const nulls = `${Number(stats.nan_count ?? 0)} null`;
	if (entry.column_type === "bool" || entry.column_type === "string_label") {
		const frequencies = (stats.frequencies ?? {}) as Record<string, number>;
		const bars = Object.entries(frequencies)
			.sort((a, b) => b[1] - a[1])
			.slice(0, MAX_BARS)
			.map(([label, count]) => ({ label, count }));
		if (bars.length === 0) return undefined;
		return {
			column: entry.column_name,
			type: entry.column_type === "bool" ? "bool" : "class label",
			kind: "bars",
			bars,
			summary: `${Object.keys(frequencies).length} values, ${nulls}`,
		};
	}
	const histogram = stats.histogram as { hist?: number[]; bin_edges?: number[] } | undefined;
	const hist = histogram?.hist ?? [];
	const edges = histogram?.bin_edges ?? [];
	if (hist.length === 0) return undefined;
	return {
		column: entry.column_name,
		type: entry.column_type === "string_text" ? "text length" : entry.column_type,
		kind: "histogram",
		bars: hist.map((count, index) => ({
			label: `${round(edges[index])} – ${round(edges[index + 1] ?? edges[index])}`,
			count,
		})),
		summary: `min ${round(stats.min)}, max ${round(stats.max)}, mean ${round(stats.mean)}, ${nulls}`,
	};
}

/** The charts of a split's columns, from `/datasets-server/statistics`; empty when the hub cannot compute them. */
export async function datasetCharts(
	apiFetch: ApiFetch,
	id: string,
	config: string,
	split: string,
): Promise<ColumnChart[]> {
	const response = await apiFetch(
		`/datasets-server/statistics?${new URLSearchParams({ dataset: id, config, split })}`,
		{
			headers: { accept: "application/json" },
		},
	);
	if (!response.ok) return [];
	const body = (await response.json()) as ViewerStatistics;
	return body.statistics.flatMap((entry) => chartOf(entry) ?? []);
}
