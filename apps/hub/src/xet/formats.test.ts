import { createHash } from "node:crypto";
import { commit } from "@huggingface/hub";
import {
	getChunks,
	xorbHash as referenceXorbHash,
	fileHash as referenceFileHash,
	verificationHash as referenceVerificationHash,
	hmac as referenceHmac,
} from "@huggingface/xetchunk-wasm";
import * as lz4js from "lz4js";
import { describe, expect, it } from "vitest";
import { chunkBytes, MAX_CHUNK, MIN_CHUNK } from "./chunking.ts";
import { hashFromString, hashToString } from "./hash-string.ts";
import {
	chunkHash,
	DATA_KEY,
	fileHash,
	jsKeyedHash,
	keyedChunkHash,
	keyedHash,
	merkleRoot,
	nativeKeyedHash,
	verificationHash,
} from "./hashes.ts";
import { decodeLz4Frame, Lz4Error } from "./lz4-frame.ts";
import { parseShard, serializeShard, ShardFormatError } from "./shard.ts";
import {
	groupBytes4,
	parseXorb,
	serializeXorb,
	ungroupBytes4,
	XorbChunkReader,
	XorbFormatError,
	XorbParser,
} from "./xorb.ts";
import { pseudoRandom } from "../testing/pseudo-random.ts";

describe("hash strings", () => {
	it("reverse each 8-byte group, as the spec's worked example shows", () => {
		const hash = Uint8Array.from({ length: 32 }, (_, index) => index);
		// The spec's reordering of [0..32] (its printed string drops the "10" of the third group).
		const reordered = [
			7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 23, 22, 21, 20, 19, 18, 17, 16, 31, 30, 29, 28, 27, 26, 25,
			24,
		];
		const text = Buffer.from(reordered).toString("hex");
		expect(text.startsWith("07060504030201000f0e0d0c0b0a0908171615141312111")).toBe(true);
		expect(hashToString(hash)).toBe(text);
		expect(hashFromString(text)).toEqual(hash);
		expect(hashFromString(text.toUpperCase())).toEqual(hash);
	});

	it("refuse what is not 64 hex digits", () => {
		for (const bad of ["", "0".repeat(63), "0".repeat(65), "g".repeat(64), `${"0".repeat(62)}/x`])
			expect(hashFromString(bad)).toBeUndefined();
	});
});

describe("keyed BLAKE3", () => {
	it("is native on this machine, and the native and JavaScript hashes agree for every key and length", () => {
		// The machines of this project (Linux x64) have the native binary; elsewhere the JavaScript one answers.
		expect(nativeKeyedHash).toBeDefined();
		expect(keyedHash).toBe(nativeKeyedHash);
		const data = pseudoRandom(300_000, 11);
		const keys = [DATA_KEY, new Uint8Array(32), pseudoRandom(32, 12), pseudoRandom(64, 13).subarray(16, 48)];
		for (const key of keys)
			for (const length of [0, 1, 63, 64, 65, 1024, 1025, 8191, 65_536, 131_072, 300_000]) {
				const input = data.subarray(0, length);
				expect(hashToString(nativeKeyedHash?.(key, input) ?? new Uint8Array())).toBe(
					hashToString(jsKeyedHash(key, input)),
				);
			}
	});
});

