import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../errors.ts";
import { openTestStorage } from "../testing/test-backends.ts";
import { blobKey, sha256OfBlobKey, type BlobStorage } from "./blob-storage.ts";
import { partSizeFor, type S3StagedWrite } from "./s3-staged-write.ts";
import { THREAD_HASH_MIN_SIZE } from "./hashing-sink.ts";
import { removeStaleUploads, stageBlob } from "./staged-upload.ts";

const MiB = 1024 * 1024;

/** Deterministic bytes, generated chunk by chunk (never the whole body in memory). */
async function* pattern(size: number, seed = 1, chunk = 256 * 1024): AsyncGenerator<Uint8Array> {
	let state = seed;
	for (let offset = 0; offset < size; offset += chunk) {
		const part = new Uint8Array(Math.min(chunk, size - offset));
		for (let index = 0; index < part.length; index += 4) {
			state = (state * 1103515245 + 12345) >>> 0;
			part[index] = state & 0xff;
		}
		yield part;
	}
}

async function digest(body: AsyncIterable<Uint8Array>): Promise<string> {
	const hash = createHash("sha256");
	for await (const chunk of body) hash.update(chunk);
	return hash.digest("hex");
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
	const error = await promise.then(
		() => undefined,
		(caught: unknown) => caught,
	);
	expect(error).toBeInstanceOf(ApiError);
	return error as ApiError;
}

