import { ApiError } from "../errors.ts";
import { blobKey, type BlobStorage, type StagedTemporary, type StagedWrite } from "./blob-storage.ts";
import { hashingSink } from "./hashing-sink.ts";

/** The public hub's limit on one LFS file (50 GB); `ATRIUM_MAX_FILE_SIZE` changes it. */
export const DEFAULT_MAX_FILE_SIZE = 50_000_000_000;

const SHA256 = /^[0-9a-f]{64}$/;

/** What {@link stageBlob} is told about the bytes before they arrive. */
export interface AnnouncedBlob {
	/** Lower-case hex sha256 the bytes must hash to. */
	sha256: string;
	/** Exact byte count. */
	size: number;
	/** Refuse bodies above this many bytes (`MaxFileSizeExceeded`); default {@link DEFAULT_MAX_FILE_SIZE}. */
	maxSize?: number;
}

/** What happened to an upload that {@link stageBlob} accepted. */
export interface StagedResult {
	/** False when an identical blob was already stored (the bytes were hashed, not written again). */
	written: boolean;
}

/** Throws the error for an announced size or oid that can never be accepted. */
export function checkAnnouncedBlob(blob: AnnouncedBlob): void {
	if (!SHA256.test(blob.sha256))
		throw new ApiError(
			"BadRequest",
			`Invalid oid ${JSON.stringify(blob.sha256.slice(0, 80))}: expected 64 lower-case hex digits`,
		);
	if (!Number.isSafeInteger(blob.size) || blob.size < 0)
		throw new ApiError("BadRequest", `Invalid size ${String(blob.size)}: expected a byte count`);
	const max = blob.maxSize ?? DEFAULT_MAX_FILE_SIZE;
	if (blob.size > max)
		throw new ApiError(
			"MaxFileSizeExceeded",
			`The file is ${blob.size} bytes; this hub accepts files of at most ${max} bytes`,
		);
}

/**
 * Streams an upload into the content-addressed store: the bytes go to a staged write (a temporary
 * file or an unfinished multipart upload) while their sha256 and count are computed; only when both
 * match the announcement is the blob promoted under `blobKey(sha256)`. Anything else (wrong hash,
 * wrong size, a body longer than announced, a client that goes away) aborts the staged write, so
 * nothing partial is ever visible and the same upload can simply be retried.
 *
 * When an identical blob is already stored, the bytes are still read and hashed (so that only a
 * client holding the content gets it attributed) but not written a second time.
 * Large uploads are hashed on a separate thread while the body is read (`hashing-sink.ts`). With
 * `freshChunks` (the body never reuses a chunk it yielded, as a request body does), chunks are written
 * and hashed where they lie, without a copy.
 * Memory stays constant: a few 4 MiB blocks and the store's buffers (two S3 parts at most).
 */
export async function stageBlob(
	storage: BlobStorage,
	blob: AnnouncedBlob,
	body: AsyncIterable<Uint8Array>,
	options: { freshChunks?: boolean } = {},
): Promise<StagedResult> {
	checkAnnouncedBlob(blob);
	const key = blobKey(blob.sha256);
	const existing = await storage.stat(key);
	const staged = existing?.size === blob.size ? undefined : await storage.stage(key, blob.size);
	await consume(blob, body, staged, options.freshChunks ?? false);
	return { written: staged !== undefined };
}

/**
 * Reads `body` and checks it is exactly the announced blob (size and sha256), storing nothing: the
 * errors of {@link stageBlob}. For content the hub keeps in another form (Xet chunks, decision 034).
 */
export async function verifyBlob(blob: AnnouncedBlob, body: AsyncIterable<Uint8Array>): Promise<void> {
	checkAnnouncedBlob(blob);
	await consume(blob, body, undefined, false);
}

/**
 * Hashes and counts `body` into `staged` (when given), committing it only when it is the announced
 * blob. `freshChunks`: see {@link hashingSink}.
 */
async function consume(
	blob: AnnouncedBlob,
	body: AsyncIterable<Uint8Array>,
	staged: StagedWrite | undefined,
	freshChunks: boolean,
): Promise<void> {
	const sink = hashingSink(blob.size, staged, freshChunks);
	let received = 0;
	// Set while the store writes: any other failure inside the loop is the body's (the client went away).
	let storing = false;
	try {
		try {
			for await (const chunk of body) {
				received += chunk.byteLength;
				if (received > blob.size)
					throw new ApiError("UploadSizeMismatch", `The body is longer than the announced ${blob.size} bytes`);
				storing = true;
				await sink.add(chunk);
				storing = false;
			}
		} catch (error) {
			if (storing || error instanceof ApiError) throw error;
			const reason = error instanceof Error ? error.message : String(error);
			throw new ApiError(
				"UploadSizeMismatch",
				`The upload broke off after ${received} of ${blob.size} bytes (${reason})`,
			);
		}
		if (received !== blob.size)
			throw new ApiError("UploadSizeMismatch", `The body has ${received} bytes, but ${blob.size} were announced`);
		const digest = await sink.finish();
		if (digest !== blob.sha256)
			throw new ApiError("UploadHashMismatch", `The body hashes to sha256 ${digest}, but ${blob.sha256} was announced`);
		if (staged) await staged.commit();
	} catch (error) {
		await sink.discard();
		await staged?.abort();
		throw error;
	}
}

/**
 * Lists the temporaries of staged writes older than `olderThanMs` (left by a process that died
 * mid-upload) and removes them unless `dryRun`. Safe while uploads run: a live upload's temporary is
 * younger than any sensible age (use at least an hour). Returns what was (or would be) removed.
 */
export async function removeStaleUploads(
	storage: BlobStorage,
	options: { olderThanMs: number; dryRun?: boolean; now?: number },
): Promise<StagedTemporary[]> {
	const stale = await storage.listStaged((options.now ?? Date.now()) - options.olderThanMs);
	if (!options.dryRun) for (const temporary of stale) await storage.removeStaged(temporary);
	return stale;
}