describe("chunking and hashes agree with the client's reference implementation", () => {
	const data = pseudoRandom(1_500_000, 7);
	// Long runs of one byte never match the mask: they are cut at the maximum size.
	const flat = new Uint8Array(400_000).fill(3);

	it("cuts the same chunk boundaries and hashes each chunk the same", () => {
		for (const input of [data, flat, data.subarray(0, 5000), data.subarray(0, MIN_CHUNK + 1)]) {
			const ours = chunkBytes(input);
			const theirs = getChunks(input);
			expect(ours.map((chunk) => chunk.length)).toEqual(theirs.map((chunk) => chunk.length));
			expect(ours.map((chunk) => hashToString(chunkHash(chunk)))).toEqual(
				theirs.map((chunk) => hashToString(chunk.hash)),
			);
		}
		const lengths = chunkBytes(data).map((chunk) => chunk.length);
		expect(lengths.length).toBeGreaterThan(5);
		expect(Math.max(...lengths)).toBeLessThanOrEqual(MAX_CHUNK);
		expect(Math.min(...lengths.slice(0, -1))).toBeGreaterThanOrEqual(MIN_CHUNK - 64);
		expect(
			chunkBytes(flat)
				.slice(0, -1)
				.every((chunk) => chunk.length === MAX_CHUNK),
		).toBe(true);
	});

	it("cuts the same boundaries whatever the sizes of the pieces fed to the streaming chunker", async () => {
		const { Chunker } = await import("./chunking.ts");
		const chunker = new Chunker();
		const out: Uint8Array[] = [];
		for (let offset = 0, step = 1; offset < data.length; offset += step, step = (step * 7 + 3) % 90_001)
			out.push(...chunker.push(data.subarray(offset, offset + step)));
		const last = chunker.finish();
		if (last) out.push(last);
		expect(out.map((chunk) => chunk.length)).toEqual(chunkBytes(data).map((chunk) => chunk.length));
	});

	it("computes the same xorb, file and verification hashes", () => {
		for (const count of [1, 2, 3, 9, 40]) {
			const chunks = getChunks(pseudoRandom(count * 70_000, count));
			const ranges = chunks.map((chunk) => ({ hash: chunk.hash, length: chunk.length }));
			expect(hashToString(merkleRoot(ranges))).toBe(hashToString(referenceXorbHash(chunks)));
			expect(hashToString(fileHash(ranges))).toBe(hashToString(referenceFileHash(chunks)));
			const hashes = chunks.map((chunk) => chunk.hash);
			expect(verificationHash(hashes)).toEqual(referenceVerificationHash(hashes));
		}
		expect(fileHash([])).toEqual(new Uint8Array(32));
	});

	it("reproduces the internal node of the spec's example by its definition", async () => {
		const { keyedHash, INTERNAL_NODE_KEY } = await import("./hashes.ts");
		const leaves = [
			["1f6a2b8e9d3c4075a2e8c5fd4f0b763e6f3c1d7a9b2e6487de3f91ab7c6d5401", 10000],
			["7c94fe2a38bdcf9b4d2a6f7e1e08ac35bc24a7903d6f5a0e7d1c2b93e5f748de", 20000],
		] as const;
		const text = leaves.map(([hash, length]) => `${hash} : ${length}\n`).join("");
		const root = merkleRoot(
			leaves.map(([hash, length]) => ({ hash: hashFromString(hash) ?? new Uint8Array(32), length })),
		);
		expect(root).toEqual(keyedHash(INTERNAL_NODE_KEY, new TextEncoder().encode(text)));
	});
});

describe("xorbs", () => {
	const data = pseudoRandom(300_000, 11);

	it("parse and hash a xorb of uncompressed chunks", () => {
		const chunks = chunkBytes(data);
		const xorb = parseXorb(serializeXorb(chunks));
		expect(xorb.chunks.map((chunk) => chunk.length)).toEqual(chunks.map((chunk) => chunk.length));
		expect(xorb.unpackedLength).toBe(data.length);
		expect(xorb.hash).toEqual(merkleRoot(chunks.map((chunk) => ({ hash: chunkHash(chunk), length: chunk.length }))));
	});

	it("decode LZ4 and byte-grouped LZ4 chunks written by lz4js", () => {
		// Compressible data: float-like words whose high bytes repeat.
		const words = new Uint8Array(50_001).map((_, index) =>
			index % 4 === 3 ? 0x3f : index % 4 === 2 ? 0x80 : index % 251,
		);
		const lz4 = lz4js.compress(words);
		const grouped = lz4js.compress(groupBytes4(words));
		expect(ungroupBytes4(groupBytes4(words))).toEqual(words);
		const header = (compressed: Uint8Array, type: number) => {
			const head = new Uint8Array(8);
			head[1] = compressed.length & 0xff;
			head[2] = (compressed.length >> 8) & 0xff;
			head[3] = compressed.length >> 16;
			head[4] = type;
			head[5] = words.length & 0xff;
			head[6] = (words.length >> 8) & 0xff;
			head[7] = words.length >> 16;
			return head;
		};
		const bytes = Buffer.concat([header(lz4, 1), lz4, header(grouped, 2), grouped]);
		const xorb = parseXorb(bytes);
		expect(xorb.chunks.map((chunk) => chunk.hash)).toEqual([chunkHash(words), chunkHash(words)]);
		expect(xorb.chunks[1]?.offset).toBe(8 + lz4.length);
	});

	it("refuse malformed xorbs with a message", () => {
		const good = serializeXorb([data.subarray(0, 1000)]);
		const cases: Array<[Uint8Array, RegExp]> = [
			[new Uint8Array(0), /no chunks/],
			[good.subarray(0, 5), /cut short/],
			[good.subarray(0, 500), /runs past/],
			[Uint8Array.from([1, ...good.subarray(1)]), /version/],
			[Uint8Array.from([...good.subarray(0, 4), 9, ...good.subarray(5)]), /compression type 9/],
			[Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0]), /uncompressed size of 0/],
			[Uint8Array.from([0, 8, 0, 0, 0, 0xff, 0xff, 0x0f, 1, 2, 3, 4, 5, 6, 7, 8]), /not 1 to/],
			[Uint8Array.from([0, 8, 0, 0, 1, 4, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8]), /bad magic/],
		];
		for (const [bytes, message] of cases) expect(() => parseXorb(bytes)).toThrow(message);
		expect(() => parseXorb(new Uint8Array(20))).toThrow(XorbFormatError);
	});

	it("decode the same chunks whatever pieces the bytes arrive in, and refuse a xorb cut inside a chunk", () => {
		const words = new Uint8Array(70_001).map((_, index) => (index % 3 === 0 ? 7 : index % 199));
		const lz4 = lz4js.compress(words);
		const head = new Uint8Array([
			0,
			lz4.length & 0xff,
			(lz4.length >> 8) & 0xff,
			lz4.length >> 16,
			1,
			0x71,
			0x11,
			0x01,
		]);
		const bytes = Buffer.concat([serializeXorb(chunkBytes(data)), head, lz4, serializeXorb([data.subarray(0, 10)])]);
		const whole = parseXorb(bytes);
		for (const size of [1, 7, 8, 9, 4093, 65_536, bytes.length]) {
			const parser = new XorbParser();
			for (let at = 0; at < bytes.length; at += size) parser.push(bytes.subarray(at, at + size));
			expect(parser.finish(), `pieces of ${size} bytes`).toEqual(whole);
		}
		const reader = new XorbChunkReader();
		const decoded: Uint8Array[] = [];
		for (let at = 0; at < bytes.length; at += 1000)
			reader.push(bytes.subarray(at, at + 1000), (c) => decoded.push(c.data));
		reader.end();
		expect(Buffer.concat(decoded)).toEqual(Buffer.concat([data, words, data.subarray(0, 10)]));
		for (const cut of [3, 8 + 5000, bytes.length - 12]) {
			const parser = new XorbParser();
			parser.push(bytes.subarray(0, cut));
			expect(() => parser.finish()).toThrow(/cut short|runs past/);
		}
		const oversized = Uint8Array.from([0, 0xff, 0xff, 0x0f, 1, 0, 0, 1]);
		expect(() => parseXorb(oversized)).toThrow(/compressed size of 1048575 bytes is more than any chunk needs/);
	});

	it("bound LZ4 output by the declared size", () => {
		const big = lz4js.compress(new Uint8Array(100_000));
		expect(decodeLz4Frame(big, 100_000)).toEqual(new Uint8Array(100_000));
		expect(() => decodeLz4Frame(big, 99_999)).toThrow(Lz4Error);
		expect(() => decodeLz4Frame(big, 100_001)).toThrow(/fewer/);
		expect(() => decodeLz4Frame(big.subarray(0, big.length - 10), 100_000)).toThrow(Lz4Error);
		// A block claiming 2 GiB of stored bytes is refused at once.
		const header = big.subarray(0, 7);
		expect(() => decodeLz4Frame(Buffer.concat([header, Buffer.from([0xff, 0xff, 0xff, 0xff])]), 10)).toThrow(
			/ends early/,
		);
	});
});