for (const kind of ["fs", "s3"] as const) {
	describe(`staged uploads [${kind}]`, () => {
		let storage: BlobStorage;
		let close: () => Promise<void>;
		beforeAll(async () => {
			({ storage, close } = await openTestStorage(kind));
		});
		afterAll(() => close());

		const noTemporaries = async (): Promise<void> => {
			expect(await storage.listStaged(Date.now() + 60_000)).toEqual([]);
		};

		it("stores a body whose hash and size match, under its sha256", async () => {
			const size = 3 * MiB + 17;
			const sha256 = await digest(pattern(size, 2));
			expect(await stageBlob(storage, { sha256, size }, pattern(size, 2))).toEqual({ written: true });
			expect(await storage.stat(blobKey(sha256))).toEqual({ size });
			expect(await digest((await storage.get(blobKey(sha256))) as ReadableStream<Uint8Array>)).toBe(sha256);
			await noTemporaries();
		});

		it("hashes large bodies on the hashing thread: concurrent uploads, odd chunk sizes, a mismatch", async () => {
			// Above THREAD_HASH_MIN_SIZE and not a multiple of the 4 MiB blocks, in 3-byte-unaligned chunks.
			const size = THREAD_HASH_MIN_SIZE + 4 * MiB + 12_345;
			const bodies = [11, 12, 13].map((seed) => ({ seed, chunk: 64 * 1024 + seed }));
			const hashes = await Promise.all(bodies.map(({ seed, chunk }) => digest(pattern(size, seed, chunk))));
			// Three at once: their sessions on the one hashing thread must not mix.
			await Promise.all(
				bodies.map(({ seed, chunk }, index) =>
					stageBlob(storage, { sha256: hashes[index] as string, size }, pattern(size, seed, chunk)),
				),
			);
			for (const sha256 of hashes) {
				expect(await storage.stat(blobKey(sha256))).toEqual({ size });
				expect(await digest((await storage.get(blobKey(sha256))) as ReadableStream<Uint8Array>)).toBe(sha256);
				await storage.delete(blobKey(sha256));
			}
			const wrong = await errorOf(stageBlob(storage, { sha256: hashes[0] as string, size }, pattern(size, 14)));
			expect(wrong.code).toBe("UploadHashMismatch");
			expect(await storage.stat(blobKey(hashes[0] as string))).toBeNull();
			await noTemporaries();
		});

		it("writes and hashes fresh chunks where they lie, copying only views it may not move", async () => {
			const size = THREAD_HASH_MIN_SIZE + 3 * MiB + 777;
			const sha256 = await digest(pattern(size, 21, 65_521));
			const given: Uint8Array[] = [];
			// Every third chunk is a view into a larger buffer (as a pooled slab would be): it must be copied.
			const body = async function* (): AsyncGenerator<Uint8Array> {
				let index = 0;
				for await (const chunk of pattern(size, 21, 65_521)) {
					let piece = chunk;
					if (index++ % 3 === 2) {
						const wider = new Uint8Array(chunk.byteLength + 8);
						wider.set(chunk, 4);
						piece = wider.subarray(4, 4 + chunk.byteLength);
					}
					given.push(piece);
					yield piece;
				}
			};
			expect(await stageBlob(storage, { sha256, size }, body(), { freshChunks: true })).toEqual({ written: true });
			expect(await digest((await storage.get(blobKey(sha256))) as ReadableStream<Uint8Array>)).toBe(sha256);
			// Whole-buffer chunks went to the hashing thread (detached here); views stayed and were copied.
			const moved = given.filter((chunk) => chunk.byteLength === 0).length;
			const views = given.filter((chunk) => chunk.byteOffset === 4 && chunk.byteLength > 0).length;
			expect(moved + views).toBe(given.length);
			expect(moved).toBeGreaterThan(given.length / 2);
			expect(views).toBeGreaterThan(0);
			await storage.delete(blobKey(sha256));
			await noTemporaries();
		});

		it("frees fresh chunks of a small upload once they are hashed and written", async () => {
			const size = 3 * MiB + 5;
			const sha256 = await digest(pattern(size, 22, 65_536));
			const given: Uint8Array[] = [];
			const body = async function* (): AsyncGenerator<Uint8Array> {
				for await (const chunk of pattern(size, 22, 65_536)) {
					given.push(chunk);
					yield chunk;
				}
			};
			await stageBlob(storage, { sha256, size }, body(), { freshChunks: true });
			expect(await digest((await storage.get(blobKey(sha256))) as ReadableStream<Uint8Array>)).toBe(sha256);
			expect(given.every((chunk) => chunk.byteLength === 0)).toBe(true);
			await storage.delete(blobKey(sha256));
		});

		it("sends bodies larger than a part as a multipart upload and reassembles them exactly", async () => {
			const size = 2 * partSizeFor(0) + 5 * MiB + 3;
			const sha256 = await digest(pattern(size, 3, MiB));
			await stageBlob(storage, { sha256, size }, pattern(size, 3, MiB));
			expect(await storage.stat(blobKey(sha256))).toEqual({ size });
			expect(await digest((await storage.get(blobKey(sha256))) as ReadableStream<Uint8Array>)).toBe(sha256);
		});

		it("keeps a staged write invisible under its key until it commits", async () => {
			// Two parts and a bit: the second part waits for the first, so the multipart upload has begun.
			const size = 2 * partSizeFor(0) + MiB;
			const key = blobKey("f".repeat(64));
			const staged = await storage.stage(key, size);
			for await (const chunk of pattern(size, 9, MiB)) await staged.write(chunk);
			if (kind === "s3") expect((staged as S3StagedWrite).uploadId).toBeDefined();
			expect(await storage.stat(key)).toBeNull();
			await staged.commit();
			expect(await storage.stat(key)).toEqual({ size });
			await storage.delete(key);
		});

		it("hashes but does not rewrite a blob that is already stored", async () => {
			const size = 1000;
			const sha256 = await digest(pattern(size, 4));
			await stageBlob(storage, { sha256, size }, pattern(size, 4));
			expect(await stageBlob(storage, { sha256, size }, pattern(size, 4))).toEqual({ written: false });
			// Holding the hash is not enough: the bytes must match even when the blob exists.
			const wrong = await errorOf(stageBlob(storage, { sha256, size }, pattern(size, 5)));
			expect(wrong.code).toBe("UploadHashMismatch");
		});

		it("stores nothing when the bytes hash differently, or are too few or too many", async () => {
			const size = 2 * MiB;
			const sha256 = await digest(pattern(size, 6));
			const cases: [AsyncIterable<Uint8Array>, string][] = [
				[pattern(size, 7), "UploadHashMismatch"],
				[pattern(size - 1, 6), "UploadSizeMismatch"],
				[pattern(size + 1, 6), "UploadSizeMismatch"],
			];
			for (const [body, code] of cases) {
				expect((await errorOf(stageBlob(storage, { sha256, size }, body))).code).toBe(code);
				expect(await storage.stat(blobKey(sha256))).toBeNull();
			}
			await noTemporaries();
		});

		it("refuses an oversize or malformed announcement before reading a byte", async () => {
			const untouchable = {
				[Symbol.asyncIterator]: () => {
					throw new Error("the body must not be read");
				},
			};
			const sha256 = "a".repeat(64);
			const big = await errorOf(stageBlob(storage, { sha256, size: 11, maxSize: 10 }, untouchable));
			expect([big.code, big.status]).toEqual(["MaxFileSizeExceeded", 413]);
			expect((await errorOf(stageBlob(storage, { sha256: "A".repeat(64), size: 1 }, untouchable))).code).toBe(
				"BadRequest",
			);
			expect((await errorOf(stageBlob(storage, { sha256, size: -1 }, untouchable))).code).toBe("BadRequest");
		});

		it("leaves nothing behind when the client goes away, and a retry succeeds", async () => {
			const size = partSizeFor(0) + 2 * MiB;
			const sha256 = await digest(pattern(size, 8, MiB));
			async function* interrupted(): AsyncGenerator<Uint8Array> {
				let sent = 0;
				for await (const chunk of pattern(size, 8, MiB)) {
					if (sent > size / 2 + MiB) throw new Error("connection reset");
					sent += chunk.byteLength;
					yield chunk;
				}
			}
			await expect(stageBlob(storage, { sha256, size }, interrupted())).rejects.toThrow("connection reset");
			expect(await storage.stat(blobKey(sha256))).toBeNull();
			if (kind === "fs") await noTemporaries();
			await stageBlob(storage, { sha256, size }, pattern(size, 8, MiB));
			expect(await digest((await storage.get(blobKey(sha256))) as ReadableStream<Uint8Array>)).toBe(sha256);
		});

		it("lists every stored blob under a prefix", async () => {
			const keys: string[] = [];
			for await (const blob of storage.list("blobs/")) {
				keys.push(blob.key);
				expect(blob.modifiedAt).toBeGreaterThan(Date.now() - 600_000);
			}
			expect(keys.length).toBeGreaterThanOrEqual(4);
			expect(keys.every((key) => sha256OfBlobKey(key) !== undefined)).toBe(true);
		});
	});
}

describe("stale temporaries [fs]", () => {
	it("lists and removes only temporaries older than the given age", async () => {
		const { storage, close } = await openTestStorage("fs");
		try {
			const staged = await storage.stage(blobKey("b".repeat(64)), 10);
			await staged.write(new Uint8Array(5));
			// A process that dies here leaves the temporary behind.
			expect(await removeStaleUploads(storage, { olderThanMs: 3_600_000 })).toEqual([]);
			const later = Date.now() + 2 * 3_600_000;
			const listed = await removeStaleUploads(storage, { olderThanMs: 3_600_000, now: later, dryRun: true });
			expect(listed).toHaveLength(1);
			expect(await storage.listStaged(later)).toHaveLength(1);
			expect(await removeStaleUploads(storage, { olderThanMs: 3_600_000, now: later })).toHaveLength(1);
			expect(await storage.listStaged(later)).toEqual([]);
			expect(await storage.stat(blobKey("b".repeat(64)))).toBeNull();
		} finally {
			await close();
		}
	});
});
