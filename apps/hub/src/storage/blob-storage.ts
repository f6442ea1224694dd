/** An inclusive byte range, as HTTP `Range` gives it. */
export interface ByteRange {
	start: number;
	end: number;
}

/**
 * A write in progress: bytes go to a temporary place that no reader of the final key can see, until
 * {@link StagedWrite.commit} makes them appear under the key at once (a rename on disk, a completed
 * multipart upload on S3). {@link StagedWrite.abort} removes everything written so far.
 */
export interface StagedWrite {
	/** Appends bytes; resolves when the store can take more (backpressure) and the caller may reuse `chunk`. */
	write(chunk: Uint8Array): Promise<void>;
	/**
	 * Appends `chunks` in order, from where they lie where the store can (one gathered write on disk);
	 * the caller must not change them until this resolves.
	 */
	writeAll(chunks: readonly Uint8Array[]): Promise<void>;
	/** Publishes the bytes under the key, replacing any previous body. */
	commit(): Promise<void>;
	/** Drops the temporary bytes; safe to call twice or after a failed `commit`. */
	abort(): Promise<void>;
}

/** A temporary left by a staged write that neither committed nor aborted (the process died). */
export interface StagedTemporary {
	/** Opaque name for {@link BlobStorage.removeStaged}. */
	id: string;
	/** When the write started, epoch ms. */
	startedAt: number;
}

/** One stored body, as listed. */
export interface StoredBlob {
	key: string;
	size: number;
	/** Last write time, epoch ms. */
	modifiedAt: number;
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
	/**
	 * Bytes `range` of a stored body for a reader that is done with each piece before it asks for the
	 * next, so the store may read every piece into the same buffer (no fresh memory per read); `null`
	 * when the key is absent. Optional (local stores); callers fall back to {@link get}.
	 */
	getTransient?(key: string, range: ByteRange): Promise<AsyncIterable<Uint8Array> | null>;
	/**
	 * The whole body of a small stored file read at once on the calling thread, or `null` when the key
	 * has no body of its own here (absent, or a blob kept as Xet chunks): for callers that read many
	 * bodies of a few KiB (upload-pack's blobs), where a read from the page cache costs less than the
	 * thread-pool round trips of an asynchronous one. Callers keep it to bodies of at most
	 * {@link SMALL_SYNC_READ} bytes, so no read blocks the event loop for long, and read a `null` through
	 * {@link get}. Optional (local stores).
	 */
	readSmallSync?(key: string): Uint8Array | null;
	/** The byte size, or `null` when the key is absent. */
	stat(key: string): Promise<{ size: number } | null>;
	/** Removes the key; absent keys are fine. */
	delete(key: string): Promise<void>;
	/**
	 * Where a key lives on this machine's disk, for stores that keep files locally (the fast file
	 * path and `X-Accel-Redirect` use it); absent for remote stores.
	 */
	localPath?(key: string): string;
	/** The local directory keys are relative to (for `X-Accel-Redirect` setups); absent for remote stores. */
	readonly localRoot?: string;
	/** Starts a staged write of a body of `size` bytes for `key` (see {@link StagedWrite}). */
	stage(key: string, size: number): Promise<StagedWrite>;
	/** Every stored body whose key starts with `prefix`, in no particular order. */
	list(prefix: string): AsyncIterable<StoredBlob>;
	/** Temporaries of staged writes that started before `before` (epoch ms) and never finished. */
	listStaged(before: number): Promise<StagedTemporary[]>;
	/** Removes one temporary of {@link listStaged}. */
	removeStaged(temporary: StagedTemporary): Promise<void>;
	/**
	 * A URL that lets anyone GET the key for `expiresInSeconds` without credentials, when the store can
	 * sign one; `undefined` when this key is not stored in a form it can sign (a blob kept as Xet chunks,
	 * decision 034), and the caller streams it through {@link get} instead.
	 */
	presignedGetUrl?(key: string, expiresInSeconds: number): Promise<string | undefined>;
}

/** The largest body a caller reads with {@link BlobStorage.readSmallSync}. */
export const SMALL_SYNC_READ = 64 * 1024;

/** The prefix under which content-addressed blobs live. */
export const BLOB_PREFIX = "blobs/";

/** The storage key of a content-addressed blob. */
export function blobKey(sha256: string): string {
	return `${BLOB_PREFIX}${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
}

/** The sha256 a blob key names, or undefined for keys that are not blob keys. */
export function sha256OfBlobKey(key: string): string | undefined {
	const match = /^blobs\/([0-9a-f]{2})\/([0-9a-f]{2})\/([0-9a-f]{64})$/.exec(key);
	return match && match[3]?.startsWith(`${match[1]}${match[2]}`) ? match[3] : undefined;
}
