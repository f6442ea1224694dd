import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { CommitOperation } from "../commits/commit-operations.ts";
import type { CommitRow } from "../db/database.ts";
import type { LocalFiles } from "../datasets/local-files.ts";
import type { SplitReader } from "../datasets/split-reader.ts";
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

/** `0000.parquet`, `0001.parquet`, … as the public hub names the files of a split. */
export function shardName(index: number): string {
	return `${String(index).padStart(4, "0")}.parquet`;
}

/** The sha256 of a local file, read as a stream. */
async function sha256Of(path: string): Promise<string> {
	const hash = createHash("sha256");
	for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
	return hash.digest("hex");
}

/** Stores a local file as an LFS blob (unless stored already); the `put` that places it at `target`. */
export async function storeFile(storage: BlobStorage, file: string, target: string): Promise<CommitOperation> {
	const size = (await stat(file)).size;
	const sha256 = await sha256Of(file);
	const body = Readable.toWeb(createReadStream(file)) as WebReadableStream<Uint8Array>;
	if (!(await storage.stat(blobKey(sha256))))
		await storage.put(blobKey(sha256), body as ReadableStream<Uint8Array>, size);
	return { op: "put", path: target, content: { kind: "lfs", sha256, size } };
}

/** The local paths of repository files (`paths`) of the converted commit, or `ConversionRefused` naming one that cannot be read. */
export async function localPaths(input: ConvertInput, paths: readonly string[]): Promise<string[]> {
	const byPath = new Map(input.entries.map((entry) => [entry.path, entry]));
	const local: string[] = [];
	for (const path of paths) {
		const entry = byPath.get(path);
		const file = entry ? await input.files.pathOf(entry.sha256).catch(() => undefined) : undefined;
		if (!file) throw new ConversionRefused(`the data file ${path} cannot be read from storage`);
		local.push(file);
	}
	return local;
}
