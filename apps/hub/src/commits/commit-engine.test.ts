import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../db/create-db.ts";
import type { RepoRow } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { lfsPointer } from "../git/lfs-pointer.ts";
import { parseCommit, writeCommit } from "../git/objects/commit.ts";
import { isTreeMode } from "../git/objects/tree-entry.ts";
import { blobKey, type BlobStorage } from "../storage/blob-storage.ts";
import { openTestDb, openTestStorage } from "../testing/test-backends.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { commit } from "./commit-engine.ts";
import type { CommitOperation } from "./commit-operations.ts";
import { createRepo } from "./create-repo.ts";
import { readCommitObject, readTreeObject, landPushedCommits } from "./git-store.ts";
import { listHistory, lastCommitsOf } from "./history.ts";
import { createBranch, createTag, deleteBranch } from "./refs.ts";
import { branchHead, resolveCommit } from "../repos/resolve-commit.ts";
import { findEntry, listAllFiles } from "../repos/trees.repository.ts";

const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const put = (path: string, value: string): CommitOperation => ({
	op: "put",
	path,
	content: { kind: "regular", bytes: text(value) },
});

/** Runs `git` in `dir` with fixed identities and dates; returns trimmed stdout. */
function git(dir: string, args: string[], input?: string | Uint8Array, env: Record<string, string> = {}): string {
	return execFileSync("git", args, {
		cwd: dir,
		input,
		env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1", HOME: dir, ...env },
	})
		.toString("utf8")
		.trim();
}

