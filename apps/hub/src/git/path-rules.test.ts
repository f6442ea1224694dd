import { describe, expect, it } from "vitest";
import {
	isDotGitmodules,
	isHfsDotGit,
	isNtfsDotGit,
	nameProblem,
	repoPathProblem,
	treeEntriesProblem,
} from "./path-rules.ts";
import type { TreeEntry } from "./objects/tree-entry.ts";

const OID = "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391";

describe("path rules (git's fsck and verify_path cases)", () => {
	// Names git reads as `.git` on some file system: fsck reports hasDotgit for each.
	it.each([
		".git",
		".GIT",
		".Git",
		".gIt",
		"git~1",
		"GIT~1",
		"Git~1",
		".git.",
		".git ",
		".git. .",
		".git...",
		"git~1.",
		"git~1 ",
		".git::$INDEX_ALLOCATION",
		".git:stream",
		"git~1::$INDEX_ALLOCATION",
		".g\u200cit",
		".\u200dgit",
		".gi\u200et",
		".git\u200f",
		"\u202a.git",
		".g\u202bi\u202ct\u202d\u202e",
		".\u206aG\u206bI\u206cT\u206d\u206e\u206f",
		"\ufeff.git",
		".GI\u200cT",
	])("refuses %j as .git", (name) => {
		expect(isHfsDotGit(name) || isNtfsDotGit(name)).toBe(true);
		expect(nameProblem(name)?.rule).toBe("hasDotgit");
		expect(repoPathProblem(`sub/${name}/config`)?.rule).toBe("hasDotgit");
		expect(treeEntriesProblem([{ mode: "40000", name, oid: OID }])?.rule).toBe("hasDotgit");
	});

	// Names git accepts although they look close to `.git`.
	it.each([
		".gitignore",
		".gitattributes",
		".gitmodules",
		".github",
		".git-blame-ignore-revs",
		".gitx",
		"git",
		"git~2",
		"git~10",
		"gitx~1",
		".git~1",
		"x.git",
		"..git",
		" .git",
		".git\u00a0",
		".g\u00eft",
		".git.x",
		".git x",
		"git~1x",
		".gi",
		"\u200c",
	])("accepts %j", (name) => {
		expect(isHfsDotGit(name)).toBe(false);
		expect(isNtfsDotGit(name)).toBe(false);
		expect(nameProblem(name)).toBeUndefined();
		expect(repoPathProblem(`sub/${name}`)).toBeUndefined();
	});

	it.each([
		["", "emptyName"],
		[".", "hasDot"],
		["..", "hasDotdot"],
		["a/b", "fullPathname"],
		["a\0b", "hasNul"],
		["a\\b", "hasBackslash"],
		["a\\.git", "hasDotgit"],
		["a\\.GIT.\\config", "hasDotgit"],
		["a\\git~1", "hasDotgit"],
	])("refuses the tree entry name %j (%s)", (name, rule) => {
		expect(nameProblem(name)?.rule).toBe(rule);
	});

	it.each([
		["", "emptyName"],
		["/abs", "emptyName"],
		["a//b", "emptyName"],
		["a/", "emptyName"],
		["./a", "hasDot"],
		["a/../b", "hasDotdot"],
		[".GIT/hooks/x", "hasDotgit"],
		["sub/.Git/config", "hasDotgit"],
		["GIT~1/config", "hasDotgit"],
		[".git /config", "hasDotgit"],
		["a\\b", "hasBackslash"],
		["x".repeat(1001), "fullPathname"],
	])("refuses the path %j (%s)", (path, rule) => {
		expect(repoPathProblem(path)?.rule).toBe(rule);
	});

	it.each([
		".gitmodules",
		".GITMODULES",
		".gitmodules.",
		".gitmodules ::$DATA",
		".git\u200cmodules",
		"gitmod~1",
		"GITMOD~4",
		"gi7eba~1",
		"gi7eba~9",
		"gi7eb~12",
		"~1234567",
	])("reads %j as .gitmodules (refused as a symbolic link)", (name) => {
		expect(isDotGitmodules(name)).toBe(true);
		expect(treeEntriesProblem([{ mode: "120000", name, oid: OID }])?.rule).toBe("gitmodulesSymlink");
		expect(treeEntriesProblem([{ mode: "100644", name, oid: OID }])).toBeUndefined();
	});

	it.each(["gitmod~5", "gitmodules~1", "gi7eba~0", "gi7ebb~1", "gi7e~1", "gi7eb~123", ".gitmodulesx"])(
		"does not read %j as .gitmodules",
		(name) => {
			expect(isDotGitmodules(name)).toBe(false);
		},
	);

	const entry = (mode: string, name: string, oid = OID): TreeEntry => ({ mode, name, oid });

	it("accepts a tree in git's order, a folder sorting as if its name ended in '/'", () => {
		expect(
			treeEntriesProblem([
				entry("100644", "a"),
				entry("100644", "a-b"),
				entry("40000", "a.d"),
				entry("40000", "a0"),
				entry("100755", "b"),
				entry("120000", "c"),
				entry("160000", "d"),
			]),
		).toBeUndefined();
		// "a-b" < "a/" < "a0": the folder a sits between them.
		expect(treeEntriesProblem([entry("100644", "a-b"), entry("40000", "a"), entry("100644", "a0")])).toBeUndefined();
	});

	it.each<[string, TreeEntry[], string]>([
		["two files of one name", [entry("100644", "a"), entry("100644", "a")], "duplicateEntries"],
		[
			"a file and a folder of one name",
			[entry("100644", "a"), entry("100644", "a-b"), entry("40000", "a")],
			"duplicateEntries",
		],
		["entries out of order", [entry("100644", "b"), entry("100644", "a")], "treeNotSorted"],
		["a folder sorted as a file", [entry("40000", "a"), entry("100644", "a-b")], "treeNotSorted"],
		["a zero-padded folder mode", [entry("040000", "a")], "zeroPaddedFilemode"],
		["a zero-padded file mode", [entry("0100644", "a")], "zeroPaddedFilemode"],
		["a group-writable mode", [entry("100664", "a")], "badFilemode"],
		["an unknown mode", [entry("100600", "a")], "badFilemode"],
		["the all-zero id", [entry("100644", "a", "0".repeat(40))], "nullSha1"],
		["a .git folder", [entry("40000", ".git")], "hasDotgit"],
		["a backslash", [entry("100644", "a\\b")], "hasBackslash"],
	])("refuses %s", (_title, entries, rule) => {
		expect(treeEntriesProblem(entries)?.rule).toBe(rule);
	});
});
