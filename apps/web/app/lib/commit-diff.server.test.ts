import { describe, expect, it } from "vitest";
import type { TreeEntry } from "./api-types.ts";
import { compareTrees, diffTexts, looksBinary } from "./commit-diff.server.ts";

const file = (path: string, oid: string, size = 10, lfs?: string): TreeEntry => ({
	type: "file",
	path,
	oid,
	size,
	...(lfs ? { lfs: { oid: lfs, size, pointerSize: 134 } } : {}),
});

describe("commit diffs", () => {
	it("finds added, modified and deleted files, ignoring folders and unchanged files", () => {
		const before = [
			file("README.md", "a1"),
			file("config.json", "c1"),
			file("old.txt", "o1"),
			{ type: "directory", path: "sub", size: 0, oid: "t1" } as TreeEntry,
			file("model.safetensors", "p1", 100, "sha-1"),
		];
		const after = [
			file("README.md", "a2"),
			file("config.json", "c1"),
			file("sub/new.txt", "n1"),
			{ type: "directory", path: "sub", size: 0, oid: "t2" } as TreeEntry,
			file("model.safetensors", "p1", 100, "sha-2"),
		];
		expect(compareTrees(before, after).map((c) => [c.path, c.status, c.lfs])).toEqual([
			["README.md", "modified", false],
			["model.safetensors", "modified", true],
			["old.txt", "deleted", false],
			["sub/new.txt", "added", false],
		]);
	});

	it("lists every file of a first commit as added", () => {
		expect(compareTrees([], [file("a", "1"), file("b", "2")]).map((c) => c.status)).toEqual(["added", "added"]);
	});

	it("diffs texts into hunks with context and line numbers", () => {
		const before = ["one", "two", "three", "four", "five", "six", "seven", "eight"].join("\n") + "\n";
		const after = ["one", "two", "three", "FOUR", "five", "six", "seven", "eight", "nine"].join("\n") + "\n";
		const hunks = diffTexts(before, after);
		expect(hunks).toHaveLength(1);
		expect(hunks[0]?.oldStart).toBe(1);
		const lines = hunks[0]?.lines.map((l) => `${l.kind}${l.text}`);
		expect(lines).toEqual([" one", " two", " three", "-four", "+FOUR", " five", " six", " seven", " eight", "+nine"]);
	});

	it("cuts long diffs at the line budget", () => {
		const after = Array.from({ length: 5000 }, (_, i) => `line ${i}`).join("\n");
		const lines = diffTexts("", after, 100).flatMap((h) => h.lines);
		expect(lines).toHaveLength(100);
	});

	it("tells binary text apart", () => {
		expect(looksBinary("plain text")).toBe(false);
		expect(looksBinary("GGUF\0\0\0")).toBe(true);
	});
});
