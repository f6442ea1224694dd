import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { addCommitColumns, addObjectColumns, type Entry001 } from "./migration-001-columns.ts";
import type { AnyDb } from "./migration-dialect.ts";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */

/** What the migration reads of an `entries` row. */
type OldEntry = Omit<Entry001, "commit_id">;

/**
 * 010: the commit engine's storage (decision 007). Commits become per repository (`(repo_pk, id)`),
 * keep every field of their git object (so ids can be re-derived) and their own metadata; the
 * per-commit snapshots of `entries` become git trees stored once per tree id (`tree_entries`) plus the
 * paths each commit changed (`path_changes`, for `lastCommit`). Existing ids stay: the first engine
 * hashed author `name <name@users.atrium>`, UTC, message `title[\n\nmessage]\n`, which is what the
 * new columns record.
 */
export const commitEngineMigration: Migration = {
	async up(db: AnyDb) {
		await db.schema
			.createTable("commits_v2")
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("id", "varchar(40)", (c) => c.notNull())
			.addColumn("parent_id", "varchar(40)")
			.addColumn("parents", "text", (c) => c.notNull())
			.$call(addCommitColumns)
			.addColumn("author_name", "text", (c) => c.notNull())
			.addColumn("author_email", "text", (c) => c.notNull())
			.addColumn("author_time", "bigint", (c) => c.notNull())
			.addColumn("author_tz", "varchar(8)", (c) => c.notNull())
			.addColumn("committer_name", "text", (c) => c.notNull())
			.addColumn("committer_email", "text", (c) => c.notNull())
			.addColumn("committer_time", "bigint", (c) => c.notNull())
			.addColumn("committer_tz", "varchar(8)", (c) => c.notNull())
			.addColumn("extra_headers", "text", (c) => c.notNull())
			.addColumn("raw_message", "text", (c) => c.notNull())
			.addColumn("info", "text", (c) => c.notNull())
			.addColumn("used_storage", "bigint", (c) => c.notNull())
			.addPrimaryKeyConstraint("commits_v2_pk", ["repo_pk", "id"])
			.execute();
		await db.schema
			.createTable("tree_entries")
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("tree_oid", "varchar(40)", (c) => c.notNull())
			.addColumn("name", "varchar(255)", (c) => c.notNull())
			.addColumn("mode", "varchar(6)", (c) => c.notNull())
			.$call(addObjectColumns)
			.addPrimaryKeyConstraint("tree_entries_pk", ["repo_pk", "tree_oid", "name"])
			.execute();
		// Blob lookups by git id (git push names blobs it does not send).
		await db.schema.createIndex("tree_entries_oid").on("tree_entries").columns(["repo_pk", "oid"]).execute();
		// Which repositories reference a stored blob (access checks on content, garbage collection).
		await db.schema.createIndex("tree_entries_sha256").on("tree_entries").columns(["sha256"]).execute();
		await db.schema
			.createTable("path_changes")
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("path", "varchar(1000)", (c) => c.notNull())
			.addColumn("commit_id", "varchar(40)", (c) => c.notNull())
			.addColumn("seq", "integer", (c) => c.notNull())
			.addPrimaryKeyConstraint("path_changes_pk", ["repo_pk", "path", "commit_id"])
			.execute();
		await db.schema.createIndex("path_changes_seq").on("path_changes").columns(["repo_pk", "path", "seq"]).execute();

		// Commits: same ids, with the fields the first engine hashed spelled out.
		await sql`insert into commits_v2 (repo_pk, id, parent_id, parents, seq, title, message, author, created_at, tree_oid,
			author_name, author_email, author_time, author_tz, committer_name, committer_email, committer_time, committer_tz,
			extra_headers, raw_message, info, used_storage)
			select c.repo_pk, c.id, c.parent_id, coalesce(c.parent_id, ''), c.seq, c.title, c.message, c.author, c.created_at, c.tree_oid,
			c.author, c.author || '@users.atrium', c.created_at / 1000, '+0000', c.author, c.author || '@users.atrium', c.created_at / 1000, '+0000',
			'', case when c.message = '' then c.title || ${"\n"} else c.title || ${"\n\n"} || c.message || ${"\n"} end, r.info,
			coalesce((select sum(e.size) from entries e where e.commit_id = c.id and e.type = 'file'), 0)
			from commits c join repos r on r.pk = c.repo_pk`.execute(db);

		// Snapshots → shared trees and changed paths, one commit at a time (bounded memory).
		const commits = await db
			.selectFrom("commits")
			.select(["id", "repo_pk", "seq", "tree_oid"])
			.orderBy("seq")
			.execute();
		for (const commit of commits as { id: string; repo_pk: string; seq: number; tree_oid: string }[]) {
			const entries = (await db
				.selectFrom("entries")
				.select(["path", "parent", "type", "oid", "size", "sha256", "lfs_pointer_size", "last_commit_id"])
				.where("commit_id", "=", commit.id)
				.execute()) as OldEntry[];
			const treeOf = new Map<string, string>([["", commit.tree_oid]]);
			for (const entry of entries) if (entry.type === "directory") treeOf.set(entry.path, entry.oid);
			const rows = entries.map((entry) => ({
				repo_pk: commit.repo_pk,
				tree_oid: treeOf.get(entry.parent) ?? commit.tree_oid,
				name: entry.path.slice(entry.parent === "" ? 0 : entry.parent.length + 1),
				mode: entry.type === "directory" ? "40000" : "100644",
				type: entry.type,
				oid: entry.oid,
				size: entry.type === "directory" ? 0 : entry.size,
				sha256: entry.sha256,
				lfs_pointer_size: entry.lfs_pointer_size,
			}));
			const changes = entries
				.filter((entry) => entry.last_commit_id === commit.id)
				.map((entry) => ({ repo_pk: commit.repo_pk, path: entry.path, commit_id: commit.id, seq: commit.seq }));
			for (let i = 0; i < rows.length; i += 200) {
				await db
					.insertInto("tree_entries")
					.values(rows.slice(i, i + 200))
					.onConflict((oc: any) => oc.doNothing())
					.execute();
			}
			for (let i = 0; i < changes.length; i += 200) {
				await db
					.insertInto("path_changes")
					.values(changes.slice(i, i + 200))
					.onConflict((oc: any) => oc.doNothing())
					.execute();
			}
		}
		await db.schema.dropTable("entries").execute();
		await db.schema.dropTable("commits").execute();
		await db.schema.alterTable("commits_v2").renameTo("commits").execute();
		await db.schema.createIndex("commits_repo_seq").on("commits").columns(["repo_pk", "seq"]).execute();
	},
	async down() {
		throw new Error("010_commit_engine cannot be undone: restore a backup taken before upgrading");
	},
};
/* eslint-enable @typescript-eslint/no-explicit-any */
