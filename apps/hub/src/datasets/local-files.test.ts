import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type BlobStorage, blobKey } from "../storage/blob-storage.ts";
import { LocalFiles } from "./local-files.ts";

/** A store without local files (as S3): bodies in memory, counting reads. */
function remoteStore(bodies: Map<string, Uint8Array<ArrayBuffer>>): BlobStorage & { gets: number } {
	const store = {
		description: "memory://test",
		gets: 0,
		async get(key: string) {
			const body = bodies.get(key);
			if (!body) return null;
			store.gets++;
			return new Blob([body]).stream();
		},
		async stat(key: string) {
			const body = bodies.get(key);
			return body ? { size: body.length } : null;
		},
	};
	return store as unknown as BlobStorage & { gets: number };
}

const sha = (digit: string) => digit.repeat(64);

describe("LocalFiles", () => {
	const dirs: string[] = [];
	afterAll(() => {
		for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
	});

	it("uses the store's own path when it has local files", async () => {
		const root = mkdtempSync(join(tmpdir(), "viewer-store-"));
		dirs.push(root);
		const own = join(root, blobKey(sha("a")));
		mkdirSync(dirname(own), { recursive: true });
		writeFileSync(own, "a");
		const store = {
			localPath: (key: string) => join(root, key),
			localRoot: root,
		} as unknown as BlobStorage;
		const files = new LocalFiles(store, "/tmp/unused", 100);
		expect(await files.pathOf(sha("a"))).toBe(own);
		expect(files.directories()).toEqual([root, "/tmp/unused"]);
		expect(await files.pathOf("../../etc/passwd")).toBeUndefined();
	});

	it("copies a remote blob once into the cache, and evicts the least recently used past its bound", async () => {
		const cache = mkdtempSync(join(tmpdir(), "viewer-cache-"));
		dirs.push(cache);
		const bodies = new Map([
			[blobKey(sha("a")), new Uint8Array(60).fill(1)],
			[blobKey(sha("b")), new Uint8Array(60).fill(2)],
		]);
		const store = remoteStore(bodies);
		const files = new LocalFiles(store, cache, 100);
		const [first, again] = await Promise.all([files.pathOf(sha("a")), files.pathOf(sha("a"))]);
		expect(first).toBe(join(cache, sha("a")));
		expect(again).toBe(first);
		expect(await files.pathOf(sha("a"))).toBe(first);
		expect(store.gets).toBe(1);
		expect(readFileSync(first as string)).toEqual(Buffer.from(new Uint8Array(60).fill(1)));
		await files.pathOf(sha("b"));
		expect(readdirSync(cache).sort()).toEqual([sha("b")]);
		await expect(files.pathOf(sha("c"))).rejects.toThrow(/missing/);
		expect(readdirSync(cache).filter((name) => name.endsWith(".part"))).toEqual([]);
	});
});
