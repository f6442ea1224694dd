import { createHash } from "node:crypto";
import type { StagedWrite } from "./blob-storage.ts";
import { BufferPool } from "./buffer-pool.ts";
import { ThreadSha256 } from "./sha256-thread.ts";

/** Where an upload's bytes go: into its sha256 and, when given, a staged write. */
export interface HashingSink {
	/** Takes the next bytes; resolves when the caller may pass more (and reuse `chunk`). */
	add(chunk: Uint8Array): Promise<void>;
	/** Passes on what is still held and answers the lower-case hex sha256 of every byte added. */
	finish(): Promise<string>;
	/** Gives up (the upload failed): starts no more writes and resolves once none is running; the staged write is then the caller's to abort. */
	discard(): Promise<void>;
}

/** Uploads at least this large are hashed on the hashing thread (below it, messaging costs more than it saves). */
export const THREAD_HASH_MIN_SIZE = 8 << 20;

/** Size of the shared blocks a threaded sink gathers bytes into. */
const BLOCK = 4 << 20;
/** Blocks per upload: one filling while the others are hashed. */
const BLOCKS = 3;

/** Shared blocks between uploads: two uploads' worth (see `BufferPool`). */
const sharedBlocks = new BufferPool<Uint8Array>(() => new Uint8Array(new SharedArrayBuffer(BLOCK)), 2 * BLOCKS);

/** Hashes on the event loop, chunk by chunk: for small uploads. */
class InlineSink implements HashingSink {
	readonly #hash = createHash("sha256");
	readonly #staged: StagedWrite | undefined;

	constructor(staged: StagedWrite | undefined) {
		this.#staged = staged;
	}

	async add(chunk: Uint8Array): Promise<void> {
		this.#hash.update(chunk);
		if (this.#staged) await this.#staged.write(chunk);
	}

	async finish(): Promise<string> {
		return this.#hash.digest("hex");
	}

	async discard(): Promise<void> {}
}

/**
 * Gathers bytes into shared blocks; each full block is hashed on the hashing thread and handed to
 * the staged write (which on disk writes it in place, without a copy) while the next one fills. A
 * block is filled again only once both are done. So reading the body, hashing it and writing it
 * proceed side by side; memory stays at {@link BLOCKS} blocks.
 */
class ThreadSink implements HashingSink {
	readonly #hash = new ThreadSha256();
	readonly #staged: StagedWrite | undefined;
	readonly #blocks: Uint8Array[] = [];
	/** Per block: its hashing and its write, both settled once the block may be filled again. */
	readonly #inFlight: (Promise<void> | undefined)[] = [];
	/** The staged write's calls, one after another; the first failure fails every later one. */
	#writing: Promise<void> = Promise.resolve();
	#discarded = false;
	#current = 0;
	#filled = 0;

	constructor(staged: StagedWrite | undefined) {
		this.#staged = staged;
	}

	async add(chunk: Uint8Array): Promise<void> {
		for (let offset = 0; offset < chunk.byteLength;) {
			if (this.#filled === 0) await this.#inFlight[this.#current];
			const block = (this.#blocks[this.#current] ??= sharedBlocks.take());
			const length = Math.min(chunk.byteLength - offset, BLOCK - this.#filled);
			block.set(chunk.subarray(offset, offset + length), this.#filled);
			this.#filled += length;
			offset += length;
			if (this.#filled === BLOCK) await this.#pass();
		}
	}

	/** Starts hashing and writing the current block and moves on to the next, without waiting for either. */
	async #pass(): Promise<void> {
		const block = this.#blocks[this.#current] as Uint8Array;
		const length = this.#filled;
		const staged = this.#staged;
		if (staged)
			this.#writing = this.#writing.then(() => {
				if (!this.#discarded) return staged.write(block.subarray(0, length));
			});
		const done = Promise.all([this.#hash.update(block, length), this.#writing]).then(() => undefined);
		// Surfaced when the block is reused or at finish, not as an unhandled rejection.
		done.catch(() => undefined);
		this.#inFlight[this.#current] = done;
		this.#current = (this.#current + 1) % BLOCKS;
		this.#filled = 0;
	}

	async finish(): Promise<string> {
		if (this.#filled > 0) await this.#pass();
		await Promise.all(this.#inFlight);
		this.#release();
		return await this.#hash.digest();
	}

	async discard(): Promise<void> {
		this.#discarded = true;
		this.#hash.discard();
		await this.#writing.catch(() => undefined);
		await Promise.allSettled(this.#inFlight);
		this.#release();
	}

	/** Once no block is being hashed or written: the blocks go back to the pool. */
	#release(): void {
		for (const block of this.#blocks.splice(0)) sharedBlocks.give(block);
	}
}

/** The sink for an upload of `size` bytes: hashed on the hashing thread when large, else inline. */
export function hashingSink(size: number, staged: StagedWrite | undefined): HashingSink {
	return size >= THREAD_HASH_MIN_SIZE ? new ThreadSink(staged) : new InlineSink(staged);
}
