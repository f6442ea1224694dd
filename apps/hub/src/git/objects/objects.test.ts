import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobId } from "./blob.ts";
import { commitId, parseCommit, writeCommit } from "./commit.ts";
import { ObjectFormatError } from "./object-format-error.ts";
import { parseTag, tagId, writeTag } from "./tag.ts";
import { EMPTY_TREE_ID, parseTree, treeId, writeTree } from "./tree.ts";
import { compareTreeEntries, type TreeEntry } from "./tree-entry.ts";

/**
 * The object codec against git itself: objects git makes parse and write back to git's bytes and
 * ids, and bodies git's fsck refuses are refused under the same rule name.
 */

const root = mkdtempSync(join(tmpdir(), "atrium-objects-"));
const ENV = {
	...process.env,
	GIT_CONFIG_NOSYSTEM: "1",
	HOME: root,
	GIT_AUTHOR_NAME: "Zoë Ünïcode",
	GIT_AUTHOR_EMAIL: "zoe@example.org",
	GIT_AUTHOR_DATE: "1767225600 -0700",
	GIT_COMMITTER_NAME: "A Committer",
	GIT_COMMITTER_EMAIL: "c@example.org",
	GIT_COMMITTER_DATE: "1767229200 +0530",
};

function git(
	repo: string,
	args: string[],
	input?: string | Uint8Array,
): { stdout: Buffer; output: string; ok: boolean } {
	const result = spawnSync("git", args, { cwd: repo, env: ENV, input });
	return {
		stdout: result.stdout,
		output: `${result.stdout.toString()}${result.stderr.toString()}`,
		ok: result.status === 0,
	};
}

function gitOk(repo: string, args: string[], input?: string | Uint8Array): string {
	const result = git(repo, args, input);
	if (!result.ok) throw new Error(`git ${args.join(" ")}: ${result.output}`);
	return result.stdout.toString().trim();
}

function newRepo(name: string): string {
	const dir = join(root, name);
	gitOk(root, ["init", "-q", "--bare", dir]);
	return dir;
}

const raw = (repo: string, type: string, oid: string): Buffer => git(repo, ["cat-file", type, oid]).stdout;
const write = (repo: string, type: string, body: string | Uint8Array): string =>
	gitOk(repo, ["hash-object", "-t", type, "-w", "--literally", "--stdin"], body);

