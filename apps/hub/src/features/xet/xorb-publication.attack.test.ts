import * as lz4js from "lz4js";
import { afterAll, beforeAll, expect, it } from "vitest";
import { collectXorbs } from "../../gc/collect-xorbs.ts";
import type { BlobStorage, StagedWrite } from "../../storage/blob-storage.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { chunkBytes } from "../../xet/chunking.ts";
import { chunkHash } from "../../xet/hashes.ts";
import { hashToString } from "../../xet/hash-string.ts";
import { Compression, packXorb } from "../../xet/xorb.ts";
import { xorbIndexKey, xorbKey } from "../../xet/xorb-keys.ts";
import { readXorbChunks, readXorbIndex, receiveXorb, storeXorb } from "./xorb-store.ts";

/** A promise and the function that settles it: a test step waits for another to reach a point. */
function signal(): { reached: Promise<void>; reach: () => void } {
	let reach = (): void => undefined;
	const reached = new Promise<void>((resolve) => (reach = resolve));
	return { reached, reach };
}

/**
 * Attack: one xorb hash, two valid serializations (every chunk stored plain, or every chunk LZ4
 * compressed: the same chunk hashes, so the same xorb hash, but other chunk offsets). Stored files of
 * a xorb are its bytes and an index of those offsets, written one after the other; nothing may leave
 * the index of one serialization beside the bytes of the other (which breaks every file built on the
 * xorb, for everyone), nor a `xet_xorbs` row beside files the collector removed.
 */
describeDialects("xorb publication under concurrent writers (attack)", (dialect) => {
	let hub: TestHub;
	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
	});
	afterAll(() => hub.close());

	const contentOf = (seed: number) => {
		// Compressible (LZ4 makes it smaller), so the two serializations' offsets differ everywhere.
		const rows = Array.from({ length: 40_000 }, (_, row) => `row ${row} of ${seed}: ${(row * 7919) % 10_007}\n`);
		const data = new Uint8Array(Buffer.from(rows.join("")));
		const chunks = chunkBytes(data).map((chunk) => ({ data: chunk, hash: chunkHash(chunk) }));
		const plain = packXorb(chunks);
		const parts: Uint8Array[] = [];
		for (const { data: chunk } of chunks) {
			const compressed = lz4js.compress(chunk);
			const header = new Uint8Array(8);
			header[1] = compressed.length & 0xff;
			header[2] = (compressed.length >> 8) & 0xff;
			header[3] = compressed.length >> 16;
			header[4] = Compression.lz4;
			header[5] = chunk.length & 0xff;
			header[6] = (chunk.length >> 8) & 0xff;
			header[7] = chunk.length >> 16;
			parts.push(header, compressed);
		}
		const compressed = new Uint8Array(Buffer.concat(parts));
		return { data, hash: hashToString(plain.xorb.hash), plain: plain.bytes, compressed, xorb: plain.xorb };
	};

	/**
	 * The stored xorb read back through its stored index, as a reconstruction or a shard reads it: from
	 * its second chunk on (a term starting inside the xorb), then the first chunk, concatenated.
	 */
	const readBack = async (hash: string): Promise<Buffer | undefined> => {
		const index = await readXorbIndex(hub.storage, hash);
		if (!index) return undefined;
		const read = async (start: number, end: number) => {
			const out: Uint8Array[] = [];
			for await (const chunk of readXorbChunks(hub.storage, hash, index, start, end)) out.push(chunk.slice());
			return Buffer.concat(out);
		};
		const rest = await read(1, index.length);
		return Buffer.concat([await read(0, 1), rest]);
	};
	const row = (hash: string) =>
		hub.db.kysely.selectFrom("xet_xorbs").select("hash").where("hash", "=", hash).executeTakeFirst();

	it("keeps one serialization's index with its own bytes when two uploads of the same xorb are stored at once", async () => {
		const { data, hash, plain, compressed } = contentOf(31);
		expect(compressed.length).toBeLessThan(plain.length / 2);
		// The first upload has written its index and is about to rename its bytes into place when the second one runs.
		const atCommit = signal();
		const proceed = signal();
		const paused: BlobStorage = Object.create(hub.storage) as BlobStorage;
		paused.stage = async (key, size) => {
			const staged = await hub.storage.stage(key, size);
			if (key !== xorbKey(hash)) return staged;
			const held: StagedWrite = {
				write: (chunk) => staged.write(chunk),
				writeAll: (chunks) => staged.writeAll(chunks),
				commit: async () => {
					atCommit.reach();
					await proceed.reached;
					await staged.commit();
				},
				abort: () => staged.abort(),
			};
			return held;
		};
		const first = receiveXorb({ db: hub.db, storage: paused }, hash, [plain], plain.length, Date.now());
		await atCommit.reached;
		const second = await receiveXorb(hub, hash, [compressed], compressed.length, Date.now());
		proceed.reach();
		const firstOutcome = await first;
		expect(await row(hash)).toEqual({ hash });
		expect((await readBack(hash))?.equals(Buffer.from(data))).toBe(true);
		expect([firstOutcome.inserted, second.inserted].filter(Boolean)).toHaveLength(1);
		expect(await hub.storage.listStaged(Date.now() + 60_000)).toEqual([]);
		// The claim is given back: a later upload of the xorb is verified and answered as known.
		expect((await receiveXorb(hub, hash, [compressed], compressed.length, Date.now())).inserted).toBe(false);
	});

	it("never leaves a xorb row without its files when an upload of the xorb meets the collector removing it", async () => {
		const { data, hash, plain, compressed, xorb } = contentOf(32);
		expect(await storeXorb(hub, plain, xorb, Date.now())).toBe(true);
		// The collector has removed the row and is about to delete the bytes when the upload comes.
		const atDelete = signal();
		const proceed = signal();
		const paused: BlobStorage = Object.create(hub.storage) as BlobStorage;
		paused.delete = async (key) => {
			if (key === xorbKey(hash)) {
				atDelete.reach();
				await proceed.reached;
			}
			await hub.storage.delete(key);
		};
		const collecting = collectXorbs(
			{ db: hub.db, storage: paused },
			{ cutoff: Date.now() + 60_000, needed: async () => new Set<string>() },
		);
		await atDelete.reached;
		const upload = await receiveXorb(hub, hash, [compressed], compressed.length, Date.now());
		proceed.reach();
		await collecting;
		const stored = await row(hash);
		const files = {
			bytes: (await hub.storage.stat(xorbKey(hash))) !== null,
			index: (await hub.storage.stat(xorbIndexKey(hash))) !== null,
		};
		if (stored) {
			expect(files).toEqual({ bytes: true, index: true });
			expect((await readBack(hash))?.equals(Buffer.from(data))).toBe(true);
		} else expect(files).toEqual({ bytes: false, index: false });
		expect(upload.inserted).toBe(stored !== undefined);
		// Either way the xorb can be sent again and is then whole.
		await receiveXorb(hub, hash, [compressed], compressed.length, Date.now());
		expect((await readBack(hash))?.equals(Buffer.from(data))).toBe(true);
	});
});
