import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { removeStaleTempFolders, removeStaleTemporaries } from "./stale-temporaries.ts";

let directory: string;
beforeEach(async () => {
	directory = await mkdtemp(join(tmpdir(), "atrium-stale-"));
});
afterEach(async () => {
	await rm(directory, { recursive: true, force: true });
});

const HOUR = 3_600_000;
async function age(path: string, ms: number): Promise<void> {
	const then = new Date(Date.now() - ms);
	await utimes(path, then, then);
}

it("removes old temporary files at any depth, keeps young ones and every stored blob", async () => {
	const shard = join(directory, "blobs", "ab", "cd");
	await mkdir(shard, { recursive: true });
	await writeFile(join(shard, ".tmp-old"), "x".repeat(2048));
	await writeFile(join(shard, ".tmp-young"), "y");
	await writeFile(join(shard, "abcd1234"), "a stored blob, old");
	await writeFile(join(directory, ".tmp-top"), "z".repeat(10));
	await age(join(shard, ".tmp-old"), 25 * HOUR);
	await age(join(shard, "abcd1234"), 100 * HOUR);
	await age(join(directory, ".tmp-top"), 25 * HOUR);
	expect(await removeStaleTemporaries(directory, 24 * HOUR)).toEqual({ files: 2, bytes: 2058 });
	expect((await readdir(shard)).sort()).toEqual([".tmp-young", "abcd1234"]);
	expect(await readdir(directory)).toEqual(["blobs"]);
});

it("removes the hub's old git push folders from the temporary directory, and nothing else", async () => {
	for (const name of ["atrium-pack-old", "atrium-pack-young", "someone-else-old"]) {
		await mkdir(join(directory, name));
		await writeFile(join(directory, name, "pack"), "p".repeat(100));
	}
	await age(join(directory, "atrium-pack-old"), 25 * HOUR);
	await age(join(directory, "someone-else-old"), 25 * HOUR);
	expect(await removeStaleTempFolders(24 * HOUR, directory)).toEqual({ files: 1, bytes: 100 });
	expect((await readdir(directory)).sort()).toEqual(["atrium-pack-young", "someone-else-old"]);
});
