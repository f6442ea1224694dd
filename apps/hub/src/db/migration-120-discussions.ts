import type { Migration } from "kysely/migration";
import type { AnyDb } from "./migration-dialect.ts";

/**
 * 120: discussions and pull requests (issue 21, decision 030).
 *
 * - `discussions`: one thread per row, numbered per repository (`num`), discussions and pull requests
 *   sharing the numbers. A pull request's commits live on the ref `refs/pr/{num}` (`refs.kind = 'pr'`,
 *   `refs.name = 'refs/pr/{num}'`); `target_branch` is where it merges, `merge_commit_id` what the
 *   merge produced.
 * - `discussion_counters`: the last number given in each repository; the row is updated before a
 *   thread is inserted, so two openings of one repository take turns and never share a number.
 * - `discussion_events`: what happened in a thread, in `position` order: comments (latest text in
 *   `content`, every version in `discussion_comment_versions`, `hidden`), status changes, commits
 *   and title changes (`data`, JSON). Ids are 24 hex digits, as the clients expect.
 */
export const discussionsMigration: Migration = {
	async up(db: AnyDb) {
		await db.schema
			.createTable("discussion_counters")
			.addColumn("repo_pk", "varchar(24)", (c) => c.primaryKey().references("repos.pk").onDelete("cascade"))
			.addColumn("last_num", "integer", (c) => c.notNull())
			.execute();
		await db.schema
			.createTable("discussions")
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("num", "integer", (c) => c.notNull())
			.addColumn("title", "varchar(400)", (c) => c.notNull())
			.addColumn("author_pk", "varchar(24)", (c) => c.references("accounts.pk").onDelete("set null"))
			.addColumn("status", "varchar(16)", (c) => c.notNull())
			.addColumn("is_pull_request", "integer", (c) => c.notNull())
			.addColumn("target_branch", "varchar(200)")
			.addColumn("merge_commit_id", "varchar(40)")
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.addColumn("updated_at", "bigint", (c) => c.notNull())
			.addPrimaryKeyConstraint("discussions_pk", ["repo_pk", "num"])
			.execute();
		await db.schema.createIndex("discussions_status").on("discussions").columns(["repo_pk", "status", "num"]).execute();
		await db.schema.createIndex("discussions_author").on("discussions").columns(["author_pk"]).execute();
		await db.schema
			.createTable("discussion_events")
			.addColumn("id", "varchar(24)", (c) => c.primaryKey())
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull())
			.addColumn("num", "integer", (c) => c.notNull())
			.addColumn("position", "integer", (c) => c.notNull())
			.addColumn("type", "varchar(16)", (c) => c.notNull())
			.addColumn("author_pk", "varchar(24)", (c) => c.references("accounts.pk").onDelete("set null"))
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.addColumn("data", "text", (c) => c.notNull())
			.addColumn("content", "text")
			.addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
			.addColumn("hidden_by_pk", "varchar(24)", (c) => c.references("accounts.pk").onDelete("set null"))
			.addForeignKeyConstraint(
				"discussion_events_thread",
				["repo_pk", "num"],
				"discussions",
				["repo_pk", "num"],
				(fk) => fk.onDelete("cascade"),
			)
			.addUniqueConstraint("discussion_events_order", ["repo_pk", "num", "position"])
			.execute();
		await db.schema
			.createTable("discussion_comment_versions")
			.addColumn("event_id", "varchar(24)", (c) => c.notNull().references("discussion_events.id").onDelete("cascade"))
			.addColumn("version", "integer", (c) => c.notNull())
			.addColumn("content", "text", (c) => c.notNull())
			.addColumn("author_pk", "varchar(24)", (c) => c.references("accounts.pk").onDelete("set null"))
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.addPrimaryKeyConstraint("discussion_comment_versions_pk", ["event_id", "version"])
			.execute();
	},
	async down(db: AnyDb) {
		for (const table of ["discussion_comment_versions", "discussion_events", "discussions", "discussion_counters"])
			await db.schema.dropTable(table).execute();
	},
};