describe("shards", () => {
	it("round-trip through serialize and parse, and refuse damage", () => {
		const hash = (seed: number) => pseudoRandom(32, seed);
		const shard = {
			files: [
				{
					fileHash: hash(1),
					terms: [
						{ xorbHash: hash(2), unpackedLength: 100, chunkStart: 0, chunkEnd: 2, verification: hash(3) },
						{ xorbHash: hash(4), unpackedLength: 50, chunkStart: 5, chunkEnd: 6, verification: hash(5) },
					],
					sha256: hash(6),
				},
			],
			xorbs: [
				{
					hash: hash(2),
					chunks: [
						{ hash: hash(7), byteStart: 0, length: 60 },
						{ hash: hash(8), byteStart: 60, length: 40 },
					],
					unpackedLength: 100,
					serializedLength: 116,
				},
			],
		};
		const bytes = serializeShard(shard);
		expect(parseShard(bytes)).toEqual(shard);
		expect(() => parseShard(bytes.subarray(0, bytes.length - 48))).toThrow(ShardFormatError);
		expect(() => parseShard(Buffer.concat([bytes, new Uint8Array(48)]))).toThrow(/unexpected bytes/);
		const badTag = bytes.slice();
		badTag[0] = 0;
		expect(() => parseShard(badTag)).toThrow(/magic/);
		const hugeCount = bytes.slice();
		new DataView(hugeCount.buffer).setUint32(48 + 36, 0xffffffff, true);
		expect(() => parseShard(hugeCount)).toThrow(/runs past/);
	});

	it("write a footer (a global deduplication answer) that parses back, keyed hashes as the client keys them", () => {
		const key = pseudoRandom(32, 9);
		const raw = pseudoRandom(32, 10);
		const keyed = keyedChunkHash(raw, key);
		expect(keyed).toEqual(referenceHmac(raw, key));
		const shard = {
			files: [],
			xorbs: [
				{
					hash: pseudoRandom(32, 11),
					chunks: [{ hash: keyed, byteStart: 0, length: 70 }],
					unpackedLength: 70,
					serializedLength: 78,
				},
			],
			footer: { chunkHashKey: key, createdAt: 1_800_000_000, keyExpiry: 1_800_086_400 },
		};
		const bytes = serializeShard(shard);
		expect(bytes.length).toBe(5 * 48 + 200);
		expect(parseShard(bytes)).toEqual(shard);
		const view = new DataView(bytes.buffer);
		// The CAS section's offset (the client reads xorbs from there) and the footer's own offset.
		expect(Number(view.getBigUint64(bytes.length - 200 + 16, true))).toBe(2 * 48);
		expect(Number(view.getBigUint64(bytes.length - 8, true))).toBe(bytes.length - 200);
	});
});

