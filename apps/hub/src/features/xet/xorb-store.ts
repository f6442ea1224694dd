import type { Db } from "../../db/create-db.ts";
import type { BlobStorage } from "../../storage/blob-storage.ts";
import { hashFromString, hashToString } from "../../xet/hash-string.ts";
import { dedupEligible } from "../../xet/hashes.ts";
import { decodeChunkAt, type ParsedXorb } from "../../xet/xorb.ts";
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

/** Stores a verified xorb (idempotent); whether it was new. */
export async function storeXorb(
	deps: { db: Db; storage: BlobStorage },
	bytes: Uint8Array,
	xorb: ParsedXorb,
	now: number,
): Promise<boolean> {
	const hash = hashToString(xorb.hash);
	const known = await deps.db.kysely.selectFrom("xet_xorbs").select("hash").where("hash", "=", hash).executeTakeFirst();
	if (known) return false;
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
	await deps.storage.put(xorbKey(hash), bytes, bytes.length);
	for (const [position, chunk] of xorb.chunks.entries())
		if (dedupEligible(chunk.hash)) await indexDedupChunk(deps.db, chunk.hash, hash, position);
	await deps.db.kysely
		.insertInto("xet_xorbs")
		.values({
			hash,
			chunk_count: xorb.chunks.length,
			unpacked_size: xorb.unpackedLength,
			stored_size: bytes.length,
			created_at: now,
		})
		.onConflict((oc) => oc.column("hash").doNothing())
		.execute();
	return true;
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

/** Stored bytes one read of {@link readXorbChunks} asks the store for, at most (one chunk may pass it). */
const READ_BATCH_BYTES = 8 * 1024 * 1024;

/**
 * The uncompressed bytes of chunks `[start, end)` of a stored xorb, one chunk at a time, read from
 * the store in ranges of about {@link READ_BATCH_BYTES} (so a 64 MiB term is never one buffer).
 */
export async function* readXorbChunks(
	storage: BlobStorage,
	hash: string,
	index: readonly IndexedChunk[],
	start: number,
	end: number,
): AsyncGenerator<Uint8Array> {
	if (!index[start] || !index[end - 1]) throw new Error(`chunks [${start}, ${end}) are not in xorb ${hash}`);
	for (let from = start; from < end;) {
		const first = index[from] as IndexedChunk;
		let to = from + 1;
		while (to < end && (index[to] as IndexedChunk).end - first.offset <= READ_BATCH_BYTES) to++;
		const last = index[to - 1] as IndexedChunk;
		const stream = await storage.get(xorbKey(hash), { start: first.offset, end: last.end - 1 });
		if (!stream) throw new Error(`xorb ${hash} is missing from storage`);
		const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
		for (let position = from; position < to; position++)
			yield decodeChunkAt(bytes, (index[position] as IndexedChunk).offset - first.offset, position).data;
		from = to;
	}
}

/** Whether `text` is a hash string as the CAS routes take them (lower-case, 64 hex digits). */
export function isCasHash(text: string): boolean {
	return /^[0-9a-f]{64}$/.test(text) && hashFromString(text) !== undefined;
}
