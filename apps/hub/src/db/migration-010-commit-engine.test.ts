import { Kysely, PostgresDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { lastCommitsOf, listHistory } from "../commits/history.ts";
import { readCommitObject } from "../commits/git-store.ts";
import { resolveCommit } from "../repos/resolve-commit.ts";
import { findEntry, listAllFiles } from "../repos/trees.repository.ts";
import { blobId } from "../git/objects/blob.ts";
import { commitId } from "../git/objects/commit.ts";
import { treeId } from "../git/objects/tree.ts";
import { TREE_MODES, type TreeEntry } from "../git/objects/tree-entry.ts";
import { TEST_POSTGRES_URL } from "../testing/test-postgres.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { createDb, type Db } from "./create-db.ts";
import type { Entry001 } from "./migration-001-columns.ts";
import { MIGRATIONS } from "./migrations.ts";
import { NodeSqliteDialect } from "./node-sqlite-dialect.ts";

/* eslint-disable @typescript-eslint/no-explicit-any -- the schema before 010 is not the typed one */
/**
 * Every migration but the commit engine's: a database as the code before it made (001–003, 020, 060, ...).
 * From 100 on, migrations come after the commit engine's tables (100 reads `repo_redirects`, 110 `tree_entries`): they run after it.
 */
const BEFORE = Object.keys(MIGRATIONS).filter((name) => !name.startsWith("010_") && name < "100");

/**
 * Writes a commit the way the first engine did (full snapshot in `entries`, `seq`, the id hashed with
 * author `name <name@users.atrium>` in UTC and message `title\n`), so the migration meets real old data.
 */
async function writeOldCommit(
	db: Kysely<any>,
	repoPk: string,
	files: Record<string, string>,
	title: string,
	timeMs: number,
	parent: { id: string; seq: number; entries: Entry001[] } | null,
): Promise<{ id: string; seq: number; entries: Entry001[] }> {
	const children = new Map<string, TreeEntry[]>([["", []]]);
	const fileEntries: Omit<Entry001, "commit_id" | "last_commit_id">[] = [];
	const ensure = (dir: string): void => {
		if (children.has(dir)) return;
		children.set(dir, []);
		const slash = dir.lastIndexOf("/");
		ensure(slash === -1 ? "" : dir.slice(0, slash));
	};
	for (const [path, content] of Object.entries(files)) {
		const bytes = new TextEncoder().encode(content);
		const slash = path.lastIndexOf("/");
		const dir = slash === -1 ? "" : path.slice(0, slash);
		ensure(dir);
		const oid = blobId(bytes);
		children.get(dir)?.push({ mode: TREE_MODES.file, name: path.slice(slash + 1), oid });
		fileEntries.push({
			path,
			parent: dir,
			type: "file",
			oid,
			size: bytes.byteLength,
			sha256: "0".repeat(64),
			lfs_pointer_size: null,
		});
	}
	const dirs = [...children.keys()].filter((d) => d !== "").sort((a, b) => b.split("/").length - a.split("/").length);
	for (const dir of dirs) {
		const oid = treeId(children.get(dir) ?? []);
		const slash = dir.lastIndexOf("/");
		const up = slash === -1 ? "" : dir.slice(0, slash);
		children.get(up)?.push({ mode: TREE_MODES.tree, name: dir.slice(slash + 1), oid });
		fileEntries.push({ path: dir, parent: up, type: "directory", oid, size: 0, sha256: "", lfs_pointer_size: null });
	}
	const tree = treeId(children.get("") ?? []);
	const person = { name: "atrium", email: "atrium@users.atrium", time: Math.floor(timeMs / 1000), tz: "+0000" };
	const id = commitId({
		tree,
		parents: parent ? [parent.id] : [],
		author: person,
		committer: person,
		extraHeaders: "",
		message: `${title}\n`,
	});
	const previous = new Map((parent?.entries ?? []).map((entry) => [entry.path, entry]));
	const entries: Entry001[] = fileEntries.map((entry) => {
		const before = previous.get(entry.path);
		return { ...entry, commit_id: id, last_commit_id: before && before.oid === entry.oid ? before.last_commit_id : id };
	});
	const seq = (parent?.seq ?? 0) + 1;
	await db
		.insertInto("commits")
		.values({
			id,
			repo_pk: repoPk,
			parent_id: parent?.id ?? null,
			seq,
			title,
			message: "",
			author: "atrium",
			created_at: timeMs,
			tree_oid: tree,
		})
		.execute();
	await db.insertInto("entries").values(entries).execute();
	await db
		.insertInto("refs")
		.values({ repo_pk: repoPk, kind: "branch", name: "main", commit_id: id })
		.onConflict((oc: any) => oc.columns(["repo_pk", "kind", "name"]).doUpdateSet({ commit_id: id }))
		.execute();
	await db.updateTable("repos").set({ sha: id, last_modified: timeMs }).where("pk", "=", repoPk).execute();
	return { id, seq, entries };
}

describeDialects("migration 010_commit_engine", (dialect) => {
	const cleanups: (() => Promise<void>)[] = [];
	afterAll(async () => {
		for (const cleanup of cleanups.reverse()) await cleanup();
	});

	it("moves snapshots to shared trees, keeping commit ids, files, history, lastCommit and settings", async () => {
		const schema = `hub_mig_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
		const path = `/tmp/engine/migration-${process.pid}-${Math.random().toString(36).slice(2, 8)}.db`;
		await import("node:fs/promises").then((fs) => fs.mkdir("/tmp/engine", { recursive: true }));
		let old: Kysely<any>;
		if (dialect === "sqlite") old = new Kysely<any>({ dialect: new NodeSqliteDialect({ path }) });
		else {
			const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
			await admin.connect();
			await admin.query(`create schema ${schema}`);
			await admin.end();
			old = new Kysely<any>({
				dialect: new PostgresDialect({
					pool: new pg.Pool({ connectionString: TEST_POSTGRES_URL, options: `-c search_path=${schema}` }),
				}),
			});
			cleanups.push(async () => {
				const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
				await client.connect();
				await client.query(`drop schema if exists ${schema} cascade`);
				await client.end();
			});
		}
		const migrator = new Migrator({
			db: old,
			provider: {
				getMigrations: async () => Object.fromEntries(BEFORE.map((name) => [name, MIGRATIONS[name] as never])),
			},
			...(dialect === "postgres" ? { migrationTableSchema: schema } : {}),
		});
		const { error } = await migrator.migrateToLatest();
		expect(error).toBeUndefined();
		const info = JSON.stringify({ tags: ["mit"], pipeline_tag: null, library_name: null, warnings: [] });
		await old
			.insertInto("repos")
			.values({
				pk: "a".repeat(24),
				type: "model",
				full_id: "old/repo",
				namespace: "old",
				name: "repo",
				private: 1,
				gated: "manual",
				created_at: 1,
				last_modified: 1,
				sha: "",
				search_text: "old/repo",
				info,
				used_storage: 0,
			})
			.execute();
		const v1 = await writeOldCommit(
			old,
			"a".repeat(24),
			{ "README.md": "# one", "src/a.py": "a", "src/deep/b.py": "b", "x.txt": "x" },
			"First",
			1_700_000_000_000,
			null,
		);
		const v2 = await writeOldCommit(
			old,
			"a".repeat(24),
			{ "README.md": "# one", "src/a.py": "a2", "src/deep/b.py": "b", "x.txt": "x" },
			"Second",
			1_700_000_100_000,
			v1,
		);
		await old.destroy();

		const db: Db =
			dialect === "sqlite" ? await createDb({ sqlitePath: path }) : await createDb({ url: TEST_POSTGRES_URL, schema });
		cleanups.push(() => db.kysely.destroy());
		const repo = await db.kysely.selectFrom("repos").selectAll().executeTakeFirstOrThrow();
		expect(repo).toMatchObject({ sha: v2.id, private: 1, gated: "manual" });
		for (const id of [v1.id, v2.id]) {
			const fields = await readCommitObject(db.kysely, repo.pk, id);
			expect(fields && commitId(fields)).toBe(id);
		}
		const head = await resolveCommit(db.kysely, repo.pk, "main");
		expect(head?.id).toBe(v2.id);
		const files = await listAllFiles(db.kysely, repo.pk, head?.tree_oid ?? "");
		expect(files.map((file) => [file.path, file.oid])).toEqual(
			v2.entries
				.filter((e) => e.type === "file")
				.sort((a, b) => (a.path < b.path ? -1 : 1))
				.map((e) => [e.path, e.oid]),
		);
		expect((await findEntry(db.kysely, repo.pk, head?.tree_oid ?? "", "src/deep"))?.oid).toBe(
			v2.entries.find((e) => e.path === "src/deep")?.oid,
		);
		const history = await listHistory(db.kysely, head as NonNullable<typeof head>, 0, 10);
		expect(history.total).toBe(2);
		expect(history.commits.map((c) => c.id)).toEqual([v2.id, v1.id]);
		const last = await lastCommitsOf(db.kysely, head as NonNullable<typeof head>, [
			"README.md",
			"src",
			"src/a.py",
			"src/deep",
		]);
		expect(Object.fromEntries(last)).toEqual({
			"README.md": v1.id,
			src: v2.id,
			"src/a.py": v2.id,
			"src/deep": v1.id,
		});
		// Trees shared between the two commits are stored once: v1 root 3 + src 2 + src/deep 1, v2 root 3 + src 2.
		const rows = await db.kysely
			.selectFrom("tree_entries")
			.select((eb) => eb.fn.countAll().as("n"))
			.executeTakeFirstOrThrow();
		expect(Number(rows.n)).toBe(3 + 2 + 1 + (3 + 2));
	});
});
/* eslint-enable @typescript-eslint/no-explicit-any */
