import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestStorage } from "../testing/test-backends.ts";
import type { BlobStorage } from "./blob-storage.ts";

for (const kind of ["fs", "s3"] as const) {
	describe(`blob storage [${kind}]`, () => {
		let storage: BlobStorage;
		let close: () => Promise<void>;
		beforeAll(async () => {
			({ storage, close } = await openTestStorage(kind));
		});
		afterAll(() => close());

		const text = async (stream: ReadableStream<Uint8Array> | null): Promise<string | null> =>
			stream ? new Response(stream).text() : null;

		it("puts, stats, reads whole and by range, and deletes", async () => {
			await storage.put("blobs/ab/cd/x", new TextEncoder().encode("hello, storage"), 14);
			expect(await storage.stat("blobs/ab/cd/x")).toEqual({ size: 14 });
			expect(await text(await storage.get("blobs/ab/cd/x"))).toBe("hello, storage");
			expect(await text(await storage.get("blobs/ab/cd/x", { start: 7, end: 13 }))).toBe("storage");
			await storage.delete("blobs/ab/cd/x");
			expect(await storage.stat("blobs/ab/cd/x")).toBeNull();
			expect(await storage.get("blobs/ab/cd/x")).toBeNull();
			await storage.delete("blobs/ab/cd/x");
		});

		it("streams large bodies in and out", async () => {
			const size = 5 * 1024 * 1024 + 3;
			const source = new Blob([new Uint8Array(size).fill(7)]).stream();
			await storage.put("big", source, size);
			expect(await storage.stat("big")).toEqual({ size });
			const stream = await storage.get("big", { start: size - 3, end: size - 1 });
			expect(new Uint8Array(await new Response(stream).arrayBuffer())).toEqual(new Uint8Array([7, 7, 7]));
		});
	});
}

it("reads a small stored body at once on the disk store, and answers null where it has none", async () => {
	const { storage, close } = await openTestStorage("fs");
	await storage.put("blobs/ab/cd/small", new TextEncoder().encode("a small body"), 12);
	expect(new TextDecoder().decode(storage.readSmallSync?.("blobs/ab/cd/small") ?? undefined)).toBe("a small body");
	expect(storage.readSmallSync?.("blobs/ab/cd/absent")).toBeNull();
	expect(storage.readSmallSync?.("blobs/ab/cd")).toBeNull();
	expect(() => storage.readSmallSync?.("../outside")).toThrow(/escapes/);
	await close();
});

it("refuses keys that escape the disk root and bodies of the wrong size", async () => {
	const { storage, close } = await openTestStorage("fs");
	await expect(storage.put("../outside", new Uint8Array(1), 1)).rejects.toThrow(/escapes/);
	await expect(storage.put("short", new Uint8Array(2), 3)).rejects.toThrow(/expected 3 bytes/);
	expect(await storage.stat("short")).toBeNull();
	await close();
});
