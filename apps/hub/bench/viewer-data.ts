/**
 * Generated datasets for the dataset viewer's benches (issue 22), written by DuckDB on the fly: rows of
 * `id` BIGINT, `text` (an 80-odd character string with two md5s), `label` 0–4 and `score` DOUBLE, and
 * the page, search and filter the benches ask of them.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import { runAtrium } from "../src/testing/spawn-hub.ts";

/** Rows per MiB of the generated Parquet (25,000,000 rows made 1,922 MiB, decision 035). */
const PARQUET_ROWS_PER_MIB = 13_000;
/** Rows per MiB of the generated CSV (about 107 bytes a line). */
const CSV_ROWS_PER_MIB = 9_800;

const ROWS_SQL = (rows: number): string =>
	`SELECT i AS id, 'row ' || i || ' text ' || md5(i::VARCHAR) || md5((i * 7)::VARCHAR) AS text, (i % 5)::INTEGER AS label, random() AS score FROM range(${Math.round(rows)}) t(i)`;

/** The search text: a rare substring of the md5s (about one row in 7,000). */
export const BENCH_SEARCH = "abcde";
/** The filter and its ordering, as `/filter` takes them. */
export const BENCH_WHERE = `"label"=3 AND "score">0.9`;
export const BENCH_ORDER_BY = `"score" DESC`;

/** Writes about `mib` MiB of generated rows to `file` as Parquet (row groups of 100,000) or CSV; the row count. */
export async function writeBenchFile(file: string, format: "parquet" | "csv", mib: number): Promise<number> {
	const rows = Math.max(1000, Math.round(mib * (format === "parquet" ? PARQUET_ROWS_PER_MIB : CSV_ROWS_PER_MIB)));
	const instance = await DuckDBInstance.create(":memory:", { threads: "2" });
	const connection = await instance.connect();
	try {
		const options = format === "parquet" ? "FORMAT parquet, ROW_GROUP_SIZE 100000" : "FORMAT csv, HEADER true";
		await connection.run(`COPY (${ROWS_SQL(rows)}) TO '${file.replaceAll("'", "''")}' (${options})`);
	} finally {
		connection.closeSync();
		instance.closeSync();
	}
	return rows;
}

/** Writes a generated dataset of `mib` MiB into `folder` (`data/train-….parquet` or `.csv`) and imports it as `id`. */
export async function importBenchDataset(
	folder: string,
	dataDir: string,
	id: string,
	format: "parquet" | "csv",
	mib: number,
): Promise<{ file: string; rows: number }> {
	await mkdir(join(folder, "data"), { recursive: true });
	const file = join(folder, "data", `train-00000-of-00001.${format}`);
	const rows = await writeBenchFile(file, format, mib);
	await runAtrium(["import", folder, "--repo", id, "--type", "dataset", "--data", dataDir]);
	return { file, rows };
}

/** The viewer URLs of the first page, a search and a filter of split `train` of `id`. */
export function benchRequests(base: string, id: string): { name: string; url: string }[] {
	const split = `${base}/datasets-server/%s?dataset=${id}&config=default&split=train`;
	const at = (route: string): string => split.replace("%s", route);
	return [
		{ name: "first page (first-rows)", url: at("first-rows") },
		{ name: "search (rare substring)", url: `${at("search")}&query=${BENCH_SEARCH}` },
		{
			name: "filter + orderby",
			url: `${at("filter")}&where=${encodeURIComponent(BENCH_WHERE)}&orderby=${encodeURIComponent(BENCH_ORDER_BY)}`,
		},
	];
}
