import type { Db } from "../../db/create-db.ts";
import {
	sha256OfBlobKey,
	type BlobStorage,
	type ByteRange,
	type StagedTemporary,
	type StagedWrite,
	type StoredBlob,
} from "../../storage/blob-storage.ts";
import { findXetFile, forgetXetFile } from "./xet-files.repository.ts";
import { xetFileStream } from "./xet-file-stream.ts";

/**
 * The hub's blob store as every reader sees it (decision 034): a blob is stored whole under its
 * `blobKey`, or, when it came through Xet, only as the chunks of its xorbs (`xet_files`). `get` (with
 * ranges) and `stat` answer for both, so `resolve`, git-lfs downloads, `git clone`, tree metadata,
 * the dataset viewer and commits that name a file by its sha256 work unchanged; `presignedGetUrl`
 * answers `undefined` for a blob stored as chunks (the caller streams it instead), and `delete` of a
 * blob also forgets its Xet form (purges, expired uploads, `atrium gc`), so the xorbs it alone named
 * become garbage. Everything else goes to the store itself.
 */
export class XetBackedStorage implements BlobStorage {
	readonly inner: BlobStorage;
	readonly #db: Db;

	constructor(db: Db, inner: BlobStorage) {
		this.#db = db;
		this.inner = inner;
		if (inner.localPath) this.localPath = inner.localPath.bind(inner);
		// Stored bodies only (xorbs, whole blobs): a blob kept as chunks is read through `get`.
		if (inner.getTransient) this.getTransient = inner.getTransient.bind(inner);
		if (inner.readSmallSync) this.readSmallSync = inner.readSmallSync.bind(inner);
		if (inner.presignedGetUrl) this.presignedGetUrl = (key, ttl) => this.#presign(key, ttl);
	}

	localPath?: (key: string) => string;
	getTransient?: (key: string, range: ByteRange) => Promise<AsyncIterable<Uint8Array> | null>;
	readSmallSync?: (key: string) => Uint8Array | null;
	presignedGetUrl?: (key: string, expiresInSeconds: number) => Promise<string | undefined>;

	get description(): string {
		return this.inner.description;
	}

	get localRoot(): string | undefined {
		return this.inner.localRoot;
	}

	put(key: string, body: ReadableStream<Uint8Array> | Uint8Array, size: number): Promise<void> {
		return this.inner.put(key, body, size);
	}

	async get(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null> {
		const whole = await this.inner.get(key, range);
		if (whole) return whole;
		const file = await this.#chunked(key);
		if (!file || (range && range.start >= file.size)) return null;
		return xetFileStream(this.inner, file, range && { start: range.start, end: Math.min(range.end, file.size - 1) });
	}

	async stat(key: string): Promise<{ size: number } | null> {
		const whole = await this.inner.stat(key);
		if (whole) return whole;
		const file = await this.#chunked(key);
		return file ? { size: file.size } : null;
	}

	async delete(key: string): Promise<void> {
		await this.inner.delete(key);
		const sha256 = sha256OfBlobKey(key);
		if (sha256) await forgetXetFile(this.#db.kysely, sha256);
	}

	stage(key: string, size: number): Promise<StagedWrite> {
		return this.inner.stage(key, size);
	}

	list(prefix: string): AsyncIterable<StoredBlob> {
		return this.inner.list(prefix);
	}

	listStaged(before: number): Promise<StagedTemporary[]> {
		return this.inner.listStaged(before);
	}

	removeStaged(temporary: StagedTemporary): Promise<void> {
		return this.inner.removeStaged(temporary);
	}

	/** The blob's Xet form when `key` is a blob key the hub holds as chunks. */
	#chunked(key: string) {
		const sha256 = sha256OfBlobKey(key);
		return sha256 ? findXetFile(this.#db.kysely, sha256) : Promise.resolve(undefined);
	}

	async #presign(key: string, expiresInSeconds: number): Promise<string | undefined> {
		if ((await this.#chunked(key)) && !(await this.inner.stat(key))) return undefined;
		return this.inner.presignedGetUrl?.(key, expiresInSeconds);
	}
}

/** `storage` as {@link XetBackedStorage} over `db` (itself when it already is one). */
export function xetBackedStorage(db: Db, storage: BlobStorage): XetBackedStorage {
	return storage instanceof XetBackedStorage ? storage : new XetBackedStorage(db, storage);
}
