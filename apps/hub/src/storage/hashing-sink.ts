import { createHash } from "node:crypto";
import type { StagedWrite } from "./blob-storage.ts";
import { BufferPool } from "./buffer-pool.ts";
import { ThreadSha256 } from "./sha256-thread.ts";
import { isSoleView, releaseNow } from "./sole-buffer.ts";

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

/** Bytes gathered before they are written and hashed as one group. */
const GROUP = 4 << 20;
/** Groups per upload in flight at once: one gathering while the others are written or hashed. */
const GROUPS = 3;

/**
 * Blocks that chunks the caller keeps are copied into, between uploads: two uploads' worth (see
 * `BufferPool`). Plain memory: a block moves to the hashing thread and back.
 */
const copyBlocks = new BufferPool<Uint8Array>(() => new Uint8Array(GROUP), 2 * GROUPS);

/** Hashes on the event loop, chunk by chunk: for small uploads. */
class InlineSink implements HashingSink {
	readonly #hash = createHash("sha256");
	readonly #staged: StagedWrite | undefined;
	readonly #freshChunks: boolean;

	constructor(staged: StagedWrite | undefined, freshChunks: boolean) {
		this.#staged = staged;
		this.#freshChunks = freshChunks;
	}

	async add(chunk: Uint8Array): Promise<void> {
		this.#hash.update(chunk);
		if (this.#staged) await this.#staged.write(chunk);
		// Hashed and written (or copied): a fresh chunk is freed now, not by a later collection.
		if (this.#freshChunks) releaseNow(chunk);
	}

	async finish(): Promise<string> {
		return this.#hash.digest("hex");
	}

	async discard(): Promise<void> {}
}

/**
 * Gathers bytes into groups of about {@link GROUP} bytes; each group is written by the staged write,
 * then moved to the hashing thread, while the next groups gather. Fresh chunks (the source never
 * touches them again) join a group as they are, so a request body is never copied, and the thread
 * frees them once hashed: left to the garbage collector, a GiB of them cost about a dozen full
 * collections. Chunks the source reuses are copied into pooled blocks, which come back. At most {@link GROUPS} groups
 * are in flight, so memory stays bounded whatever the size.
 */
class ThreadSink implements HashingSink {
	readonly #hash = new ThreadSha256();
	readonly #staged: StagedWrite | undefined;
	readonly #freshChunks: boolean;
	#group: Uint8Array[] = [];
	/** Per view of the group: whether it is a copy block, which comes back for the pool. */
	#groupLent: boolean[] = [];
	#groupBytes = 0;
	/** The copy block being filled, and how far. */
	#block: Uint8Array | undefined;
	#blockFilled = 0;
	/** Each passed group's write-and-hash, oldest first; settled once its buffers are back. */
	readonly #inFlight: Promise<void>[] = [];
	/** The staged write's calls, one after another; the first failure fails every later one. */
	#writing: Promise<void> = Promise.resolve();
	/** The hashing thread's updates, one after another, in group order. */
	#hashing: Promise<void> = Promise.resolve();
	#discarded = false;

	constructor(staged: StagedWrite | undefined, freshChunks: boolean) {
		this.#staged = staged;
		this.#freshChunks = freshChunks;
	}

	async add(chunk: Uint8Array): Promise<void> {
		if (this.#freshChunks && isSoleView(chunk)) {
			this.#closeBlock();
			this.#group.push(chunk);
			this.#groupLent.push(false);
			this.#groupBytes += chunk.byteLength;
			if (this.#groupBytes >= GROUP) await this.#pass();
			return;
		}
		for (let offset = 0; offset < chunk.byteLength;) {
			this.#block ??= copyBlocks.take();
			const length = Math.min(chunk.byteLength - offset, GROUP - this.#blockFilled);
			this.#block.set(chunk.subarray(offset, offset + length), this.#blockFilled);
			this.#blockFilled += length;
			this.#groupBytes += length;
			offset += length;
			if (this.#blockFilled === GROUP) this.#closeBlock();
			if (this.#groupBytes >= GROUP) await this.#pass();
		}
	}

	/** Puts the copy block's filled part into the group, so later chunks follow it. */
	#closeBlock(): void {
		if (!this.#block) return;
		this.#group.push(this.#block.subarray(0, this.#blockFilled));
		this.#groupLent.push(true);
		this.#block = undefined;
		this.#blockFilled = 0;
	}

	/** Starts writing, then hashing, the gathered group; waits while {@link GROUPS} groups are in flight. */
	async #pass(): Promise<void> {
		this.#closeBlock();
		const group = this.#group;
		const lent = this.#groupLent;
		this.#group = [];
		this.#groupLent = [];
		this.#groupBytes = 0;
		if (group.length === 0) return;
		const staged = this.#staged;
		const written = (this.#writing = this.#writing.then(() => {
			if (!this.#discarded && staged) return staged.writeAll(group);
		}));
		const hashed = (this.#hashing = Promise.all([written, this.#hashing]).then(async () => {
			if (this.#discarded) return;
			// Copy blocks come back and go to the pool, whole (a block's view may be shorter); the thread
			// frees fresh chunks once hashed.
			for (const { buffer } of await this.#hash.update(group, lent)) copyBlocks.give(new Uint8Array(buffer));
		}));
		// Surfaced when the sink waits for it (next pass or finish), not as an unhandled rejection.
		hashed.catch(() => undefined);
		this.#inFlight.push(hashed);
		if (this.#inFlight.length >= GROUPS) await this.#inFlight.shift();
	}

	async finish(): Promise<string> {
		await this.#pass();
		for (const group of this.#inFlight.splice(0)) await group;
		return await this.#hash.digest();
	}

	async discard(): Promise<void> {
		this.#discarded = true;
		this.#hash.discard();
		await Promise.allSettled(this.#inFlight.splice(0));
		this.#group = [];
		this.#groupLent = [];
		this.#block = undefined;
	}
}

/**
 * The sink for an upload of `size` bytes: hashed on the hashing thread when large, else inline.
 * `freshChunks`: the source never touches a chunk again once it is added (a request body's chunks),
 * so the sink may keep it, write it and hash it where it lies.
 */
export function hashingSink(size: number, staged: StagedWrite | undefined, freshChunks = false): HashingSink {
	return size >= THREAD_HASH_MIN_SIZE ? new ThreadSink(staged, freshChunks) : new InlineSink(staged, freshChunks);
}
