import type { Db } from "../../db/create-db.ts";
import type { BlobStorage, StagedWrite } from "../../storage/blob-storage.ts";
import { releaseNow } from "../../storage/sole-buffer.ts";
import { hashFromString, hashToString } from "../../xet/hash-string.ts";
import { dedupEligible } from "../../xet/hashes.ts";
import { XorbChunkReader, XorbFormatError, XorbParser, type ParsedXorb } from "../../xet/xorb.ts";
import { claimXorb, releaseXorbClaim } from "../../xet/xorb-claims.ts";
import { XORB_INDEX_ENTRY_BYTES, xorbIndexKey, xorbKey } from "../../xet/xorb-keys.ts";

/**
 * Where verified xorbs live (decision 032): the serialized bytes under `xet/xorbs/{aa}/{hash}` as the
 * client sent them (so a download can be pointed at byte ranges of them), and beside them an index
 * `xet/xorb-index/{aa}/{hash}`: per chunk its hash (32 bytes), header offset, end offset and
 * uncompressed length (u32 LE each). A `xet_xorbs` row is written last: a xorb exists for the hub
 * only once both files are complete.
 */

/** One chunk of a stored xorb, as its index gives it. */
export interface IndexedChunk {
	hash: Uint8Array;
	offset: number;
	end: number;
	length: number;
}

/** A xorb whose chunks hash to another xorb hash than the one it was sent under. */
export class XorbHashMismatch extends Error {
	/** The hash the chunks make. */
	readonly actual: string;

	constructor(actual: string) {
		super(`the xorb's chunks hash to ${actual}`);
		this.actual = actual;
	}
}

/** Stores a xorb built and verified in memory (idempotent); whether it was new. */
export async function storeXorb(
	deps: { db: Db; storage: BlobStorage },
	bytes: Uint8Array,
	xorb: ParsedXorb,
	now: number,
): Promise<boolean> {
	const hash = hashToString(xorb.hash);
	if (await xorbStored(deps.db, hash)) return false;
	return publishXorb(deps, hash, xorb, () => deps.storage.put(xorbKey(hash), bytes, bytes.length), now);
}

/**
 * Receives a serialized xorb of `size` bytes as its pieces arrive: every chunk is decoded and hashed
 * while the bytes stream into a staged write, so the xorb is never one buffer. Only once the bytes
 * ended between two chunks and hash to `hash` is the staged write published (with its index);
 * otherwise it is dropped and nothing is stored. A xorb the hub already has, or is storing for another
 * upload at this moment ({@link publishXorb}), is verified the same way and not stored again.
 * `XorbFormatError` or `XorbHashMismatch` for bytes that are not that xorb.
 */
export async function receiveXorb(
	deps: { db: Db; storage: BlobStorage },
	hash: string,
	pieces: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
	size: number,
	now: number,
	options: ReceiveOptions = {},
): Promise<{ xorb: ParsedXorb; inserted: boolean }> {
	const parser = new XorbParser();
	const staged = (await xorbStored(deps.db, hash)) ? undefined : await deps.storage.stage(xorbKey(hash), size);
	const writes = staged && new GroupedWrites(staged, options.freshPieces === true);
	try {
		let received = 0;
		for await (const piece of pieces) {
			received += piece.byteLength;
			if (received > size) throw new XorbFormatError(`the body is longer than the ${size} bytes it declared`);
			parser.push(piece);
			if (writes) await writes.add(piece);
			else if (options.freshPieces) releaseNow(piece);
		}
		if (received !== size) throw new XorbFormatError(`the body has ${received} bytes, not the ${size} it declared`);
		const xorb = parser.finish();
		const actual = hashToString(xorb.hash);
		if (actual !== hash) throw new XorbHashMismatch(actual);
		await writes?.finish();
		const inserted = staged !== undefined && (await publishXorb(deps, hash, xorb, () => staged.commit(), now));
		if (staged && !inserted) await staged.abort();
		return { xorb, inserted };
	} catch (error) {
		await writes?.settle();
		await staged?.abort();
		throw error;
	}
}

