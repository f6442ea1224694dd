import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { gitCli, type GitCli } from "../testing/git-cli.ts";
import { objectId } from "./objects/object-id.ts";
import { PackError, readPack, type UnpackedObject } from "./pack-reader.ts";
import { writePack, type PackObject } from "./pack-writer.ts";

const LIMITS = { maxBytes: 64 * 1024 * 1024, maxObjects: 100_000, maxObjectSize: 16 * 1024 * 1024 };

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
	const parts: Buffer[] = [];
	for await (const chunk of chunks) parts.push(Buffer.from(chunk));
	return Buffer.concat(parts);
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
	yield bytes;
}

async function unpack(pack: Uint8Array, limits = LIMITS): Promise<UnpackedObject[]> {
	const objects: UnpackedObject[] = [];
	await readPack(once(pack), limits, (object) => {
		objects.push(object);
	});
	return objects;
}

let git: GitCli;
beforeAll(async () => {
	git = await gitCli();
});

describe("writePack", () => {
	it("writes a pack that git index-pack accepts, streamed objects included", async () => {
		const blob = Buffer.from("hello pack\n");
		const big = Buffer.alloc(3 * 1024 * 1024, "abcdefghij");
		const blobOid = objectId("blob", blob);
		const bigOid = objectId("blob", big);
		const tree = Buffer.concat([
			Buffer.from("100644 a.txt\0"),
			Buffer.from(blobOid, "hex"),
			Buffer.from("100644 big.bin\0"),
			Buffer.from(bigOid, "hex"),
		]);
		const treeOid = objectId("tree", tree);
		const commit = Buffer.from(
			`tree ${treeOid}\nauthor A <a@b> 1700000000 +0000\ncommitter A <a@b> 1700000000 +0000\n\nfirst\n`,
		);
		const commitOid = objectId("commit", commit);
		const objects: PackObject[] = [
			{ type: "commit", size: commit.byteLength, content: commit },
			{ type: "tree", size: tree.byteLength, content: tree },
			{ type: "blob", size: blob.byteLength, content: blob },
			{
				type: "blob",
				size: big.byteLength,
				content: async function* () {
					for (let i = 0; i < big.byteLength; i += 100_000) yield big.subarray(i, i + 100_000);
				},
			},
		];
		const pack = await collect(writePack(objects.length, objects));
		const repo = await mkdtemp(join(tmpdir(), "atrium-pack-"));
		await git.ok(["init", "--bare", repo]);
		await writeFile(join(repo, "objects", "pack", "pack-in.pack"), pack);
		await git.ok(["index-pack", "objects/pack/pack-in.pack"], { cwd: repo });
		const verify = await git.ok(["verify-pack", "-v", "objects/pack/pack-in.idx"], { cwd: repo });
		for (const oid of [commitOid, treeOid, blobOid, bigOid]) expect(verify).toContain(oid);
		expect(await git.ok(["cat-file", "-p", blobOid], { cwd: repo })).toBe("hello pack\n");

		// Our reader reads our writer's packs back.
		const back = await unpack(pack);
		expect(back.map((object) => object.oid)).toEqual([commitOid, treeOid, blobOid, bigOid]);
		expect(back[3]?.data.equals(big)).toBe(true);
	});

	it("refuses a stream whose length differs from the announced size, and a wrong count", async () => {
		const short: PackObject = {
			type: "blob",
			size: 10,
			content: async function* () {
				yield Buffer.from("abc");
			},
		};
		await expect(collect(writePack(1, [short]))).rejects.toThrow(/announced as 10/);
		const blob: PackObject = { type: "blob", size: 1, content: Buffer.from("x") };
		await expect(collect(writePack(2, [blob]))).rejects.toThrow(/announced/);
	});
});

describe("readPack", () => {
	let repo: string;
	let expected: Map<string, { type: string; size: number }>;

	/** Every object of `repo`, packed by `git pack-objects` with `flags`. */
	const packAll = async (flags: string[]): Promise<Buffer> => {
		const revs = await git.ok(["rev-list", "--objects", "--all"], { cwd: repo });
		const input = revs
			.split("\n")
			.map((line) => line.split(" ")[0])
			.join("\n");
		return (await git.run(["pack-objects", "--stdout", ...flags], { cwd: repo, input })).stdout;
	};

	beforeAll(async () => {
		repo = await mkdtemp(join(tmpdir(), "atrium-packsrc-"));
		await git.ok(["init", repo]);
		const lines = Array.from({ length: 2000 }, (_, i) => `line ${i} of a file that changes a little each commit`);
		for (let commit = 0; commit < 6; commit++) {
			lines[commit * 7] = `changed in commit ${commit}`;
			await writeFile(join(repo, "data.txt"), `${lines.join("\n")}\n`);
			await writeFile(join(repo, `note-${commit}.md`), `note ${commit}\n`);
			await git.ok(["add", "-A"], { cwd: repo });
			await git.ok(["commit", "-q", "-m", `commit ${commit}`], { cwd: repo });
		}
		await git.ok(["tag", "-a", "v1", "-m", "annotated"], { cwd: repo });
		const check = await git.ok(["cat-file", "--batch-all-objects", "--batch-check"], { cwd: repo });
		expected = new Map(
			check
				.trim()
				.split("\n")
				.map((line) => line.split(" "))
				.map(([oid = "", type = "", size = "0"]) => [oid, { type, size: Number(size) }]),
		);
	});

	for (const [name, flags] of [
		["ofs-delta", ["--delta-base-offset"]],
		["ref-delta", []],
	] as const) {
		it(`reads a pack made by git pack-objects with ${name} entries`, async () => {
			const pack = await packAll(["--window=50", ...flags]);
			const objects = await unpack(pack);
			expect(objects.length).toBe(expected.size);
			for (const object of objects) {
				expect(expected.get(object.oid)).toEqual({ type: object.type, size: object.data.byteLength });
			}
			const blob = objects.find((object) => object.type === "blob" && object.data.byteLength > 10_000);
			if (!blob) throw new Error("no large blob");
			expect((await git.run(["cat-file", "blob", blob.oid], { cwd: repo })).stdout.equals(blob.data)).toBe(true);
			// The pack really used deltas (the reader had something to resolve).
			await writeFile(join(repo, ".git", "probe.pack"), pack);
			await git.ok(["index-pack", join(repo, ".git", "probe.pack")], { cwd: repo });
			const verify = await git.ok(["verify-pack", "-v", join(repo, ".git", "probe.idx")], { cwd: repo });
			expect(verify).toMatch(/chain length = [1-9]/);
		});
	}

	it("rejects a corrupt pack, a bad checksum and packs over the limits", async () => {
		const pack = await packAll(["--delta-base-offset"]);
		const flipped = Buffer.from(pack);
		flipped[100] = (flipped[100] ?? 0) ^ 0xff;
		await expect(unpack(flipped)).rejects.toThrow(/checksum/);
		await expect(unpack(pack.subarray(0, 40))).rejects.toBeInstanceOf(PackError);
		await expect(unpack(pack, { ...LIMITS, maxBytes: 1000 })).rejects.toThrow(/exceeds 1000 bytes/);
		await expect(unpack(pack, { ...LIMITS, maxObjects: 3 })).rejects.toThrow(/more than 3/);
		await expect(unpack(pack, { ...LIMITS, maxObjectSize: 1000 })).rejects.toThrow(/git lfs track/);
		await expect(unpack(Buffer.from("not a pack at all, definitely not one"))).rejects.toBeInstanceOf(PackError);
		expect(await readFile(join(repo, "data.txt"))).toBeTruthy();
	});
});
