import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobKey, type BlobStorage } from "../storage/blob-storage.ts";
import { openTestStorage } from "../testing/test-backends.ts";
import { copyBlobs } from "./copy-blobs.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("copyBlobs", () => {
	let s3: Awaited<ReturnType<typeof openTestStorage>>;
	let disk: Awaited<ReturnType<typeof openTestStorage>>;
	beforeAll(async () => {
		s3 = await openTestStorage("s3");
		disk = await openTestStorage("fs");
	});
	afterAll(async () => {
		await s3.close();
		await disk.close();
	});

	async function put(storage: BlobStorage, bytes: Uint8Array): Promise<{ sha256: string; size: number }> {
		const hash = sha256(bytes);
		await storage.put(blobKey(hash), bytes, bytes.byteLength);
		return { sha256: hash, size: bytes.byteLength };
	}

	it("copies from S3 to disk and back, skipping blobs already there", async () => {
		const blobs = [await put(s3.storage, randomBytes(3 << 20)), await put(s3.storage, randomBytes(10))];
		expect(await copyBlobs(s3.storage, disk.storage, blobs)).toBe(2);
		expect(await copyBlobs(s3.storage, disk.storage, blobs)).toBe(0);
		for (const blob of blobs) expect(await disk.storage.stat(blobKey(blob.sha256))).toEqual({ size: blob.size });
		const back = await openTestStorage("s3");
		try {
			expect(
				await copyBlobs(disk.storage, back.storage, [...blobs, { sha256: sha256(new Uint8Array()), size: 0 }]),
			).toBe(2);
			const body = await back.storage.get(blobKey(blobs[1]?.sha256 ?? ""));
			expect(sha256(new Uint8Array(await new Response(body).arrayBuffer()))).toBe(blobs[1]?.sha256);
		} finally {
			await back.close();
		}
	});

	it("refuses a blob whose bytes do not match its address, and one that is missing", async () => {
		const real = randomBytes(1000);
		const wrong = sha256(randomBytes(8));
		await s3.storage.put(blobKey(wrong), real, real.byteLength);
		await expect(copyBlobs(s3.storage, disk.storage, [{ sha256: wrong, size: real.byteLength }])).rejects.toThrow(
			/reads back as/,
		);
		expect(await disk.storage.stat(blobKey(wrong))).toBeNull();
		const missing = sha256(randomBytes(8));
		await expect(copyBlobs(s3.storage, disk.storage, [{ sha256: missing, size: 5 }])).rejects.toThrow(/missing/);
	});
});
