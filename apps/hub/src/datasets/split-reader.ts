import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { type DuckDBType, DuckDBTypeId, type DuckDBValue, listValue } from "@duckdb/node-api";
import type { DataFormat } from "./dataset-layout.ts";
import { isIntegerType, isNumericType, isStringType, jsonCell, MAX_CELL_CHARS } from "./features.ts";
import { type FilterNode, type OrderTerm, orderSql, quoteIdentifier, whereSql } from "./filter-query.ts";
import { type QueryResult, type ViewerEngine, ViewerQueryTimeout } from "./viewer-engine.ts";

/** One split's readable files, already on local disk. */
export interface LocalSplit {
	format: Exclude<DataFormat, "imagefolder" | "audiofolder">;
	separator?: string;
	paths: string[];
}

/** Longest CSV line DuckDB accepts; a longer one makes the split unreadable instead of filling memory. */
export const MAX_CSV_LINE_BYTES = 2 * 1024 * 1024;
/** JSON nesting DuckDB turns into columns; deeper values stay JSON text. */
export const MAX_JSON_DEPTH = 16;
/** Rows per row group of the Parquet files the converter writes: small groups let readers page without decoding much. */
export const PARQUET_ROW_GROUP_ROWS = 100_000;
/** Columns statistics are computed for. */
export const MAX_STATISTICS_COLUMNS = 64;

/** The table function reading a split, with its file list (and separator) as bound values. */
export function source(split: LocalSplit): { from: string; values: DuckDBValue[] } {
	const values: DuckDBValue[] = [listValue(split.paths)];
	switch (split.format) {
		case "parquet":
			return { from: "read_parquet($1, union_by_name = true)", values };
		case "csv":
			values.push(split.separator ?? ",");
			return {
				from: `read_csv($1, delim = $2, header = true, union_by_name = true, max_line_size = ${MAX_CSV_LINE_BYTES})`,
				values,
			};
		case "json":
			return { from: `read_json($1, union_by_name = true, maximum_depth = ${MAX_JSON_DEPTH})`, values };
	}
}

/** A page of rows as the viewer API gives them. */
export interface RowsPage {
	columns: { name: string; type: DuckDBType }[];
	rows: { row_idx: number; row: Record<string, unknown>; truncated_cells: string[] }[];
	total: number;
}

/** What narrows a page: a parsed `where`, a search text over string columns, an ordering. */
export interface PageQuery {
	offset: number;
	length: number;
	where?: FilterNode;
	search?: string;
	orderBy?: OrderTerm[];
}

function cut(row: Record<string, unknown>): { row: Record<string, unknown>; truncated_cells: string[] } {
	const truncated: string[] = [];
	const out: Record<string, unknown> = {};
	for (const [name, value] of Object.entries(row)) {
		let cell = jsonCell(value);
		if (typeof cell === "string" && cell.length > MAX_CELL_CHARS) {
			cell = cell.slice(0, MAX_CELL_CHARS);
			truncated.push(name);
		} else if (cell !== null && typeof cell === "object") {
			const text = JSON.stringify(cell);
			if (text.length > MAX_CELL_CHARS) {
				cell = text.slice(0, MAX_CELL_CHARS);
				truncated.push(name);
			}
		}
		out[name] = cell;
	}
	return { row: out, truncated_cells: truncated };
}

/** Reads rows, counts and statistics of a split through the engine; every value is bound, never spliced. */
export class SplitReader {
	/** The engine the reader queries (the converter writes media Parquet through it too). */
	readonly engine: ViewerEngine;
	constructor(engine: ViewerEngine) {
		this.engine = engine;
	}

	/** The split's columns (name and DuckDB type), read from the files' schemas. */
	async columns(split: LocalSplit): Promise<QueryResult["columns"]> {
		const { from, values } = source(split);
		return (await this.engine.query(`SELECT * FROM ${from} LIMIT 0`, values)).columns;
	}

	private condition(
		query: Pick<PageQuery, "where" | "search">,
		columns: QueryResult["columns"],
		values: unknown[],
	): string {
		const parts: string[] = [];
		if (query.where) parts.push(whereSql(query.where, values));
		if (query.search !== undefined) {
			const strings = columns.filter((column) => isStringType(column.type));
			if (strings.length === 0) parts.push("FALSE");
			else {
				values.push(query.search);
				const index = values.length;
				// A case-insensitive substring test: no pattern language, so `%`, `_` and `\\` are plain characters.
				parts.push(
					`(${strings.map((column) => `contains(lower(${quoteIdentifier(column.name)}), lower($${index}))`).join(" OR ")})`,
				);
			}
		}
		return parts.length > 0 ? ` WHERE ${parts.join(" AND ")}` : "";
	}

