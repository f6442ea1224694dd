import { createHash } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { CommitOperation } from "../commits/commit-operations.ts";
import type { DatasetConfig } from "../datasets/dataset-layout.ts";
import { featureOf } from "../datasets/features.ts";
import { writeMediaParquet } from "../datasets/media-parquet.ts";
import { folderLabels, mediaColumn, metadataFilePath, splitMetadataFile } from "../datasets/media-split.ts";
import { source } from "../datasets/split-reader.ts";
import { ConversionRefused, type ConvertInput, localPaths, shardName, storeFile } from "./conversion-input.ts";

/** Bytes of media a row group holds about at most (DuckDB keeps a row group in memory while it writes it). */
const MEDIA_ROW_GROUP_BYTES = 32 * 1024 ** 2;
/** Rows per row group of media at most, as the public hub writes image datasets. */
const MEDIA_ROW_GROUP_ROWS = 100;

/** One row of a media split: the media file's repository path, and its metadata row or label. */
interface MediaRow {
	path: string;
	size: number;
	metadataRow?: number;
	label?: number;
}

/** Cuts rows into runs whose media add up to at most `limit` bytes (at least one row each). */
function runsOf(rows: MediaRow[], limit: number): MediaRow[][] {
	const runs: MediaRow[][] = [];
	let current: MediaRow[] = [];
	let bytes = 0;
	for (const row of rows) {
		if (current.length > 0 && bytes + row.size > limit) {
			runs.push(current);
			current = [];
			bytes = 0;
		}
		current.push(row);
		bytes += row.size;
	}
	if (current.length > 0) runs.push(current);
	return runs;
}

/**
 * Converts one split of an image or audio folder to Parquet as the `datasets` folder builders lay it
 * out: an `image`/`audio` struct `{bytes, path}` (the file's bytes and name), then the metadata file's
 * columns (`file_name` dropped) or a ClassLabel `label` when the files sit in several folders, with the
 * features in the file's `huggingface` metadata. Rows are the metadata file's (those naming a file of
 * the split; the others are left out, having no bytes) or one per file; a new file starts before the
 * media pass `input.shardBytes`. Returns the `put`s of `{folder}/0000.parquet`, `0001.parquet`, ….
 */
export async function convertMediaSplit(
	input: ConvertInput,
	config: DatasetConfig,
	paths: string[],
	folder: string,
): Promise<CommitOperation[]> {
	const column = mediaColumn(config.format);
	const sizes = new Map(input.entries.map((entry) => [entry.path, Number(entry.size)]));
	const inSplit = new Set(paths);
	const features: Record<string, unknown> = { [column]: { _type: column === "image" ? "Image" : "Audio" } };
	let rows: MediaRow[];
	let metadata: { split: Parameters<typeof source>[0]; columns: string[] } | undefined;
	const metadataPath = splitMetadataFile(config.metadata, paths);
	if (metadataPath) {
		const [local] = await localPaths(input, [metadataPath]);
		const split = {
			format: metadataPath.endsWith(".csv") ? ("csv" as const) : ("json" as const),
			paths: [local ?? ""],
		};
		const columns = await input.reader.columns(split);
		if (!columns.some((entry) => entry.name === "file_name"))
			throw new ConversionRefused(`the metadata file ${metadataPath} has no file_name column`);
		const kept = columns.filter((entry) => entry.name !== "file_name" && entry.name !== column);
		for (const entry of kept) features[entry.name] = featureOf(entry.type);
		metadata = { split, columns: kept.map((entry) => entry.name) };
		const { from, values } = source(split);
		const names = await input.reader.engine.query(`SELECT file_name::VARCHAR AS file_name FROM ${from}`, values);
		rows = names.rows.flatMap((row, index) => {
			const path = metadataFilePath(metadataPath, row.file_name);
			return inSplit.has(path) ? [{ path, size: sizes.get(path) ?? 0, metadataRow: index }] : [];
		});
	} else {
		const labels = folderLabels(paths);
		if (labels) features.label = { names: labels.names, _type: "ClassLabel" };
		rows = paths.map((path) => ({
			path,
			size: sizes.get(path) ?? 0,
			...(labels ? { label: labels.names.indexOf(labels.labelOf(path)) } : {}),
		}));
	}
	await mkdir(input.workDir, { recursive: true });
	const out = join(input.workDir, `${input.commit.id}-${createHash("sha256").update(folder).digest("hex")}`);
	await rm(out, { recursive: true, force: true });
	await mkdir(out);
	try {
		const operations: CommitOperation[] = [];
		for (const [index, run] of runsOf(rows, input.shardBytes).entries()) {
			const locals = await localPaths(
				input,
				run.map((row) => row.path),
			);
			const file = join(out, shardName(index));
			const bytes = run.reduce((sum, row) => sum + row.size, 0);
			await writeMediaParquet(
				input.reader.engine,
				{
					column,
					files: run.map((row, i) => ({ local: locals[i] ?? "", name: row.path.slice(row.path.lastIndexOf("/") + 1) })),
					...(metadata
						? { metadata: { ...metadata, rows: run.map((row) => row.metadataRow ?? 0) } }
						: features.label
							? { labels: run.map((row) => row.label ?? 0) }
							: {}),
					features,
					rowGroupRows: Math.min(
						MEDIA_ROW_GROUP_ROWS,
						Math.floor(MEDIA_ROW_GROUP_BYTES / Math.max(1, bytes / run.length)),
					),
				},
				file,
			);
			operations.push(await storeFile(input.storage, file, `${folder}/${shardName(index)}`));
		}
		return operations;
	} finally {
		await rm(out, { recursive: true, force: true });
	}
}
