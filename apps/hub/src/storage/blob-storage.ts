/** An inclusive byte range, as HTTP `Range` gives it. */
export interface ByteRange {
	start: number;
	end: number;
}

/**
 * The few operations the hub needs from a blob store. Keys are `/`-separated relative paths.
 * Bodies are streamed both ways, so memory use stays constant whatever the file size.
 */
export interface BlobStorage {
	/** A name for logs, e.g. `file:///data/blobs` or `s3://bucket/prefix`. */
	readonly description: string;
	/** Stores a body under `key`, replacing any previous one. `size` is the exact byte length. */
	put(key: string, body: ReadableStream<Uint8Array> | Uint8Array, size: number): Promise<void>;
	/** Streams a body (a byte range of it, when given), or `null` when the key is absent. */
	get(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
	/** The byte size, or `null` when the key is absent. */
	stat(key: string): Promise<{ size: number } | null>;
	/** Removes the key; absent keys are fine. */
	delete(key: string): Promise<void>;
}

/** The storage key of a content-addressed blob. */
export function blobKey(sha256: string): string {
	return `blobs/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
}