/** Options of {@link receiveXorb}. */
export interface ReceiveOptions {
	/** The pieces are fresh buffers the caller never reads again (Node's request): freed once written. */
	freshPieces?: boolean;
}

/** Bytes of pieces gathered into one write: a few writes per xorb instead of one per 64 KiB piece. */
const WRITE_GROUP_BYTES = 4 * 1024 * 1024;

/**
 * Pieces written in groups, one group at a time, while the next group is parsed: at most two groups
 * (8 MiB) are held. A failed write surfaces at the next `add` or at `finish`.
 */
class GroupedWrites {
	#group: Uint8Array[] = [];
	#groupBytes = 0;
	#writing: Promise<void> | undefined;

	readonly #staged: StagedWrite;
	readonly #freshPieces: boolean;

	constructor(staged: StagedWrite, freshPieces: boolean) {
		this.#staged = staged;
		this.#freshPieces = freshPieces;
	}

	async add(piece: Uint8Array): Promise<void> {
		this.#group.push(piece);
		this.#groupBytes += piece.byteLength;
		if (this.#groupBytes >= WRITE_GROUP_BYTES) await this.#send();
	}

	/** Writes what is left; resolves once every write is done. */
	async finish(): Promise<void> {
		if (this.#group.length > 0) await this.#send();
		await this.#writing;
	}

	/** Waits for the write under way, whatever its outcome (before the staged write is dropped). */
	async settle(): Promise<void> {
		await this.#writing?.catch(() => undefined);
	}

	async #send(): Promise<void> {
		const chunks = this.#group;
		this.#group = [];
		this.#groupBytes = 0;
		await this.#writing;
		const writing = this.#staged.writeAll(chunks).then(() => {
			if (this.#freshPieces) for (const chunk of chunks) releaseNow(chunk);
		});
		// Handled here so that a failure waits for the next `add` or `finish` without being reported as unhandled.
		writing.catch(() => undefined);
		this.#writing = writing;
	}
}

async function xorbStored(db: Db, hash: string): Promise<boolean> {
	return (
		(await db.kysely.selectFrom("xet_xorbs").select("hash").where("hash", "=", hash).executeTakeFirst()) !== undefined
	);
}

/**
 * Makes a verified xorb exist for the hub: its index, then its bytes (`writeBytes`), then its chunks
 * findable by the global deduplication query, and last its `xet_xorbs` row; all under the xorb's claim
 * ({@link claimXorb}). False, with nothing written, when another upload holds the claim or stored
 * the xorb meanwhile: that upload's index and bytes stay together. (A client whose upload lost the
 * claim may send its shard before the winner's row is written and then be told to upload the xorb
 * again, which it does; it is never left with a broken xorb.)
 */
async function publishXorb(
	deps: { db: Db; storage: BlobStorage },
	hash: string,
	xorb: ParsedXorb,
	writeBytes: () => Promise<void>,
	now: number,
): Promise<boolean> {
	if (!(await claimXorb(deps.db, hash, now))) return false;
	try {
		if (await xorbStored(deps.db, hash)) return false;
		await writeXorbFiles(deps, hash, xorb, writeBytes, now);
		return true;
	} finally {
		await releaseXorbClaim(deps.db, hash, now);
	}
}

