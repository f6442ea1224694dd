import { stat } from "node:fs/promises";
import type { BlobStorage, ByteRange } from "../storage/blob-storage.ts";
import { fileBody } from "./file-body.ts";

/** The file that holds a stored blob on this machine's disk, when the storage keeps it there. */
export async function localBlobPath(storage: BlobStorage, key: string): Promise<string | undefined> {
	const candidate = storage.localPath?.(key);
	return candidate && (await stat(candidate).catch(() => undefined))?.isFile() ? candidate : undefined;
}

/**
 * A response body for a stored blob of `size` bytes (a `range` of it, if given). A blob on local disk
 * (`local`, from {@link localBlobPath}) goes out through the server's reused read buffers
 * (`fileBody`), not through a fresh buffer per chunk; any other comes from the storage. Null: not stored.
 */
export async function storedBlobBody(
	storage: BlobStorage,
	key: string,
	size: number,
	range: ByteRange | undefined,
	local: string | undefined,
): Promise<ReadableStream<Uint8Array> | null> {
	return local ? fileBody(local, range?.start ?? 0, range?.end ?? size - 1) : storage.get(key, range);
}