let repo: string;
let emptyBlob: string;
beforeAll(() => {
	repo = newRepo("valid");
	emptyBlob = gitOk(repo, ["hash-object", "-w", "--stdin"], "");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("git object codec against git", () => {
	it("blobs: the same ids as git hash-object", () => {
		for (const content of [Buffer.alloc(0), Buffer.from("line\r\nüñí\n"), Buffer.from([0, 1, 2, 255, 0, 10])])
			expect(blobId(content)).toBe(gitOk(repo, ["hash-object", "-w", "--stdin"], content));
	});

	it("trees: git's order with the trailing-slash rule, odd names, every mode, round trip byte for byte", () => {
		const sub = gitOk(repo, ["mktree"], `100644 blob ${emptyBlob}\tinner.txt\n`);
		const lines = [
			`040000 tree ${sub}\ta`,
			`100644 blob ${emptyBlob}\ta.txt`,
			`100644 blob ${emptyBlob}\ta-b`,
			`100644 blob ${emptyBlob}\ta0`,
			`100755 blob ${emptyBlob}\twith space.sh`,
			`100644 blob ${emptyBlob}\tünïcødé.md`,
			`100644 blob ${emptyBlob}\t日本語 ファイル`,
			`120000 blob ${emptyBlob}\tlink`,
			`160000 commit ${"ab".repeat(20)}\tmodule`,
		];
		const id = gitOk(repo, ["mktree", "--missing"], `${lines.join("\n")}\n`);
		const body = raw(repo, "tree", id);
		const entries = parseTree(body);
		// Stored order is git's, where the folder `a` comes after `a-b` and `a.txt` (`a/` > `a.`).
		expect(entries.map((entry) => entry.name)).toEqual([
			"a-b",
			"a.txt",
			"a",
			"a0",
			"link",
			"module",
			"with space.sh",
			"ünïcødé.md",
			"日本語 ファイル",
		]);
		const kind = (mode: string): string => (mode === "40000" ? "tree" : mode === "160000" ? "commit" : "blob");
		expect(gitOk(repo, ["ls-tree", "-z", id]).split("\0").filter(Boolean)).toEqual(
			entries.map((e) => `${e.mode.padStart(6, "0")} ${kind(e.mode)} ${e.oid}\t${e.name}`),
		);
		const shuffled = [...entries].reverse();
		expect(writeTree(shuffled).equals(body)).toBe(true);
		expect(treeId(shuffled)).toBe(id);
		expect([...shuffled].sort(compareTreeEntries)).toEqual(entries);
		expect(treeId([])).toBe(EMPTY_TREE_ID);
		expect(gitOk(repo, ["mktree"], "")).toBe(EMPTY_TREE_ID);
	});

	it("commits: made by git (merge, unicode, time zones) and with extra headers, round trip byte for byte", () => {
		const tree = gitOk(repo, ["mktree"], `100644 blob ${emptyBlob}\tfile\n`);
		const first = gitOk(repo, ["commit-tree", tree, "-m", "first"]);
		const second = gitOk(repo, ["commit-tree", tree, "-m", "second"]);
		const merge = gitOk(repo, ["commit-tree", tree, "-p", first, "-p", second, "-F", "-"], "Mërge ✓\n\nbody line\n");
		const signed = write(
			repo,
			"commit",
			`tree ${tree}\nparent ${merge}\nauthor  <nobody@example.org> 0 +0000\ncommitter C <c@example.org> 1700000000 -1230\n` +
				"encoding UTF-8\ngpgsig -----BEGIN PGP SIGNATURE-----\n \n abc=\n -----END PGP SIGNATURE-----\n\nsigned\n",
		);
		const empty = write(repo, "commit", `tree ${tree}\nauthor A <a@x> 1 +0000\ncommitter A <a@x> 1 +0000\n\n`);
		for (const id of [first, merge, signed, empty]) {
			const body = raw(repo, "commit", id);
			const fields = parseCommit(body);
			expect(writeCommit(fields).equals(body)).toBe(true);
			expect(commitId(fields)).toBe(id);
		}
		const mergeFields = parseCommit(raw(repo, "commit", merge));
		expect(mergeFields).toMatchObject({
			tree,
			parents: [first, second],
			author: { name: "Zoë Ünïcode", email: "zoe@example.org", time: 1767225600, tz: "-0700" },
			committer: { name: "A Committer", time: 1767229200, tz: "+0530" },
			extraHeaders: "",
			message: "Mërge ✓\n\nbody line\n",
		});
		const signedFields = parseCommit(raw(repo, "commit", signed));
		expect(signedFields.author.name).toBe("");
		expect(signedFields.extraHeaders).toMatch(/^encoding UTF-8\ngpgsig -----BEGIN[^]*SIGNATURE-----\n$/);
	});

	it("tags: made by git mktag and without a tagger, round trip byte for byte", () => {
		const tree = gitOk(repo, ["mktree"], `100644 blob ${emptyBlob}\tfile\n`);
		const commit = gitOk(repo, ["commit-tree", tree, "-m", "tagged"]);
		const annotated = gitOk(
			repo,
			["mktag"],
			`object ${commit}\ntype commit\ntag v1.0-ünï\ntagger Zoë <z@example.org> 1767225600 +0100\n\nRelease ✓\n`,
		);
		const bare = write(repo, "tag", `object ${tree}\ntype tree\ntag old\n\nno tagger\n`);
		for (const id of [annotated, bare]) {
			const body = raw(repo, "tag", id);
			const fields = parseTag(body);
			expect(writeTag(fields).equals(body)).toBe(true);
			expect(tagId(fields)).toBe(id);
		}
		expect(parseTag(raw(repo, "tag", annotated))).toEqual({
			object: commit,
			type: "commit",
			tag: "v1.0-ünï",
			tagger: { name: "Zoë", email: "z@example.org", time: 1767225600, tz: "+0100" },
			extraHeaders: "",
			message: "Release ✓\n",
		});
		expect(parseTag(raw(repo, "tag", bare))).toMatchObject({ object: tree, type: "tree", tag: "old" });
		expect(parseTag(raw(repo, "tag", bare)).tagger).toBeUndefined();
	});

	it("git's fsck accepts every object above", () => {
		const fsck = git(repo, ["fsck", "--strict", "--no-dangling"]);
		expect(fsck.output).not.toMatch(/error/);
		expect(fsck.ok).toBe(true);
	});
});

const TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";
const PERSON = "A <a@example.org> 1700000000 +0000";
const commitBody = (author: string): string => `tree ${TREE}\nauthor ${author}\ncommitter ${PERSON}\n\nm\n`;

const treeBody = (entries: readonly TreeEntry[]): Buffer =>
	Buffer.concat(entries.flatMap((e) => [Buffer.from(`${e.mode} ${e.name}\0`), Buffer.from(e.oid, "hex")]));
const BLOB = "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391";

describe("objects git's fsck refuses are refused, under fsck's rule name", () => {
	// The last column: what git says when its object reader refuses the body before fsck names a rule.
	const cases: [string, "commit" | "tag" | "tree", string | Buffer, string?][] = [
		["missingTree", "commit", `author ${PERSON}\ncommitter ${PERSON}\n\nm\n`, "bogus commit object"],
		["badTreeSha1", "commit", `tree 1234\nauthor ${PERSON}\ncommitter ${PERSON}\n\nm\n`, "bogus commit object"],
		[
			"badParentSha1",
			"commit",
			`tree ${TREE}\nparent xyz\nauthor ${PERSON}\ncommitter ${PERSON}\n\nm\n`,
			"bad parents in commit",
		],
		["missingAuthor", "commit", `tree ${TREE}\ncommitter ${PERSON}\n\nm\n`],
		["multipleAuthors", "commit", `tree ${TREE}\nauthor ${PERSON}\nauthor ${PERSON}\ncommitter ${PERSON}\n\nm\n`],
		["missingCommitter", "commit", `tree ${TREE}\nauthor ${PERSON}\n\nm\n`],
		["missingNameBeforeEmail", "commit", commitBody("<a@x> 1 +0000")],
		["badName", "commit", commitBody("A > B <a@x> 1 +0000")],
		["missingEmail", "commit", commitBody("A 1 +0000")],
		["missingSpaceBeforeEmail", "commit", commitBody("A<a@x> 1 +0000")],
		["badEmail", "commit", commitBody("A <a@x 1 +0000")],
		["missingSpaceBeforeDate", "commit", commitBody("A <a@x>1 +0000")],
		["zeroPaddedDate", "commit", commitBody("A <a@x> 01 +0000")],
		["badDate", "commit", commitBody("A <a@x> 1x +0000")],
		["badTimezone", "commit", commitBody("A <a@x> 1 +00")],
		["nulInHeader", "commit", `tree ${TREE}\nauthor A\0 <a@x> 1 +0000\ncommitter ${PERSON}\n\nm\n`],
		["unterminatedHeader", "commit", `tree ${TREE}\nauthor ${PERSON}\ncommitter ${PERSON}`],
		["missingObject", "tag", `type commit\ntag v\n\nm\n`],
		["badObjectSha1", "tag", `object 12\ntype commit\ntag v\n\nm\n`],
		["missingTypeEntry", "tag", `object ${TREE}\ntag v\n\nm\n`],
		["badType", "tag", `object ${TREE}\ntype banana\ntag v\n\nm\n`],
		["missingTagEntry", "tag", `object ${TREE}\ntype tree\n\nm\n`],
		["badTimezone", "tag", `object ${TREE}\ntype tree\ntag v\ntagger A <a@x> 1 0000\n\nm\n`],
		["zeroPaddedFilemode", "tree", treeBody([{ mode: "0100644", name: "f", oid: BLOB }])],
		["badFilemode", "tree", treeBody([{ mode: "100664", name: "f", oid: BLOB }])],
		[
			"duplicateEntries",
			"tree",
			treeBody([
				{ mode: "100644", name: "f", oid: BLOB },
				{ mode: "100644", name: "f", oid: BLOB },
			]),
		],
		[
			// Plain name order, which git's trailing-slash rule puts the other way round.
			"treeNotSorted",
			"tree",
			treeBody([
				{ mode: "40000", name: "a", oid: TREE },
				{ mode: "100644", name: "a.txt", oid: BLOB },
			]),
		],
		["hasDotgit", "tree", treeBody([{ mode: "100644", name: ".GIT", oid: BLOB }])],
		["nullSha1", "tree", treeBody([{ mode: "100644", name: "f", oid: "0".repeat(40) }])],
		["badTree", "tree", Buffer.from("100644 f\0short")],
	];

	it.each(cases)("%s (%s)", (rule, type, body, gitSays) => {
		const bytes = typeof body === "string" ? Buffer.from(body) : body;
		const parse = { commit: parseCommit, tag: parseTag, tree: parseTree }[type];
		let error: unknown;
		try {
			parse(bytes);
		} catch (caught) {
			error = caught;
		}
		expect(error).toBeInstanceOf(ObjectFormatError);
		expect((error as ObjectFormatError).rule).toBe(rule);
		const dir = newRepo(`bad-${type}-${rule}`);
		if (type === "tag") {
			// mktag runs fsck's strict checks on its input alone.
			const made = git(dir, ["mktag"], bytes);
			expect(made.ok).toBe(false);
			expect(made.output).toContain(gitSays ?? rule);
			return;
		}
		gitOk(dir, ["hash-object", "-w", "--stdin"], "");
		write(dir, type, bytes);
		const fsck = git(dir, ["fsck", "--strict", "--no-dangling"]);
		expect(fsck.output).toContain(gitSays ?? rule);
	});

	it("refuses, beyond fsck, what the hub could not keep byte for byte", () => {
		const reason = (type: "commit" | "tag", body: string | Buffer): string | undefined => {
			try {
				(type === "commit" ? parseCommit : parseTag)(typeof body === "string" ? Buffer.from(body) : body);
				return undefined;
			} catch (error) {
				return error instanceof ObjectFormatError ? error.rule : "other";
			}
		};
		const latin1 = Buffer.concat([Buffer.from(commitBody(PERSON).slice(0, -2)), Buffer.from([0xe9, 0x0a])]);
		expect(reason("commit", latin1)).toBe("notUtf8");
		expect(reason("commit", `tree ${TREE}\nauthor ${PERSON}\ncommitter ${PERSON}\n`)).toBe("missingMessage");
		expect(reason("commit", commitBody("A <a@x> 99999999999999999999 +0000"))).toBe("badDateOverflow");
		expect(reason("tag", `object ${TREE}\ntype tree\ntag v\n`)).toBe("missingMessage");
		expect(() => parseTree(treeBody([{ mode: "100644", name: "\u00e9", oid: BLOB }]).fill(0xe9, 7, 8))).toThrow(
			/not UTF-8/,
		);
	});
});