/** The writes of {@link publishXorb}, once it holds the claim. */
async function writeXorbFiles(
	deps: { db: Db; storage: BlobStorage },
	hash: string,
	xorb: ParsedXorb,
	writeBytes: () => Promise<void>,
	now: number,
): Promise<void> {
	const index = new Uint8Array(xorb.chunks.length * XORB_INDEX_ENTRY_BYTES);
	const view = new DataView(index.buffer);
	xorb.chunks.forEach((chunk, position) => {
		const at = position * XORB_INDEX_ENTRY_BYTES;
		index.set(chunk.hash, at);
		view.setUint32(at + 32, chunk.offset, true);
		view.setUint32(at + 36, chunk.end, true);
		view.setUint32(at + 40, chunk.length, true);
	});
	await deps.storage.put(xorbIndexKey(hash), index, index.length);
	await writeBytes();
	for (const [position, chunk] of xorb.chunks.entries())
		if (dedupEligible(chunk.hash)) await indexDedupChunk(deps.db, chunk.hash, hash, position);
	await deps.db.kysely
		.insertInto("xet_xorbs")
		.values({
			hash,
			chunk_count: xorb.chunks.length,
			unpacked_size: xorb.unpackedLength,
			stored_size: xorb.chunks.at(-1)?.end ?? 0,
			created_at: now,
		})
		.onConflict((oc) => oc.column("hash").doNothing())
		.execute();
}

/** Makes chunk `position` of xorb `xorb` findable by the global deduplication query (idempotent). */
export async function indexDedupChunk(db: Db, chunk: Uint8Array, xorb: string, position: number): Promise<void> {
	await db.kysely
		.insertInto("xet_dedup_chunks")
		.values({ chunk_hash: hashToString(chunk), xorb_hash: xorb, chunk_index: position })
		.onConflict((oc) => oc.columns(["chunk_hash", "xorb_hash"]).doNothing())
		.execute();
}

/** The chunk index of a stored xorb, or `undefined` when the hub has no such xorb. */
export async function readXorbIndex(storage: BlobStorage, hash: string): Promise<IndexedChunk[] | undefined> {
	const stream = await storage.get(xorbIndexKey(hash));
	if (!stream) return undefined;
	const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	const chunks: IndexedChunk[] = [];
	for (let at = 0; at + XORB_INDEX_ENTRY_BYTES <= bytes.length; at += XORB_INDEX_ENTRY_BYTES)
		chunks.push({
			hash: bytes.slice(at, at + 32),
			offset: view.getUint32(at + 32, true),
			end: view.getUint32(at + 36, true),
			length: view.getUint32(at + 40, true),
		});
	return chunks;
}

/**
 * The uncompressed bytes of chunks `[start, end)` of a stored xorb, one chunk at a time, decoded
 * from one ranged read of the store as its pieces arrive (so a 64 MiB term is never one buffer).
 * `transient`: the caller is done with each chunk before it asks for the next (it hashes or copies
 * it), so the store may read every piece into the same buffer.
 */
export async function* readXorbChunks(
	storage: BlobStorage,
	hash: string,
	index: readonly IndexedChunk[],
	start: number,
	end: number,
	options: { transient?: boolean } = {},
): AsyncGenerator<Uint8Array> {
	const first = index[start];
	const last = index[end - 1];
	if (!first || !last) throw new Error(`chunks [${start}, ${end}) are not in xorb ${hash}`);
	const range = { start: first.offset, end: last.end - 1 };
	const transient = options.transient === true && storage.getTransient !== undefined;
	const pieces = transient
		? await storage.getTransient?.(xorbKey(hash), range)
		: await storage.get(xorbKey(hash), range);
	if (!pieces) throw new Error(`xorb ${hash} is missing from storage`);
	// Not transient itself: chunks of one piece are yielded after the whole piece is decoded.
	const reader = new XorbChunkReader(first.offset, start);
	let decoded: Uint8Array[] = [];
	for await (const piece of pieces) {
		reader.push(piece, (chunk) => decoded.push(chunk.data));
		for (const data of decoded) yield data;
		decoded = [];
	}
	reader.end();
	if (reader.index !== end) throw new Error(`xorb ${hash} ended before chunk ${end}`);
}

/** Whether `text` is a hash string as the CAS routes take them (lower-case, 64 hex digits). */
export function isCasHash(text: string): boolean {
	return /^[0-9a-f]{64}$/.test(text) && hashFromString(text) !== undefined;
}
