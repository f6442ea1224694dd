import { mkdtemp, rm, truncate } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import * as lz4js from "lz4js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../db/create-db.ts";
import { withFileBodies } from "../../http/file-body.ts";
import type { BlobStorage, ByteRange } from "../../storage/blob-storage.ts";
import { FsBlobStorage } from "../../storage/fs-blob-storage.ts";
import { pseudoRandom } from "../../testing/pseudo-random.ts";
import { chunkBytes } from "../../xet/chunking.ts";
import { hashToString } from "../../xet/hash-string.ts";
import { parseXorb } from "../../xet/xorb.ts";
import { xorbKey } from "../../xet/xorb-keys.ts";
import type { StoredTerm } from "./xet-files.repository.ts";
import { xetFileStream } from "./xet-file-stream.ts";
import { receiveXorb } from "./xorb-store.ts";

/** A xorb of `chunks`, every third one stored as an LZ4 frame (the rest uncompressed). */
function mixedXorb(chunks: Uint8Array[]): Uint8Array {
	const parts: Uint8Array[] = [];
	chunks.forEach((chunk, index) => {
		const stored = index % 3 === 1 ? lz4js.compress(chunk) : chunk;
		const header = new Uint8Array(8);
		header.set([0, stored.length & 0xff, (stored.length >> 8) & 0xff, stored.length >> 16], 0);
		header.set([index % 3 === 1 ? 1 : 0, chunk.length & 0xff, (chunk.length >> 8) & 0xff, chunk.length >> 16], 4);
		parts.push(header, stored);
	});
	return Buffer.concat(parts);
}

/**
 * A file kept as Xet chunks, served by the hub's HTTP server: the body goes out from the xorb files
 * through the pump's reused buffers (not the web stream), byte for byte as the stream would give it,
 * for the whole file and for ranges across chunks, read buffers and terms.
 */
