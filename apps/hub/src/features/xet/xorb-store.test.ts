import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FsBlobStorage } from "../../storage/fs-blob-storage.ts";
import { pseudoRandom } from "../../testing/pseudo-random.ts";
import { chunkBytes } from "../../xet/chunking.ts";
import { chunkHash } from "../../xet/hashes.ts";
import { hashToString } from "../../xet/hash-string.ts";
import { packXorb } from "../../xet/xorb.ts";
import { xorbKey } from "../../xet/xorb-keys.ts";
import { readXorbChunks, type IndexedChunk } from "./xorb-store.ts";

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
