import { createHash } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { CommitOperation } from "../commits/commit-operations.ts";
import { type DatasetConfig, datasetLayout } from "../datasets/dataset-layout.ts";
import { ViewerQueryTimeout } from "../datasets/viewer-engine.ts";
import type { RepoMetadata } from "../metadata/extract-metadata.ts";
import { ConversionRefused, type ConvertInput, localPaths, shardName, storeFile } from "./conversion-input.ts";
import { convertMediaSplit } from "./convert-media.ts";

/** The commit that replaces the conversion ref's tree, or a note saying why there is nothing to convert. */
export type ConvertPlan = { operations: CommitOperation[]; files: number } | { note: string };

/**
 * Converts one split of a CSV or JSON config to Parquet files of about `input.shardBytes` each,
 * stored as blobs; the `put`s that place them at `{folder}/0000.parquet`, `0001.parquet`, … in row order.
 */
async function convertSplit(
	input: ConvertInput,
	config: DatasetConfig,
	paths: string[],
	folder: string,
): Promise<CommitOperation[]> {
	const local = await localPaths(input, paths);
	await mkdir(input.workDir, { recursive: true });
	const out = join(input.workDir, `${input.commit.id}-${createHash("sha256").update(folder).digest("hex")}`);
	// A converter that died here left its directory behind: DuckDB writes only into a new one.
	await rm(out, { recursive: true, force: true });
	try {
		if (config.format !== "csv" && config.format !== "json")
			throw new ConversionRefused(`${config.format} is not converted`);
		const shards = await input.reader.writeParquetShards(
			{ format: config.format, ...(config.separator ? { separator: config.separator } : {}), paths: local },
			out,
			input.shardBytes,
		);
		const operations: CommitOperation[] = [];
		for (const [index, shard] of shards.entries())
			operations.push(await storeFile(input.storage, shard, `${folder}/${shardName(index)}`));
		return operations;
	} finally {
		await rm(out, { recursive: true, force: true });
	}
}

/**
 * Refuses a split whose Parquet files DuckDB cannot open (footer, schema, row count): the ref takes
 * over only files the viewer and `datasets` can read, so a malformed file fails the conversion with
 * its name instead of showing "done". Reads each file's metadata, not its rows.
 */
async function checkParquetFiles(input: ConvertInput, paths: readonly string[]): Promise<void> {
	const local = await localPaths(input, paths);
	for (const [index, file] of local.entries()) {
		try {
			await input.reader.count({ format: "parquet", paths: [file] });
		} catch (error) {
			if (error instanceof ViewerQueryTimeout) throw error;
			throw new ConversionRefused(`the data file ${paths[index]} is not a Parquet file that can be read`);
		}
	}
}

/**
 * The operations that make `refs/convert/parquet` the Parquet version of a dataset commit, laid out as
 * the public hub does: `{config}/{split}/0000.parquet`. Parquet files are taken over as they are (a
 * copy of the same blob, nothing rewritten) once DuckDB can open each; CSV, TSV and JSON splits become
 * Parquet files written by DuckDB, a new one every `shardBytes` (500 MiB on a serving hub, as the
 * public hub's); image and audio folders become Parquet files holding the media bytes
 * ({@link convertMediaSplit}, decision 044).
 * Everything else on the ref is removed first, so the ref holds only the conversion of this commit.
 */
export async function planConversion(input: ConvertInput): Promise<ConvertPlan> {
	let cardData: Record<string, unknown> | undefined;
	try {
		cardData = (JSON.parse(input.commit.info) as RepoMetadata).cardData;
	} catch {
		cardData = undefined;
	}
	const layout = datasetLayout(
		input.entries.map((entry) => entry.path),
		cardData,
	);
	if (!layout.viewer) return { note: layout.message };
	const operations: CommitOperation[] = [{ op: "deleteFolder", path: "" }];
	let files = 0;
	const splits = layout.configs.flatMap((config) => config.splits.map((split) => ({ config, split })));
	if (splits.length > input.maxSplits)
		throw new ConversionRefused(`the dataset has ${splits.length} splits, more than the ${input.maxSplits} converted`);
	for (const { config, split } of splits) {
		const folder = `${config.name}/${split.name}`;
		if (config.format === "parquet") {
			await checkParquetFiles(input, split.files);
			for (const [index, from] of split.files.entries())
				operations.push({ op: "copy", from, path: `${folder}/${shardName(index)}`, fromRevision: input.commit.id });
			files += split.files.length;
		} else {
			const shards =
				config.format === "csv" || config.format === "json"
					? await convertSplit(input, config, split.files, folder)
					: await convertMediaSplit(input, config, split.files, folder);
			operations.push(...shards);
			files += shards.length;
		}
	}
	if (files === 0) return { note: "The dataset has no rows to convert." };
	return { operations, files };
}