	/** One page of rows plus the number of rows that match (`num_rows_total`). */
	async page(split: LocalSplit, query: PageQuery): Promise<RowsPage> {
		const columns = await this.columns(split);
		const { from, values } = source(split);
		const where = this.condition(query, columns, values as unknown[]);
		const order = query.orderBy && query.orderBy.length > 0 ? ` ORDER BY ${orderSql(query.orderBy)}` : "";
		const countValues = [...values];
		values.push(query.length, query.offset);
		const rows = await this.engine.query(
			`SELECT * FROM ${from}${where}${order} LIMIT $${values.length - 1} OFFSET $${values.length}`,
			values,
		);
		// A short page that starts inside the matches ends them: the total is known without a second scan.
		const ended = rows.rows.length < query.length && (rows.rows.length > 0 || query.offset === 0);
		const total = ended
			? query.offset + rows.rows.length
			: Number((await this.engine.query(`SELECT count(*) AS n FROM ${from}${where}`, countValues)).rows[0]?.n ?? 0);
		return {
			columns: rows.columns,
			rows: rows.rows.map((row, index) => ({ row_idx: query.offset + index, ...cut(row) })),
			total,
		};
	}

	/**
	 * Writes the split as Parquet files in the new directory `target` (inside a directory DuckDB may
	 * write), in row groups of {@link PARQUET_ROW_GROUP_ROWS}, zstd-compressed, starting a new file once
	 * one passes `shardBytes` (DuckDB's `FILE_SIZE_BYTES`: checked between row groups, so a file may end
	 * a little over it). Returns the files in row order: with one engine thread, the first file holds the
	 * first rows. The path is ours (never from a request); values stay bound.
	 */
	async writeParquetShards(split: LocalSplit, target: string, shardBytes: number): Promise<string[]> {
		const { from, values } = source(split);
		const path = `'${target.replaceAll("'", "''")}'`;
		await this.engine.query(
			`COPY (SELECT * FROM ${from}) TO ${path} (FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE ${PARQUET_ROW_GROUP_ROWS}, FILE_SIZE_BYTES ${Math.max(1, Math.floor(shardBytes))}, FILENAME_PATTERN 'shard_{i}')`,
			values,
		);
		const shards = new Map<number, string>();
		for (const name of await readdir(target)) {
			const index = /^shard_(\d+)\.parquet$/.exec(name)?.[1];
			if (index !== undefined) shards.set(Number(index), join(target, name));
		}
		return [...shards.keys()].sort((a, b) => a - b).map((index) => shards.get(index) ?? "");
	}

	/** Row count of the split. */
	async count(split: LocalSplit): Promise<number> {
		const { from, values } = source(split);
		return Number((await this.engine.query(`SELECT count(*) AS n FROM ${from}`, values)).rows[0]?.n ?? 0);
	}

	/**
	 * Per-column statistics in the viewer's shapes (`int`, `float`, `bool`, `string_label`, `string_text`).
	 * Each query has the engine's time bound; all of them together have `budgetMs`
	 * ({@link ViewerQueryTimeout} past it), so a wide split cannot add up to minutes.
	 */
	async statistics(
		split: LocalSplit,
		budgetMs: number,
	): Promise<{ num_examples: number; statistics: ColumnStatistics[] }> {
		const started = performance.now();
		const columns = (await this.columns(split)).slice(0, MAX_STATISTICS_COLUMNS);
		const total = await this.count(split);
		const out: ColumnStatistics[] = [];
		for (const column of columns) {
			if (performance.now() - started > budgetMs)
				throw new ViewerQueryTimeout(`statistics took longer than ${budgetMs} ms in all`);
			const name = quoteIdentifier(column.name);
			if (isNumericType(column.type)) {
				out.push({
					column_name: column.name,
					column_type: isIntegerType(column.type) ? "int" : "float",
					column_statistics: await this.numeric(split, name, total, isIntegerType(column.type)),
				});
			} else if (column.type.typeId === DuckDBTypeId.BOOLEAN) {
				const { from, values } = source(split);
				const result = await this.engine.query(
					`SELECT ${name} AS v, count(*) AS n FROM ${from} GROUP BY ${name}`,
					values,
				);
				const frequencies: Record<string, number> = {};
				let nan = 0;
				for (const row of result.rows) {
					if (row.v === null) nan = Number(row.n);
					else frequencies[row.v ? "True" : "False"] = Number(row.n);
				}
				out.push({
					column_name: column.name,
					column_type: "bool",
					column_statistics: { nan_count: nan, nan_proportion: ratio(nan, total), frequencies },
				});
			} else if (isStringType(column.type)) {
				const { from, values } = source(split);
				// An estimate of distinct values first: grouping a column of millions of distinct strings costs memory for nothing.
				const overview = (
					await this.engine.query(
						`SELECT count(*) FILTER (WHERE ${name} IS NULL) AS nan, approx_count_distinct(${name}) AS distinct FROM ${from}`,
						values,
					)
				).rows[0];
				const nan = Number(overview?.nan ?? 0);
				const top =
					Number(overview?.distinct ?? 0) <= MAX_LABELS * 2
						? await this.engine.query(
								`SELECT ${name} AS v, count(*) AS n FROM ${from} WHERE ${name} IS NOT NULL GROUP BY ${name} ORDER BY n DESC, v LIMIT ${MAX_LABELS + 1}`,
								values,
							)
						: { rows: Array.from({ length: MAX_LABELS + 1 }) as Record<string, unknown>[] };
				if (top.rows.length <= MAX_LABELS) {
					out.push({
						column_name: column.name,
						column_type: "string_label",
						column_statistics: {
							nan_count: nan,
							nan_proportion: ratio(nan, total),
							n_unique: top.rows.length,
							frequencies: Object.fromEntries(top.rows.map((row) => [String(row.v), Number(row.n)])),
						},
					});
				} else {
					out.push({
						column_name: column.name,
						column_type: "string_text",
						column_statistics: await this.numeric(split, `length(${name})`, total, true),
					});
				}
			}
		}
		return { num_examples: total, statistics: out };
	}

