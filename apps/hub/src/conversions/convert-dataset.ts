import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { CommitOperation } from "../commits/commit-operations.ts";
import type { CommitRow } from "../db/database.ts";
import { type DatasetConfig, datasetLayout } from "../datasets/dataset-layout.ts";
import type { LocalFiles } from "../datasets/local-files.ts";
import type { SplitReader } from "../datasets/split-reader.ts";
import type { RepoMetadata } from "../metadata/extract-metadata.ts";
import type { PathEntry } from "../repos/trees.repository.ts";
import { type BlobStorage, blobKey } from "../storage/blob-storage.ts";

/** Why a dataset cannot be converted (its data cannot be read, or it is too large): the job fails without retrying. */
export class ConversionRefused extends Error {}

/** What converting one dataset commit needs. */
export interface ConvertInput {
	storage: BlobStorage;
	files: LocalFiles;
	reader: SplitReader;
	/** A directory DuckDB may write, for the Parquet files before they are stored. */
	workDir: string;
	commit: CommitRow;
	entries: PathEntry[];
	maxSplits: number;
	/** Size after which a converted split continues in a new Parquet file (`0001.parquet`, …). */
	shardBytes: number;
}

/** The commit that replaces the conversion ref's tree, or a note saying why there is nothing to convert. */
export type ConvertPlan = { operations: CommitOperation[]; files: number } | { note: string };

/** `0000.parquet`, `0001.parquet`, … as the public hub names the files of a split. */
function shardName(index: number): string {
	return `${String(index).padStart(4, "0")}.parquet`;
}

/** The sha256 of a local file, read as a stream. */
async function sha256Of(path: string): Promise<string> {
	const hash = createHash("sha256");
	for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
	return hash.digest("hex");
}

/** Stores a local file as an LFS blob (unless stored already); the `put` that places it at `target`. */
async function storeFile(storage: BlobStorage, file: string, target: string): Promise<CommitOperation> {
	const size = (await stat(file)).size;
	const sha256 = await sha256Of(file);
	const body = Readable.toWeb(createReadStream(file)) as WebReadableStream<Uint8Array>;
	if (!(await storage.stat(blobKey(sha256))))
		await storage.put(blobKey(sha256), body as ReadableStream<Uint8Array>, size);
	return { op: "put", path: target, content: { kind: "lfs", sha256, size } };
}

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
	const byPath = new Map(input.entries.map((entry) => [entry.path, entry]));
	const local: string[] = [];
	for (const path of paths) {
		const entry = byPath.get(path);
		const file = entry ? await input.files.pathOf(entry.sha256).catch(() => undefined) : undefined;
		if (!file) throw new ConversionRefused(`the data file ${path} cannot be read from storage`);
		local.push(file);
	}
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
 * The operations that make `refs/convert/parquet` the Parquet version of a dataset commit, laid out as
 * the public hub does: `{config}/{split}/0000.parquet`. Parquet files are taken over as they are (a
 * copy of the same blob, nothing rewritten); CSV, TSV and JSON splits become Parquet files written by
 * DuckDB, a new one every `shardBytes` (500 MiB on a serving hub, as the public hub's); image and audio folders are left out (decision 042). Everything else on the ref is
 * removed first, so the ref holds only the conversion of this commit.
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
			for (const [index, from] of split.files.entries())
				operations.push({ op: "copy", from, path: `${folder}/${shardName(index)}`, fromRevision: input.commit.id });
			files += split.files.length;
		} else if (config.format === "csv" || config.format === "json") {
			const shards = await convertSplit(input, config, split.files, folder);
			operations.push(...shards);
			files += shards.length;
		}
	}
	if (files === 0)
		return { note: "The dataset has no tabular data to convert (image and audio folders are not converted)." };
	return { operations, files };
}
