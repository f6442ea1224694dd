import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { randomBytes } from "node:crypto";
import type { BlobStorage, ByteRange } from "./blob-storage.ts";

/** Blobs as files under one directory. Writes go to a temporary file first, then are renamed. */
export class FsBlobStorage implements BlobStorage {
	readonly #root: string;
	readonly description: string;

	constructor(root: string) {
		this.#root = resolve(root);
		this.description = `file://${this.#root}`;
	}

	#path(key: string): string {
		const path = resolve(this.#root, key);
		if (!path.startsWith(this.#root + sep)) throw new Error(`storage key escapes the root: ${key}`);
		return path;
	}

	async put(key: string, body: ReadableStream<Uint8Array> | Uint8Array, size: number): Promise<void> {
		const path = this.#path(key);
		await mkdir(dirname(path), { recursive: true });
		const temporary = join(dirname(path), `.tmp-${randomBytes(6).toString("hex")}`);
		try {
			if (body instanceof Uint8Array) {
				await pipeline(Readable.from([body]), createWriteStream(temporary));
			} else {
				await body.pipeTo(Writable.toWeb(createWriteStream(temporary)));
			}
			const written = (await stat(temporary)).size;
			if (written !== size) throw new Error(`expected ${size} bytes for ${key}, got ${written}`);
			await rename(temporary, path);
		} finally {
			await rm(temporary, { force: true });
		}
	}

	async get(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null> {
		const path = this.#path(key);
		if (!(await this.stat(key))) return null;
		const stream = createReadStream(
			path,
			range ? { start: range.start, end: range.end, highWaterMark: 1 << 20 } : { highWaterMark: 1 << 20 },
		);
		return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
	}

	async stat(key: string): Promise<{ size: number } | null> {
		try {
			const info = await stat(this.#path(key));
			return info.isFile() ? { size: info.size } : null;
		} catch {
			return null;
		}
	}

	async delete(key: string): Promise<void> {
		await rm(this.#path(key), { force: true });
	}
}