describeDialects("commit engine", (dialect) => {
	let db: Db;
	let storage: BlobStorage;
	let gitDir: string;
	const closers: (() => Promise<void>)[] = [];
	const deps = (): { db: Db; storage: BlobStorage } => ({ db, storage });
	const reload = async (repo: RepoRow): Promise<RepoRow> =>
		db.kysely.selectFrom("repos").selectAll().where("pk", "=", repo.pk).executeTakeFirstOrThrow();
	const head = async (repo: RepoRow, branch = "main"): Promise<string> =>
		(await branchHead(db.kysely, repo.pk, branch))?.id ?? "";

	beforeAll(async () => {
		const database = await openTestDb(dialect);
		const blobs = await openTestStorage("fs");
		db = database.db;
		storage = blobs.storage;
		closers.push(database.close, blobs.close);
		gitDir = await mkdtemp(join(tmpdir(), "atrium-engine-git-"));
		closers.push(() => rm(gitDir, { recursive: true, force: true }));
		git(gitDir, ["init", "-q", "--bare"]);
	});
	afterAll(async () => {
		for (const close of closers.reverse()) await close();
	});

	it("makes the same blob, tree and commit ids as git, and re-serialises commits byte for byte", async () => {
		const weights = new Uint8Array(4096).map((_, i) => i % 251);
		const sha256 = createHash("sha256").update(weights).digest("hex");
		await storage.put(blobKey(sha256), weights, weights.byteLength);
		const { repo, commitId: initial } = await createRepo(deps(), { type: "model", id: "engine/git-ids" });
		const first = await commit(deps(), {
			repo,
			branch: "main",
			operations: [
				put("README.md", "---\nlicense: mit\n---\n# Hi\n"),
				put("src/a.py", "print('a')\n"),
				put("src/nested/b.txt", "b\n"),
				{ op: "put", path: "model.safetensors", content: { kind: "lfs", sha256, size: weights.byteLength } },
				{ op: "put", path: "run.sh", content: { kind: "regular", bytes: text("#!/bin/sh\n"), executable: true } },
			],
			author: { user: "alice", name: "Alice Liddell", email: "alice@example.org" },
			message: "Add files\n\nWith a description.",
			timeMs: Date.parse("2026-03-01T10:00:00Z"),
		});
		const second = await commit(deps(), {
			repo,
			branch: "main",
			parentCommit: first.commitId,
			operations: [
				{ op: "delete", path: "src/nested/b.txt" },
				{ op: "copy", from: "model.safetensors", path: "copy/model.safetensors" },
				put("src/a.py", "print('A')\n"),
			],
			author: "bob",
			message: "Change things",
			timeMs: Date.parse("2026-03-02T10:00:00Z"),
		});

		// The same history built with git's plumbing.
		const index = join(gitDir, "index-git-ids");
		const blob = (content: string | Uint8Array): string => git(gitDir, ["hash-object", "-w", "--stdin"], content);
		const stage = (mode: string, oid: string, path: string): void => {
			git(gitDir, ["update-index", "--add", "--cacheinfo", `${mode},${oid},${path}`], undefined, {
				GIT_INDEX_FILE: index,
			});
		};
		const commitTree = (
			tree: string,
			parent: string | null,
			message: string,
			who: [string, string],
			time: string,
		): string =>
			git(gitDir, ["commit-tree", tree, ...(parent ? ["-p", parent] : []), "-F", "-"], message, {
				GIT_AUTHOR_NAME: who[0],
				GIT_AUTHOR_EMAIL: who[1],
				GIT_AUTHOR_DATE: `${Date.parse(time) / 1000} +0000`,
				GIT_COMMITTER_NAME: who[0],
				GIT_COMMITTER_EMAIL: who[1],
				GIT_COMMITTER_DATE: `${Date.parse(time) / 1000} +0000`,
			});
		const initialRow = await resolveCommit(db.kysely, repo.pk, initial);
		stage("100644", blob((await readBlobText(storage, ".gitattributes", db, repo, initial)) ?? ""), ".gitattributes");
		const gitInitial = commitTree(
			git(gitDir, ["write-tree"], undefined, { GIT_INDEX_FILE: index }),
			null,
			"initial commit\n",
			["system", "system@users.atrium"],
			new Date(Math.floor(Number(initialRow?.created_at) / 1000) * 1000).toISOString(),
		);
		expect(gitInitial).toBe(initial);
		stage("100644", blob("---\nlicense: mit\n---\n# Hi\n"), "README.md");
		stage("100644", blob("print('a')\n"), "src/a.py");
		stage("100644", blob("b\n"), "src/nested/b.txt");
		stage("100644", blob(lfsPointer(sha256, weights.byteLength)), "model.safetensors");
		stage("100755", blob("#!/bin/sh\n"), "run.sh");
		const tree1 = git(gitDir, ["write-tree"], undefined, { GIT_INDEX_FILE: index });
		const gitFirst = commitTree(
			tree1,
			initial,
			"Add files\n\nWith a description.\n",
			["Alice Liddell", "alice@example.org"],
			"2026-03-01T10:00:00Z",
		);
		expect(gitFirst).toBe(first.commitId);
		git(gitDir, ["update-index", "--index-info"], `0 ${"0".repeat(40)}\tsrc/nested/b.txt\n`, {
			GIT_INDEX_FILE: index,
		});
		stage("100644", blob(lfsPointer(sha256, weights.byteLength)), "copy/model.safetensors");
		stage("100644", blob("print('A')\n"), "src/a.py");
		const tree2 = git(gitDir, ["write-tree"], undefined, { GIT_INDEX_FILE: index });
		const gitSecond = commitTree(
			tree2,
			gitFirst,
			"Change things\n",
			["bob", "bob@users.atrium"],
			"2026-03-02T10:00:00Z",
		);
		expect(gitSecond).toBe(second.commitId);

		// Stored objects read back exactly as git has them.
		for (const id of [initial, first.commitId, second.commitId]) {
			const fields = await readCommitObject(db.kysely, repo.pk, id);
			expect(fields).toBeDefined();
			const raw = execFileSync("git", ["cat-file", "commit", id], { cwd: gitDir });
			expect(writeCommit(fields as NonNullable<typeof fields>).equals(raw)).toBe(true);
			expect(parseCommit(raw)).toEqual(fields);
		}
		const lsTree = git(gitDir, ["ls-tree", tree2]).split("\n");
		const stored = await readTreeObject(db.kysely, repo.pk, tree2);
		expect(
			stored?.map(
				(entry) =>
					`${entry.mode === "40000" ? "040000" : entry.mode} ${isTreeMode(entry.mode) ? "tree" : "blob"} ${entry.oid}\t${entry.name}`,
			),
		).toEqual(lsTree);
		const row = await resolveCommit(db.kysely, repo.pk, second.commitId);
		expect(row).toMatchObject({ title: "Change things", message: "", author: "bob", tree_oid: tree2 });
		expect(await resolveCommit(db.kysely, repo.pk, first.commitId)).toMatchObject({
			title: "Add files",
			message: "With a description.",
			author: "alice",
		});
	});

	it("applies deletes, folder deletes and copies; a failing operation writes nothing", async () => {
		const { repo } = await createRepo(deps(), { type: "dataset", id: "engine/ops" });
		await commit(deps(), {
			repo,
			branch: "main",
			operations: [
				put("data/train/a.csv", "a"),
				put("data/train/b.csv", "b"),
				put("data/test/c.csv", "c"),
				put("keep.txt", "k"),
			],
			author: "alice",
			message: "data",
		});
		const before = await head(repo);
		for (const operations of [
			[{ op: "delete", path: "nope.txt" }],
			[{ op: "deleteFolder", path: "data/none" }],
			[{ op: "copy", from: "missing.bin", path: "x.bin" }],
			[put("keep.txt/inside", "x")],
			[{ op: "put", path: "w.bin", content: { kind: "lfs", sha256: "0".repeat(64), size: 3 } }],
			[put("ok.txt", "fine"), { op: "delete", path: "also-missing.txt" }],
		] as CommitOperation[][]) {
			const error = await commit(deps(), { repo, branch: "main", operations, author: "alice", message: "bad" }).catch(
				(caught: unknown) => caught,
			);
			expect(error).toBeInstanceOf(ApiError);
			expect(["EntryNotFound", "InvalidPath", "LfsObjectMissing"]).toContain((error as ApiError).code);
		}
		expect(await head(repo)).toBe(before);
		const result = await commit(deps(), {
			repo,
			branch: "main",
			operations: [
				{ op: "deleteFolder", path: "data/train" },
				{ op: "copy", from: "data/test/c.csv", path: "c-copy.csv" },
				{ op: "delete", path: "keep.txt" },
			],
			author: "alice",
			message: "reshape",
		});
		const row = await resolveCommit(db.kysely, repo.pk, result.commitId);
		const files = await listAllFiles(db.kysely, repo.pk, row?.tree_oid ?? "");
		expect(files.map((file) => file.path)).toEqual([".gitattributes", "c-copy.csv", "data/test/c.csv"]);
		expect(await findEntry(db.kysely, repo.pk, row?.tree_oid ?? "", "data/train")).toBeUndefined();
		expect(Number(row?.used_storage)).toBe(files.reduce((total, file) => total + file.size, 0));
	});

	it("shares trees: a one-file change in a repository of 2,000 files writes one directory's rows", async () => {
		const { repo } = await createRepo(deps(), { type: "model", id: "engine/big" });
		const operations: CommitOperation[] = [];
		for (let d = 0; d < 40; d++) for (let f = 0; f < 50; f++) operations.push(put(`d${d}/f${f}.txt`, `${d}-${f}`));
		const base = await commit(deps(), { repo, branch: "main", operations, author: "alice", message: "bulk" });
		const count = async (table: "tree_entries" | "path_changes"): Promise<number> =>
			Number(
				(
					await db.kysely
						.selectFrom(table)
						.select((eb) => eb.fn.countAll().as("n"))
						.where("repo_pk", "=", repo.pk)
						.executeTakeFirstOrThrow()
				).n,
			);
		const [trees, changes] = [await count("tree_entries"), await count("path_changes")];
		const next = await commit(deps(), {
			repo,
			branch: "main",
			operations: [put("d7/f3.txt", "changed")],
			author: "alice",
			message: "one",
		});
		expect(await count("tree_entries")).toBe(trees + 41 + 50);
		expect(await count("path_changes")).toBe(changes + 2);
		const headRow = await resolveCommit(db.kysely, repo.pk, next.commitId);
		const last = await lastCommitsOf(db.kysely, headRow as NonNullable<typeof headRow>, [
			"d7/f3.txt",
			"d7",
			"d8/f1.txt",
			"d8",
		]);
		expect(Object.fromEntries(last)).toEqual({
			"d7/f3.txt": next.commitId,
			d7: next.commitId,
			"d8/f1.txt": base.commitId,
			d8: base.commitId,
		});
	});

	it("of 20 commits on one parent exactly one lands, the others get 412; history has no gap", async () => {
		const { repo } = await createRepo(deps(), { type: "model", id: "engine/race" });
		const parent = await head(repo);
		const results = await Promise.allSettled(
			Array.from({ length: 20 }, (_, i) =>
				commit(deps(), {
					repo,
					branch: "main",
					parentCommit: parent,
					operations: [put(`f${i}.txt`, `${i}`)],
					author: "w",
					message: `c${i}`,
				}),
			),
		);
		const won = results.filter((result) => result.status === "fulfilled");
		expect(won).toHaveLength(1);
		for (const result of results)
			if (result.status === "rejected") expect((result.reason as ApiError).code).toBe("ParentCommitMismatch");
		const tip = await branchHead(db.kysely, repo.pk, "main");
		expect(tip?.parent_id).toBe(parent);
		expect(tip?.id).toBe((won[0] as PromiseFulfilledResult<{ commitId: string }>).value.commitId);
	});

	it("20 concurrent commits without a parent all land, one after the other", async () => {
		const { repo } = await createRepo(deps(), { type: "model", id: "engine/queue" });
		const results = await Promise.all(
			Array.from({ length: 20 }, (_, i) =>
				commit(deps(), {
					repo,
					branch: "main",
					operations: [put(`f${i}.txt`, `${i}`)],
					author: "w",
					message: `c${i}`,
				}),
			),
		);
		const tip = await branchHead(db.kysely, repo.pk, "main");
		const history = await listHistory(db.kysely, tip as NonNullable<typeof tip>, 0, 100);
		expect(history.total).toBe(21);
		expect(history.commits).toHaveLength(21);
		expect(new Set(history.commits.map((c) => c.id))).toEqual(
			new Set([...results.map((r) => r.commitId), history.commits.at(-1)?.id]),
		);
		for (let i = 0; i < history.commits.length - 1; i++)
			expect(history.commits[i]?.parent_id).toBe(history.commits[i + 1]?.id);
		const files = await listAllFiles(db.kysely, repo.pk, tip?.tree_oid ?? "");
		expect(files.filter((file) => file.path.startsWith("f"))).toHaveLength(20);
	});

	it("keeps metadata per commit, follows only the default branch for the summary, and never resets settings", async () => {
		const { repo } = await createRepo(deps(), { type: "model", id: "engine/meta", private: true, gated: "manual" });
		const card = (pipeline: string): CommitOperation =>
			put("README.md", `---\npipeline_tag: ${pipeline}\ntags: [${pipeline}-tag]\n---\n# Card\n`);
		const v1 = await commit(deps(), {
			repo,
			branch: "main",
			operations: [card("text-classification")],
			author: "a",
			message: "v1",
		});
		await createBranch(db, repo, "dev");
		await createTag(db, repo, "v1", "main");
		const dev = await commit(deps(), {
			repo,
			branch: "dev",
			operations: [card("translation")],
			author: "a",
			message: "dev",
		});
		let row = await reload(repo);
		expect(row).toMatchObject({ sha: v1.commitId, pipeline_tag: "text-classification", private: 1, gated: "manual" });
		const v2 = await commit(deps(), {
			repo,
			branch: "main",
			operations: [card("summarization")],
			author: "a",
			message: "v2",
		});
		row = await reload(repo);
		expect(row).toMatchObject({ sha: v2.commitId, pipeline_tag: "summarization", private: 1, gated: "manual" });
		const tags = await db.kysely.selectFrom("repo_tags").select("tag").where("repo_pk", "=", repo.pk).execute();
		expect(tags.map((tag) => tag.tag)).toContain("summarization-tag");
		const old = await resolveCommit(db.kysely, repo.pk, "v1");
		expect(JSON.parse(old?.info ?? "{}")).toMatchObject({
			pipeline_tag: "text-classification",
			tags: ["text-classification", "text-classification-tag"],
		});
		const onDev = await resolveCommit(db.kysely, repo.pk, "dev");
		expect(onDev?.id).toBe(dev.commitId);
		expect(JSON.parse(onDev?.info ?? "{}")).toMatchObject({ pipeline_tag: "translation" });
		await deleteBranch(db, repo, "dev");
		expect(await resolveCommit(db.kysely, repo.pk, "dev")).toBeUndefined();
		await expect(deleteBranch(db, repo, "main")).rejects.toMatchObject({ code: "BadRequest" });
		await expect(createTag(db, repo, "v1", "main")).rejects.toMatchObject({ code: "RefExists" });
		await expect(createBranch(db, repo, "bad..name")).rejects.toMatchObject({ code: "InvalidRefName" });
	});

	it("lands commits made by git with their ids (push), and refuses a stale expected head", async () => {
		const { repo, commitId: initial } = await createRepo(deps(), { type: "model", id: "engine/push" });
		const fields = await readCommitObject(db.kysely, repo.pk, initial);
		const attributes = await readBlobText(storage, ".gitattributes", db, repo, initial);
		// Recreate the initial commit inside git, then commit on top of it with git itself.
		const work = await mkdtemp(join(tmpdir(), "atrium-engine-push-"));
		closers.push(() => rm(work, { recursive: true, force: true }));
		git(work, ["init", "-q", "-b", "main"]);
		const treeLine = git(work, ["hash-object", "-w", "--stdin"], attributes ?? "");
		const tree = git(work, ["mktree"], `100644 blob ${treeLine}\t.gitattributes\n`);
		expect(tree).toBe(fields?.tree);
		const gitInitial = git(
			work,
			["hash-object", "-t", "commit", "-w", "--stdin"],
			writeCommit(fields as NonNullable<typeof fields>),
		);
		expect(gitInitial).toBe(initial);
		const readme = "# Pushed\n";
		const readmeOid = git(work, ["hash-object", "-w", "--stdin"], readme);
		const tree2 = git(
			work,
			["mktree"],
			`100644 blob ${treeLine}\t.gitattributes\n100644 blob ${readmeOid}\tREADME.md\n`,
		);
		const pushedId = git(work, ["commit-tree", tree2, "-p", initial, "-m", "Pushed with git"], undefined, {
			GIT_AUTHOR_NAME: "Pusher",
			GIT_AUTHOR_EMAIL: "p@example.org",
			GIT_AUTHOR_DATE: "1767225600 +0530",
			GIT_COMMITTER_NAME: "Pusher",
			GIT_COMMITTER_EMAIL: "p@example.org",
			GIT_COMMITTER_DATE: "1767225600 +0530",
		});
		const pushed = parseCommit(execFileSync("git", ["cat-file", "commit", pushedId], { cwd: work }));
		const readmeSha = createHash("sha256").update(readme).digest("hex");
		await storage.put(blobKey(readmeSha), text(readme), readme.length);
		const input = {
			repo,
			branch: "main",
			trees: [
				{
					oid: tree2,
					entries: [
						{ mode: "100644", name: ".gitattributes", oid: treeLine },
						{ mode: "100644", name: "README.md", oid: readmeOid },
					],
				},
			],
			blobs: new Map([[readmeOid, { size: readme.length, sha256: readmeSha, lfsPointerSize: null }]]),
			commits: [pushed],
			user: "pusher",
		};
		await expect(landPushedCommits(deps(), { ...input, expected: "f".repeat(40) })).rejects.toMatchObject({
			code: "RefConflict",
		});
		expect(await landPushedCommits(deps(), { ...input, expected: initial })).toBe(pushedId);
		expect(await head(repo)).toBe(pushedId);
		expect((await readCommitObject(db.kysely, repo.pk, pushedId))?.author.tz).toBe("+0530");
	});
});

/** A regular file's text at a commit. */
async function readBlobText(
	storage: BlobStorage,
	path: string,
	db: Db,
	repo: RepoRow,
	commitId: string,
): Promise<string | undefined> {
	const row = await resolveCommit(db.kysely, repo.pk, commitId);
	const entry = row && (await findEntry(db.kysely, repo.pk, row.tree_oid, path));
	if (!entry) return undefined;
	const stream = await storage.get(blobKey(entry.sha256));
	return stream ? new Response(stream).text() : undefined;
}