describe("bytes written by the real @huggingface/hub Xet writer", () => {
	it("parse: the xorbs verify and the shard's files name them, with sha256 and verification hashes", async () => {
		const content = pseudoRandom(700_000, 99);
		const sha256 = createHash("sha256").update(content).digest("hex");
		const xorbs = new Map<string, Uint8Array>();
		const shards: Uint8Array[] = [];
		const json = (body: unknown) =>
			new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
		const fakeHub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
			const url = new URL(input instanceof Request ? input.url : String(input));
			const body = init?.body ? new Uint8Array(await new Response(init.body).arrayBuffer()) : new Uint8Array();
			if (url.pathname.includes("/preupload/"))
				return json({ files: [{ path: "weights.bin", uploadMode: "lfs", shouldIgnore: false }] });
			if (url.pathname.endsWith("/info/lfs/objects/batch"))
				return json({
					transfer: "xet",
					objects: [
						{
							oid: sha256,
							size: content.length,
							actions: {
								upload: {
									href: "http://hub.test/api/models/a/b/xet-write-token/main",
									header: {
										"X-Xet-Cas-Url": "http://cas.test",
										"X-Xet-Access-Token": "token",
										"X-Xet-Token-Expiration": String(Math.floor(Date.now() / 1000) + 3600),
									},
								},
							},
						},
					],
				});
			const xorb = /^\/v1\/xorbs\/default\/([0-9a-f]{64})$/.exec(url.pathname);
			if (xorb) {
				xorbs.set(xorb[1] ?? "", body);
				return json({ was_inserted: true });
			}
			if (url.pathname === "/v1/shards") {
				shards.push(body);
				return json({ result: 0 });
			}
			if (url.pathname.includes("/commit/"))
				return json({ commitOid: "c".repeat(40), commitUrl: "http://hub.test/a/b/commit/c" });
			return new Response("unexpected", { status: 599 });
		};
		await commit({
			repo: { type: "model", name: "a/b" },
			title: "Add weights",
			hubUrl: "http://hub.test",
			accessToken: "hf_token",
			fetch: fakeHub as typeof fetch,
			operations: [{ operation: "addOrUpdate", path: "weights.bin", content: new Blob([Buffer.from(content)]) }],
		});
		expect(xorbs.size).toBeGreaterThan(0);
		expect(shards).toHaveLength(1);
		const parsedXorbs = new Map([...xorbs].map(([name, bytes]) => [name, parseXorb(bytes)]));
		for (const [name, xorb] of parsedXorbs) expect(hashToString(xorb.hash)).toBe(name);
		const shard = parseShard(shards[0] ?? new Uint8Array());
		expect(shard.files).toHaveLength(1);
		const file = shard.files[0];
		if (!file?.sha256) throw new Error("the shard has no file with a sha256");
		// The sha256 is written like every hash of the format: its 8-byte groups reversed.
		expect(hashToString(file.sha256)).toBe(sha256);
		const chunks = chunkBytes(content);
		expect(hashToString(file.fileHash)).toBe(
			hashToString(fileHash(chunks.map((chunk) => ({ hash: chunkHash(chunk), length: chunk.length })))),
		);
		let length = 0;
		for (const term of file.terms) {
			const xorb = parsedXorbs.get(hashToString(term.xorbHash));
			if (!xorb) throw new Error("a term names a xorb that was not uploaded");
			const covered = xorb.chunks.slice(term.chunkStart, term.chunkEnd);
			expect(term.verification).toEqual(verificationHash(covered.map((chunk) => chunk.hash)));
			expect(term.unpackedLength).toBe(covered.reduce((sum, chunk) => sum + chunk.length, 0));
			length += term.unpackedLength;
		}
		expect(length).toBe(content.length);
		for (const described of shard.xorbs) {
			const xorb = parsedXorbs.get(hashToString(described.hash));
			if (!xorb) throw new Error("the shard describes a xorb that was not uploaded");
			expect(described.chunks.map((chunk) => chunk.hash)).toEqual(xorb.chunks.map((chunk) => chunk.hash));
		}
	});
});
