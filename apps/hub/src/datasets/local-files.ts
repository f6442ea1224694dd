import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, utimes } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { type BlobStorage, blobKey } from "../storage/blob-storage.ts";

/**
 * Local paths DuckDB can read for stored blobs (decision 035). A store on local disk gives its own
 * path. Any other store (S3) has the blob streamed once, chunk by chunk, into a content-addressed
 * cache file (`<cacheDir>/<sha256>`), written under a temporary name and renamed when complete; the
 * cache keeps at most `maxBytes`, removing the least recently used files first.
 */
export class LocalFiles {
	private readonly storage: BlobStorage;
	private readonly cacheDir: string;
	private readonly maxBytes: number;
	private readonly inFlight = new Map<string, Promise<string>>();

	constructor(storage: BlobStorage, cacheDir: string, maxBytes: number) {
		this.storage = storage;
		this.cacheDir = cacheDir;
		this.maxBytes = maxBytes;
	}

	/** The directories DuckDB must be allowed to read. */
	directories(): string[] {
		return this.storage.localRoot ? [this.storage.localRoot, this.cacheDir] : [this.cacheDir];
	}

	/** A local path holding the blob of `sha256`, or undefined when the store does not have it. */
	async pathOf(sha256: string): Promise<string | undefined> {
		if (!/^[0-9a-f]{64}$/.test(sha256)) return undefined;
		const key = blobKey(sha256);
		// On a disk store the blob's own file, unless it is kept as Xet chunks (decision 034): then a cached copy.
		const own = this.storage.localPath?.(key);
		if (own && (await stat(own).catch(() => undefined))) return own;
		const target = join(this.cacheDir, sha256);
		try {
			await stat(target);
			const now = new Date();
			await utimes(target, now, now);
			return target;
		} catch {
			// not cached yet
		}
		const pending = this.inFlight.get(sha256);
		if (pending) return pending;
		const work = this.download(key, target).finally(() => this.inFlight.delete(sha256));
		this.inFlight.set(sha256, work);
		return work;
	}

	private async download(key: string, target: string): Promise<string> {
		await mkdir(this.cacheDir, { recursive: true });
		const size = (await this.storage.stat(key))?.size;
		if (size === undefined) throw new Error(`blob ${key} is missing from storage`);
		await this.makeRoom(size);
		const body = await this.storage.get(key);
		if (!body) throw new Error(`blob ${key} is missing from storage`);
		const temporary = `${target}.${process.pid}.${Date.now()}.part`;
		try {
			await pipeline(Readable.fromWeb(body as NodeReadableStream), createWriteStream(temporary));
			await rename(temporary, target);
		} catch (error) {
			await rm(temporary, { force: true });
			throw error;
		}
		return target;
	}

	/** Removes least recently used cache files until `incoming` more bytes fit in `maxBytes`. */
	private async makeRoom(incoming: number): Promise<void> {
		const files = await Promise.all(
			(await readdir(this.cacheDir))
				.filter((name) => /^[0-9a-f]{64}$/.test(name))
				.map(async (name) => ({ path: join(this.cacheDir, name), info: await stat(join(this.cacheDir, name)) })),
		);
		let total = files.reduce((sum, file) => sum + file.info.size, 0);
		files.sort((a, b) => a.info.mtimeMs - b.info.mtimeMs);
		for (const file of files) {
			if (total + incoming <= this.maxBytes) break;
			await rm(file.path, { force: true });
			total -= file.info.size;
		}
	}
}
