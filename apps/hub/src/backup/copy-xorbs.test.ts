import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlobStorage } from "../storage/blob-storage.ts";
import { pseudoRandom } from "../testing/pseudo-random.ts";
import { openTestStorage } from "../testing/test-backends.ts";
import { chunkBytes } from "../xet/chunking.ts";
import { hashToString } from "../xet/hash-string.ts";
import { chunkHash, xorbHash } from "../xet/hashes.ts";
import { CHUNK_HEADER_SIZE, serializeXorb } from "../xet/xorb.ts";
import { XORB_INDEX_ENTRY_BYTES, xorbIndexKey, xorbKey } from "../xet/xorb-keys.ts";
import { copyXorbs, type XorbRef } from "./copy-xorbs.ts";

/** A xorb of `size` pseudo-random bytes, stored with an index of the right size; its reference. */
async function storeXorb(storage: BlobStorage, size: number, seed: number): Promise<XorbRef & { bytes: Uint8Array }> {
	const chunks = chunkBytes(pseudoRandom(size, seed));
	const bytes = serializeXorb(chunks);
	const hash = hashToString(xorbHash(chunks.map((chunk) => ({ hash: chunkHash(chunk), length: chunk.length }))));
	await storage.put(xorbKey(hash), bytes, bytes.byteLength);
	const index = new Uint8Array(chunks.length * XORB_INDEX_ENTRY_BYTES);
	await storage.put(xorbIndexKey(hash), index, index.byteLength);
	return { hash, storedSize: bytes.byteLength, chunkCount: chunks.length, bytes };
}

describe("copyXorbs", () => {
	let from: Awaited<ReturnType<typeof openTestStorage>>;
	let to: Awaited<ReturnType<typeof openTestStorage>>;
	beforeAll(async () => {
		from = await openTestStorage("s3");
		to = await openTestStorage("fs");
	});
	afterAll(async () => {
		await from.close();
		await to.close();
	});

	it("copies a xorb and its index once, byte-identical", async () => {
		const xorb = await storeXorb(from.storage, 300_000, 1);
		expect(await copyXorbs(from.storage, to.storage, [xorb])).toBe(1);
		expect(await copyXorbs(from.storage, to.storage, [xorb])).toBe(0);
		const copied = await to.storage.get(xorbKey(xorb.hash));
		expect(Buffer.from(await new Response(copied).arrayBuffer()).equals(Buffer.from(xorb.bytes))).toBe(true);
		expect(await to.storage.stat(xorbIndexKey(xorb.hash))).toEqual({
			size: xorb.chunkCount * XORB_INDEX_ENTRY_BYTES,
		});
	});

	it("refuses a stored xorb whose bytes changed at the same size, or are not a xorb, and copies neither", async () => {
		const xorb = await storeXorb(from.storage, 200_000, 2);
		// One byte of the first chunk's data flipped: still a well-formed xorb (uncompressed), another hash.
		const changed = Uint8Array.from(xorb.bytes);
		changed[CHUNK_HEADER_SIZE + 10] = (changed[CHUNK_HEADER_SIZE + 10] ?? 0) ^ 0xff;
		await from.storage.put(xorbKey(xorb.hash), changed, changed.byteLength);
		await expect(copyXorbs(from.storage, to.storage, [xorb])).rejects.toThrow(/reads back as xorb [0-9a-f]{64}$/);
		expect(await to.storage.stat(xorbKey(xorb.hash))).toBeNull();
		expect(await to.storage.stat(xorbIndexKey(xorb.hash))).toBeNull();

		const other = await storeXorb(from.storage, 150_000, 3);
		const garbage = pseudoRandom(other.storedSize, 4);
		await from.storage.put(xorbKey(other.hash), garbage, garbage.byteLength);
		await expect(copyXorbs(from.storage, to.storage, [other])).rejects.toThrow(/reads back as no xorb/);
		expect(await to.storage.stat(xorbKey(other.hash))).toBeNull();
	});

	it("refuses a xorb stored at another size than the database records", async () => {
		const xorb = await storeXorb(from.storage, 100_000, 5);
		await expect(copyXorbs(from.storage, to.storage, [{ ...xorb, storedSize: xorb.storedSize + 1 }])).rejects.toThrow(
			/bytes, the database says/,
		);
	});
});
