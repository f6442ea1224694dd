import { listValue } from "@duckdb/node-api";
import { quoteIdentifier } from "./filter-query.ts";
import { type LocalSplit, source } from "./split-reader.ts";
import type { ViewerEngine } from "./viewer-engine.ts";

/** One Parquet file of an image or audio folder's rows, as the `datasets` library writes them. */
export interface MediaShard {
	/** `image` or `audio`: a struct `{bytes, path}` holding the file's bytes and its name. */
	column: "image" | "audio";
	/** Per row, in order: the local file holding its media and the file name stored beside the bytes. */
	files: { local: string; name: string }[];
	/** A ClassLabel index per row, as `label` (a split labelled by its folders). */
	labels?: number[];
	/** The metadata file the rows come from: its columns kept, and the rows' positions in it (ascending, one per file). */
	metadata?: { split: LocalSplit; columns: string[]; rows: number[] };
	/** The features `datasets` reads from the file's `huggingface` key (`{info: {features}}`). */
	features: Record<string, unknown>;
	/** Rows per row group: a row group is held in memory while written, so media rows go in small groups. */
	rowGroupRows: number;
}

const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/**
 * Writes one Parquet file at `target` (ours, in a directory DuckDB may write): the media bytes read by
 * `read_blob` in the order of `shard.files`, set beside the names, labels and metadata rows by
 * position (`POSITIONAL JOIN`, no sort of the bytes). File names, labels and row positions are bound
 * values; metadata column names are quoted identifiers.
 */
export async function writeMediaParquet(engine: ViewerEngine, shard: MediaShard, target: string): Promise<void> {
	const meta = shard.metadata ? source(shard.metadata.split) : { from: "", values: [] };
	const values = [...meta.values];
	const bind = (value: Parameters<typeof listValue>[0]): string => {
		values.push(listValue(value));
		return `$${values.length}`;
	};
	const names = bind(shard.files.map((file) => file.name));
	const labels = shard.labels ? bind(shard.labels) : undefined;
	const paths = bind(shard.files.map((file) => file.local));
	const column = quoteIdentifier(shard.column);
	const selected = [
		`{'bytes': b.content, 'path': f.name} AS ${column}`,
		...(labels ? ["f.label AS label"] : []),
		...(shard.metadata?.columns ?? []).map((name) => `m.${quoteIdentifier(name)}`),
	];
	const rowsOf = shard.metadata
		? ` POSITIONAL JOIN (SELECT * FROM (SELECT row_number() OVER () - 1 AS __row, * FROM ${meta.from}) WHERE __row IN (SELECT unnest(${bind(shard.metadata.rows)})) ORDER BY __row) m`
		: "";
	const files = `(SELECT unnest(${names}) AS name${labels ? `, unnest(${labels})::BIGINT AS label` : ""}) f`;
	const features = JSON.stringify({ info: { features: shard.features } });
	await engine.query(
		`COPY (SELECT ${selected.join(", ")} FROM ${files} POSITIONAL JOIN read_blob(${paths}) b${rowsOf}) TO ${literal(target)} (FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE ${Math.max(1, Math.floor(shard.rowGroupRows))}, KV_METADATA {huggingface: ${literal(features)}})`,
		values,
	);
}