	private async numeric(
		split: LocalSplit,
		expression: string,
		total: number,
		integer: boolean,
	): Promise<NumericStatistics> {
		const { from, values } = source(split);
		const summary = (
			await this.engine.query(
				`SELECT count(*) FILTER (WHERE ${expression} IS NULL) AS nan, min(${expression})::DOUBLE AS lo, max(${expression})::DOUBLE AS hi, avg(${expression})::DOUBLE AS mean, median(${expression})::DOUBLE AS median, stddev_samp(${expression})::DOUBLE AS std FROM ${from}`,
				values,
			)
		).rows[0] as Record<string, unknown>;
		const nan = Number(summary.nan ?? 0);
		const lo = summary.lo === null ? null : Number(summary.lo);
		const hi = summary.hi === null ? null : Number(summary.hi);
		let histogram: { hist: number[]; bin_edges: number[] } | null = null;
		if (lo !== null && hi !== null) {
			const span = hi - lo;
			// Integers: bins of a whole width, as many as that width needs to reach `hi` (never past it).
			const width =
				span === 0 ? 1 : integer ? Math.ceil((span + 1) / Math.min(HISTOGRAM_BINS, span + 1)) : span / HISTOGRAM_BINS;
			const bins = span === 0 ? 1 : integer ? Math.ceil((span + 1) / width) : HISTOGRAM_BINS;
			const counts = await this.engine.query(
				`SELECT least(floor((${expression} - $${values.length + 1}) / $${values.length + 2})::BIGINT, $${values.length + 3}) AS bin, count(*) AS n FROM ${from} WHERE ${expression} IS NOT NULL GROUP BY bin`,
				[...values, lo, width, bins - 1],
			);
			const hist = Array.from({ length: bins }, () => 0);
			for (const row of counts.rows) hist[Number(row.bin)] = Number(row.n);
			const edges = Array.from({ length: bins }, (_, index) => lo + index * width);
			edges.push(hi);
			histogram = { hist, bin_edges: edges.map((edge) => round(edge)) };
		}
		return {
			nan_count: nan,
			nan_proportion: ratio(nan, total),
			min: lo,
			max: hi,
			mean: summary.mean === null ? null : round(Number(summary.mean)),
			median: summary.median === null ? null : round(Number(summary.median)),
			std: summary.std === null ? null : round(Number(summary.std)),
			histogram,
		};
	}
}

/** Distinct strings up to which a string column is described as labels (frequencies) rather than text (lengths). */
export const MAX_LABELS = 30;
const HISTOGRAM_BINS = 10;

function ratio(part: number, whole: number): number {
	return whole === 0 ? 0 : round(part / whole);
}

function round(value: number): number {
	return Math.round(value * 100_000) / 100_000;
}

export type NumericStatistics = {
	nan_count: number;
	nan_proportion: number;
	min: number | null;
	max: number | null;
	mean: number | null;
	median: number | null;
	std: number | null;
	histogram: { hist: number[]; bin_edges: number[] } | null;
};

export type ColumnStatistics =
	| { column_name: string; column_type: "int" | "float" | "string_text"; column_statistics: NumericStatistics }
	| {
			column_name: string;
			column_type: "bool";
			column_statistics: { nan_count: number; nan_proportion: number; frequencies: Record<string, number> };
	  }
	| {
			column_name: string;
			column_type: "string_label";
			column_statistics: {
				nan_count: number;
				nan_proportion: number;
				n_unique: number;
				frequencies: Record<string, number>;
			};
	  };