describe("files kept as chunks, sent by the HTTP server from local xorbs", () => {
	let directory: string;
	let db: Db;
	let storage: FsBlobStorage;
	let content: Uint8Array;
	let file: { size: number; terms: StoredTerm[] };
	let server: Server;
	let url: string;
	/** Reads of xorb bodies through `storage.get` (the web stream's way, which the pump avoids). */
	let streamedXorbReads = 0;
	/** Xorb files the pump opened. */
	let xorbOpens = 0;
	let chunks: Uint8Array[];

	beforeAll(async () => {
		directory = await mkdtemp(join(tmpdir(), "atrium-xet-stream-"));
		db = await createDb({ sqlitePath: join(directory, "atrium.db") });
		storage = new FsBlobStorage(join(directory, "files"));
		// Over three read buffers' worth, so chunks straddle the 1 MiB reads, split over two xorbs.
		content = pseudoRandom(3 * 1024 * 1024 + 12_345, 7);
		chunks = chunkBytes(content);
		const cut = Math.floor(chunks.length / 2);
		const terms: StoredTerm[] = [];
		for (const part of [chunks.slice(0, cut), chunks.slice(cut)]) {
			const bytes = mixedXorb(part);
			const hash = hashToString(parseXorb(bytes).hash);
			await receiveXorb({ db, storage }, hash, [bytes], bytes.length, 0);
			terms.push({ xorb: hash, start: 0, end: part.length, length: part.reduce((sum, c) => sum + c.length, 0) });
		}
		file = { size: content.length, terms };
		const counting: BlobStorage = Object.create(storage) as BlobStorage;
		counting.get = async (key: string, range?: ByteRange) => {
			if (key.startsWith("xet/xorbs/")) streamedXorbReads++;
			return storage.get(key, range);
		};
		counting.localPath = (key: string) => {
			if (key.startsWith("xet/xorbs/")) xorbOpens++;
			return storage.localPath(key);
		};
		const fetch = async (request: Request): Promise<Response> => {
			const header = /^bytes=(\d+)-(\d+)$/.exec(request.headers.get("range") ?? "");
			const range = header ? { start: Number(header[1]), end: Number(header[2]) } : undefined;
			const body = await xetFileStream(counting, file, range);
			return new Response(body, { status: header ? 206 : 200 });
		};
		server = createServer(getRequestListener(withFileBodies(fetch)));
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
	});
	afterAll(async () => {
		server.closeAllConnections();
		await new Promise((resolve) => server.close(resolve));
		await db.kysely.destroy();
		await rm(directory, { recursive: true, force: true });
	});

	const download = async (range?: [number, number]): Promise<Buffer> => {
		const response = await fetch(url, range ? { headers: { range: `bytes=${range[0]}-${range[1]}` } } : {});
		return Buffer.from(await response.arrayBuffer());
	};

	it("sends the whole file and ranges byte for byte, without reading the web stream", async () => {
		expect((await download()).equals(content)).toBe(true);
		const boundary = file.terms[0]?.length ?? 0;
		const ranges: [number, number][] = [
			[0, 0],
			[5, 70_000],
			[1024 * 1024 - 3, 1024 * 1024 + 5],
			[boundary - 10, boundary + 10],
			[boundary, content.length - 1],
			[content.length - 1, content.length - 1],
		];
		for (const [start, end] of ranges)
			expect((await download([start, end])).equals(content.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
		expect(streamedXorbReads).toBe(0);
	});

	it("keeps concurrent downloads apart while they share the pooled buffers", async () => {
		const bodies = await Promise.all(Array.from({ length: 5 }, () => download()));
		for (const body of bodies) expect(body.equals(content)).toBe(true);
	});

	it("gives the same bytes as a web stream where no socket is at hand", async () => {
		const stream = await xetFileStream(storage, file, { start: 100, end: 2_000_000 });
		expect(Buffer.from(await new Response(stream).arrayBuffer()).equals(content.subarray(100, 2_000_001))).toBe(true);
	});

	it("sends a deduplicated file of many short terms, keeping the xorbs it goes back to open", async () => {
		const whole = file;
		const [first, second] = whole.terms;
		const cut = first?.end ?? 0;
		// Six more xorbs of three small chunks each, for a file that cycles through more xorbs than stay open.
		const small: { xorb: string; data: Uint8Array[] }[] = [];
		for (let seed = 0; seed < 6; seed++) {
			const random = pseudoRandom(3 * 9000, 50 + seed);
			const data = [0, 1, 2].map((index) => random.subarray(index * 9000, (index + 1) * 9000));
			const bytes = mixedXorb(data);
			const xorb = hashToString(parseXorb(bytes).hash);
			await receiveXorb({ db, storage }, xorb, [bytes], bytes.length, 0);
			small.push({ xorb, data });
		}
		const term = (xorb: string, data: Uint8Array[], start: number, end: number) => ({
			term: { xorb, start, end, length: data.slice(start, end).reduce((sum, c) => sum + c.length, 0) },
			bytes: data.slice(start, end),
		});
		const build = (parts: { term: StoredTerm; bytes: Uint8Array[] }[]) => ({
			file: { size: parts.reduce((sum, part) => sum + part.term.length, 0), terms: parts.map((part) => part.term) },
			content: Buffer.concat(parts.flatMap((part) => part.bytes)),
		});
		const secondChunks = chunks.slice(cut);
		// 40 terms alternating between the two large xorbs, one or two chunks each.
		const alternating = build(
			Array.from({ length: 40 }, (_, index) =>
				index % 2 === 0
					? term(first?.xorb ?? "", chunks, index % cut, Math.min(cut, (index % cut) + 1 + (index % 3 === 0 ? 1 : 0)))
					: term(second?.xorb ?? "", secondChunks, index % secondChunks.length, (index % secondChunks.length) + 1),
			),
		);
		// 30 terms cycling through the six small xorbs.
		const cycling = build(
			Array.from({ length: 30 }, (_, index) =>
				term(small[index % 6]?.xorb ?? "", small[index % 6]?.data ?? [], index % 3, 3),
			),
		);
		try {
			for (const { file: deduplicated, content: expected } of [alternating, cycling]) {
				file = deduplicated;
				xorbOpens = 0;
				expect((await download()).equals(expected)).toBe(true);
				if (deduplicated === alternating.file) expect(xorbOpens).toBe(2);
				else expect(xorbOpens).toBe(30);
				const middle = Math.floor(expected.length / 3);
				expect((await download([middle, middle + 70_000])).equals(expected.subarray(middle, middle + 70_001))).toBe(
					true,
				);
			}
		} finally {
			file = whole;
		}
		expect(streamedXorbReads).toBe(0);
	});

	it("fails the body, not the server, when a xorb on disk is shorter than its index", async () => {
		const second = file.terms[1]?.xorb ?? "";
		await truncate(storage.localPath(xorbKey(second)), 1000);
		await expect(download()).rejects.toThrow();
		expect((await download([0, 99])).equals(content.subarray(0, 100))).toBe(true);
	});
});
