import { readFileSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { randomBytes } from "node:crypto";
import type { BlobStorage, ByteRange, StagedTemporary, StagedWrite, StoredBlob } from "./blob-storage.ts";
import { BufferPool } from "./buffer-pool.ts";
import { fileRangeStream } from "./file-range-stream.ts";

/**
 * The directory (under the storage root) that holds every temporary file of the disk store: staged
 * writes are `.tmp-<startedAt ms>-<random>` there until they are renamed into place (decision 009).
 * The `.tmp-` prefix is what the start-up sweep of stale temporaries looks for.
 */
export const FS_STAGING_DIR = "staging";

/** Size of each of a staged write's two buffers: incoming chunks are copied in, full buffers written out. */
const STAGE_BUFFER = 4 << 20;

/** Size of each read of {@link FsBlobStorage.getTransient}. */
const TRANSIENT_READ = 1 << 20;
/** Buffers of transient reads, kept between reads (a few readers' worth). */
const transientBuffers = new BufferPool<Buffer>(() => Buffer.allocUnsafeSlow(TRANSIENT_READ), 4);

/** Full-size staging buffers between writes: two uploads' worth, so back-to-back uploads reuse touched memory. */
const stageBuffers = new BufferPool<Buffer>(() => Buffer.allocUnsafeSlow(STAGE_BUFFER), 4);

/** `fs` calls that may fail only because a folder is missing: creates the folder and tries once more. */
async function withFolder<T>(folder: string, action: () => Promise<T>): Promise<T> {
	try {
		return await action();
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
		await mkdir(folder, { recursive: true });
		return await action();
	}
}

/** Writes `chunks` one after another at `position`, with as few `writev` calls as the system allows. */
async function writeGathered(handle: FileHandle, chunks: readonly Uint8Array[], position: number): Promise<void> {
	const pending = chunks.filter((chunk) => chunk.byteLength > 0);
	while (pending.length > 0) {
		const { bytesWritten } = await handle.writev(pending, position);
		position += bytesWritten;
		// A short write: drop what went out and go on from the first byte that did not.
		let skip = bytesWritten;
		while (pending.length > 0 && skip >= (pending[0] as Uint8Array).byteLength)
			skip -= (pending.shift() as Uint8Array).byteLength;
		if (skip > 0) pending[0] = (pending[0] as Uint8Array).subarray(skip);
	}
}

/**
 * A staged write to a file in the staging directory, renamed to its key on commit. Incoming chunks
 * are copied into one of two buffers while the other is being written: few large writes, and the
 * caller's chunks die young (cheap for the garbage collector) instead of queueing in a stream. The
 * buffers are sized for the announced size (at most {@link STAGE_BUFFER}) and each exists only once a
 * chunk is copied into it, so a commit of many small files allocates little, and a writer that hands
 * over whole buffers (the hashing sink's blocks, written in place) takes none.
 */
class FsStagedWrite implements StagedWrite {
	readonly #temporary: string;
	readonly #target: string;
	readonly #handle: FileHandle;
	readonly #bufferSize: number;
	/** The two buffers, each taken on its first copy. */
	readonly #buffers: (Buffer | undefined)[] = [];
	#current = 0;
	#filled = 0;
	#position = 0;
	#pending: Promise<void> = Promise.resolve();

	/** `handle`: the temporary, already created (exclusively) and open for writing. */
	constructor(temporary: string, handle: FileHandle, target: string, size: number) {
		this.#temporary = temporary;
		this.#handle = handle;
		this.#target = target;
		this.#bufferSize = Math.max(1, Math.min(size, STAGE_BUFFER));
	}

	/** The buffer being filled, taken now if it does not exist yet. */
	#currentBuffer(): Buffer {
		return (this.#buffers[this.#current] ??=
			this.#bufferSize === STAGE_BUFFER ? stageBuffers.take() : Buffer.allocUnsafeSlow(this.#bufferSize));
	}

	/** Once no write is running: full-size buffers go back to the pool. */
	#release(): void {
		if (this.#bufferSize === STAGE_BUFFER) for (const buffer of this.#buffers) if (buffer) stageBuffers.give(buffer);
		this.#buffers.length = 0;
	}

	async #flush(): Promise<void> {
		await this.#pending;
		const bytes = (this.#buffers[this.#current] as Buffer).subarray(0, this.#filled);
		const position = this.#position;
		this.#position += this.#filled;
		this.#current ^= 1;
		this.#filled = 0;
		const handle = this.#handle;
		this.#pending = (async () => {
			for (let offset = 0; offset < bytes.length;) {
				const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset, position + offset);
				offset += bytesWritten;
			}
		})();
		// Reported by the next flush or commit.
		this.#pending.catch(() => undefined);
	}

	async write(chunk: Uint8Array): Promise<void> {
		// A chunk as large as a buffer, arriving when nothing is buffered, is written from where it
		// lies: the caller may not reuse it before this resolves, so it needs no copy.
		if (this.#filled === 0 && chunk.byteLength >= this.#bufferSize) return this.writeAll([chunk]);
		for (let offset = 0; offset < chunk.byteLength;) {
			const length = Math.min(chunk.byteLength - offset, this.#bufferSize - this.#filled);
			this.#currentBuffer().set(chunk.subarray(offset, offset + length), this.#filled);
			this.#filled += length;
			offset += length;
			if (this.#filled === this.#bufferSize) await this.#flush();
		}
	}

	async writeAll(chunks: readonly Uint8Array[]): Promise<void> {
		if (this.#filled > 0) await this.#flush();
		await this.#pending;
		const position = this.#position;
		this.#position += chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
		this.#pending = writeGathered(this.#handle, chunks, position);
		await this.#pending;
	}

	async commit(): Promise<void> {
		if (this.#filled > 0) await this.#flush();
		await this.#pending;
		this.#release();
		await this.#handle.close();
		await withFolder(dirname(this.#target), () => rename(this.#temporary, this.#target));
	}

	async abort(): Promise<void> {
		await this.#pending.catch(() => undefined);
		this.#release();
		await this.#handle.close().catch(() => undefined);
		await rm(this.#temporary, { force: true });
	}
}

/** Blobs as files under one directory. Writes go to a file in `staging/` first, then are renamed. */
export class FsBlobStorage implements BlobStorage {
	readonly #root: string;
	readonly #staging: string;
	readonly description: string;

	constructor(root: string) {
		this.#root = resolve(root);
		this.#staging = join(this.#root, FS_STAGING_DIR);
		this.description = `file://${this.#root}`;
	}

	#path(key: string): string {
		const path = resolve(this.#root, key);
		if (!path.startsWith(this.#root + sep) || path.startsWith(this.#staging + sep))
			throw new Error(`storage key escapes the root: ${key}`);
		return path;
	}

	async stage(key: string, size: number): Promise<StagedWrite> {
		const target = this.#path(key);
		const temporary = join(this.#staging, `.tmp-${Date.now()}-${randomBytes(8).toString("hex")}`);
		// The temporary exists when this returns, so the sweep of stale temporaries sees every staged write.
		const handle = await withFolder(this.#staging, () => open(temporary, "wx"));
		return new FsStagedWrite(temporary, handle, target, size);
	}

	async put(key: string, body: ReadableStream<Uint8Array> | Uint8Array, size: number): Promise<void> {
		const staged = await this.stage(key, size);
		try {
			let written = 0;
			for await (const chunk of body instanceof Uint8Array ? [body] : body) {
				written += chunk.byteLength;
				await staged.write(chunk);
			}
			if (written !== size) throw new Error(`expected ${size} bytes for ${key}, got ${written}`);
			await staged.commit();
		} catch (error) {
			await staged.abort();
			throw error;
		}
	}

	async getTransient(key: string, range: ByteRange): Promise<AsyncIterable<Uint8Array> | null> {
		if (!(await this.stat(key))) return null;
		const path = this.#path(key);
		return (async function* () {
			const handle = await open(path, "r");
			const buffer = transientBuffers.take();
			try {
				for (let position = range.start; position <= range.end;) {
					const length = Math.min(buffer.length, range.end + 1 - position);
					const { bytesRead } = await handle.read(buffer, 0, length, position);
					if (bytesRead === 0) throw new Error(`${key} ended early`);
					position += bytesRead;
					yield buffer.subarray(0, bytesRead);
				}
			} finally {
				transientBuffers.give(buffer);
				await handle.close();
			}
		})();
	}

	async get(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null> {
		const info = await this.stat(key);
		if (!info) return null;
		const handle = await open(this.#path(key), "r");
		// Two chunks buffered ahead at most.
		return fileRangeStream(handle, range?.start ?? 0, range ? range.end : info.size - 1, {
			name: key,
			highWaterMark: 2,
		});
	}

	readSmallSync(key: string): Uint8Array | null {
		try {
			return readFileSync(this.#path(key));
		} catch (error) {
			// As `stat` answers: a key that is no file is absent.
			const code = (error as NodeJS.ErrnoException).code;
			if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR") return null;
			throw error;
		}
	}

	async stat(key: string): Promise<{ size: number } | null> {
		try {
			const info = await stat(this.#path(key));
			return info.isFile() ? { size: info.size } : null;
		} catch {
			return null;
		}
	}

	localPath(key: string): string {
		return this.#path(key);
	}

	get localRoot(): string {
		return this.#root;
	}

	async delete(key: string): Promise<void> {
		await rm(this.#path(key), { force: true });
	}

	async *list(prefix: string): AsyncIterable<StoredBlob> {
		const walk = async function* (directory: string, relative: string): AsyncGenerator<StoredBlob> {
			let entries;
			try {
				entries = await readdir(directory, { withFileTypes: true });
			} catch {
				return;
			}
			for (const entry of entries) {
				const key = relative ? `${relative}/${entry.name}` : entry.name;
				if (key === FS_STAGING_DIR) continue;
				const full = join(directory, entry.name);
				if (entry.isDirectory()) yield* walk(full, key);
				else if (entry.isFile() && key.startsWith(prefix)) {
					const info = await stat(full).catch(() => undefined);
					if (info) yield { key, size: info.size, modifiedAt: info.mtimeMs };
				}
			}
		};
		// Walk only the directory the prefix names (up to its last `/`).
		const base = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
		yield* walk(base ? this.#path(base) : this.#root, base);
	}

	async listStaged(before: number): Promise<StagedTemporary[]> {
		let names: string[];
		try {
			names = await readdir(this.#staging);
		} catch {
			return [];
		}
		const found: StagedTemporary[] = [];
		for (const name of names) {
			// The start time is in the name; fall back to the file's time for anything else found there.
			const stamp = Number(/^\.tmp-(\d+)-/.exec(name)?.[1]);
			const startedAt = Number.isFinite(stamp)
				? stamp
				: ((await stat(join(this.#staging, name)).catch(() => undefined))?.mtimeMs ?? Date.now());
			if (startedAt < before) found.push({ id: name, startedAt });
		}
		return found;
	}

	async removeStaged(temporary: StagedTemporary): Promise<void> {
		if (temporary.id.includes("/") || temporary.id.includes(sep) || temporary.id === "." || temporary.id === "..")
			throw new Error(`not a staged temporary: ${temporary.id}`);
		await rm(join(this.#staging, temporary.id), { force: true, recursive: true });
	}
}
