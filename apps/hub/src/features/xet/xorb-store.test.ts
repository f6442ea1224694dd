import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FsBlobStorage } from "../../storage/fs-blob-storage.ts";
import { pseudoRandom } from "../../testing/pseudo-random.ts";
import { chunkBytes } from "../../xet/chunking.ts";
import { chunkHash } from "../../xet/hashes.ts";
import { hashToString } from "../../xet/hash-string.ts";
import { packXorb } from "../../xet/xorb.ts";
import { xorbKey } from "../../xet/xorb-keys.ts";
import type { BlobStorage, StagedWrite } from "../../storage/blob-storage.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { XorbFormatError } from "../../xet/xorb.ts";
import { readXorbChunks, receiveXorb, type IndexedChunk } from "./xorb-store.ts";

describe("readXorbChunks", () => {
	const folders: string[] = [];
	afterAll(async () => {
		for (const folder of folders) await rm(folder, { recursive: true, force: true });
	});

	it("reads the same chunks through reused read buffers as through fresh ones, across 1 MiB read boundaries", async () => {
		const folder = await mkdtemp(join(tmpdir(), "xorb-store-"));
		folders.push(folder);
		const storage = new FsBlobStorage(folder);
		const data = pseudoRandom(3_500_000, 5);
		const chunks = chunkBytes(data).map((chunk) => ({ data: chunk, hash: chunkHash(chunk) }));
		const { bytes, xorb } = packXorb(chunks);
		const hash = hashToString(xorb.hash);
		await storage.put(xorbKey(hash), bytes, bytes.length);
		const index: IndexedChunk[] = xorb.chunks.map((chunk) => ({ ...chunk }));
		const read = async (transient: boolean, start: number, end: number) => {
			const out: Uint8Array[] = [];
			// A transient reader is done with each chunk before the next: it keeps a copy.
			for await (const chunk of readXorbChunks(storage, hash, index, start, end, { transient }))
				out.push(new Uint8Array(chunk));
			return Buffer.concat(out);
		};
		expect(storage.getTransient).toBeDefined();
		const whole = Buffer.from(data);
		expect(await read(true, 0, index.length)).toEqual(whole);
		expect(await read(false, 0, index.length)).toEqual(whole);
		const from = 7;
		const to = index.length - 5;
		const offset = index.slice(0, from).reduce((sum, chunk) => sum + chunk.length, 0);
		const length = index.slice(from, to).reduce((sum, chunk) => sum + chunk.length, 0);
		expect(await read(true, from, to)).toEqual(whole.subarray(offset, offset + length));
	});
});

describe("receiveXorb", () => {
	let hub: TestHub;
	beforeAll(async () => {
		hub = await createTestHub("sqlite", "fs", { seed: false });
	});
	afterAll(() => hub.close());

	/** A xorb of about `bytes` bytes, and its body cut into fresh 64 KiB pieces as Node's request yields them. */
	const xorbOf = (bytes: number, seed: number) => {
		const data = pseudoRandom(bytes, seed);
		const { bytes: body, xorb } = packXorb(chunkBytes(data).map((chunk) => ({ data: chunk, hash: chunkHash(chunk) })));
		const pieces: Uint8Array[] = [];
		for (let at = 0; at < body.length; at += 65_536) pieces.push(body.slice(at, at + 65_536));
		return { body, pieces, hash: hashToString(xorb.hash) };
	};
	const stored = async (hash: string) => {
		const body = await hub.storage.get(xorbKey(hash));
		return body ? Buffer.from(await new Response(body).arrayBuffer()) : undefined;
	};
	/** `storage` whose staged writes fail on the `failAt`-th `writeAll`, and note whether they were aborted. */
	const failingStorage = (failAt: number) => {
		const seen = { writes: 0, aborted: false };
		const storage: BlobStorage = Object.create(hub.storage) as BlobStorage;
		storage.stage = async (key, size) => {
			const staged = await hub.storage.stage(key, size);
			const failing: StagedWrite = {
				write: (chunk) => staged.write(chunk),
				writeAll: async (chunks) => {
					seen.writes++;
					if (seen.writes === failAt) throw new Error("disk full");
					await staged.writeAll(chunks);
				},
				commit: () => staged.commit(),
				abort: async () => {
					seen.aborted = true;
					await staged.abort();
				},
			};
			return failing;
		};
		return { storage, seen };
	};

	it("stores a xorb sent in many pieces, written in groups, and frees fresh pieces once written", async () => {
		const { body, pieces, hash } = xorbOf(9_000_000, 21);
		const kept = pieces.map((piece) => piece.slice());
		const { inserted } = await receiveXorb(hub, hash, pieces, body.length, Date.now(), { freshPieces: true });
		expect(inserted).toBe(true);
		expect((await stored(hash))?.equals(body)).toBe(true);
		expect(pieces.every((piece) => piece.byteLength === 0)).toBe(true);
		// Pieces that are not fresh are the caller's: left as they were. The xorb is known, so not stored again.
		const again = await receiveXorb(hub, hash, kept, body.length, Date.now());
		expect(again.inserted).toBe(false);
		expect(Buffer.concat(kept).equals(body)).toBe(true);
	});

	it("drops the staged bytes and reports the failure when a grouped write fails", async () => {
		const { body, pieces, hash } = xorbOf(9_000_000, 22);
		const { storage, seen } = failingStorage(2);
		await expect(receiveXorb({ db: hub.db, storage }, hash, pieces, body.length, Date.now())).rejects.toThrow(
			"disk full",
		);
		expect(seen.aborted).toBe(true);
		expect(await stored(hash)).toBeUndefined();
	});

	it("drops the staged bytes when the body stops being a xorb after groups were written", async () => {
		const { body, pieces, hash } = xorbOf(9_000_000, 23);
		const broken = pieces.map((piece, index) => (index === 100 ? new Uint8Array(piece.length).fill(0xff) : piece));
		const { storage, seen } = failingStorage(0);
		await expect(receiveXorb({ db: hub.db, storage }, hash, broken, body.length, Date.now())).rejects.toThrow(
			XorbFormatError,
		);
		expect(seen.writes).toBeGreaterThan(0);
		expect(seen.aborted).toBe(true);
		expect(await stored(hash)).toBeUndefined();
	});
});
