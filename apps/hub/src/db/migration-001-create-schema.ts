import type { Migration } from "kysely/migration";
import { addCommitColumns, addObjectColumns } from "./migration-001-columns.ts";
import type { AnyDb } from "./migration-dialect.ts";

/** 001: repositories, tags, commits, tree entries, refs, daily download counts. */
export const createSchema: Migration = {
	async up(db: AnyDb) {
		await db.schema
			.createTable("repos")
			.addColumn("pk", "varchar(24)", (c) => c.primaryKey())
			.addColumn("type", "varchar(16)", (c) => c.notNull())
			.addColumn("full_id", "varchar(200)", (c) => c.notNull())
			.addColumn("namespace", "varchar(100)", (c) => c.notNull())
			.addColumn("name", "varchar(100)", (c) => c.notNull())
			.addColumn("private", "integer", (c) => c.notNull().defaultTo(0))
			.addColumn("gated", "varchar(16)", (c) => c.notNull().defaultTo("false"))
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.addColumn("last_modified", "bigint", (c) => c.notNull())
			.addColumn("sha", "varchar(40)", (c) => c.notNull())
			.addColumn("likes", "integer", (c) => c.notNull().defaultTo(0))
			.addColumn("downloads", "bigint", (c) => c.notNull().defaultTo(0))
			.addColumn("downloads_all_time", "bigint", (c) => c.notNull().defaultTo(0))
			.addColumn("trending_score", "double precision", (c) => c.notNull().defaultTo(0))
			.addColumn("pipeline_tag", "varchar(64)")
			.addColumn("library_name", "varchar(64)")
			.addColumn("sdk", "varchar(32)")
			.addColumn("num_parameters", "bigint")
			.addColumn("search_text", "text", (c) => c.notNull())
			.addColumn("used_storage", "bigint", (c) => c.notNull().defaultTo(0))
			.addColumn("info", "text", (c) => c.notNull())
			.addUniqueConstraint("repos_type_full_id", ["type", "full_id"])
			.execute();
		for (const column of ["downloads", "likes", "last_modified", "created_at", "trending_score", "num_parameters"]) {
			await db.schema.createIndex(`repos_${column}`).on("repos").columns(["type", column]).execute();
		}
		await db.schema.createIndex("repos_namespace").on("repos").columns(["type", "namespace"]).execute();
		await db.schema.createIndex("repos_pipeline").on("repos").columns(["type", "pipeline_tag"]).execute();
		await db.schema
			.createTable("repo_tags")
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("tag", "varchar(200)", (c) => c.notNull())
			.addPrimaryKeyConstraint("repo_tags_pk", ["repo_pk", "tag"])
			.execute();
		await db.schema.createIndex("repo_tags_tag").on("repo_tags").columns(["tag", "repo_pk"]).execute();
		await db.schema
			.createTable("commits")
			.addColumn("id", "varchar(40)", (c) => c.primaryKey())
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("parent_id", "varchar(40)")
			.$call(addCommitColumns)
			.execute();
		await db.schema.createIndex("commits_repo_seq").on("commits").columns(["repo_pk", "seq"]).execute();
		await db.schema
			.createTable("entries")
			.addColumn("commit_id", "varchar(40)", (c) => c.notNull().references("commits.id").onDelete("cascade"))
			.addColumn("path", "varchar(1000)", (c) => c.notNull())
			.addColumn("parent", "varchar(1000)", (c) => c.notNull())
			.$call(addObjectColumns)
			.addColumn("last_commit_id", "varchar(40)", (c) => c.notNull())
			.addPrimaryKeyConstraint("entries_pk", ["commit_id", "path"])
			.execute();
		await db.schema.createIndex("entries_parent").on("entries").columns(["commit_id", "parent", "path"]).execute();
		await db.schema
			.createTable("refs")
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("kind", "varchar(16)", (c) => c.notNull())
			.addColumn("name", "varchar(200)", (c) => c.notNull())
			.addColumn("commit_id", "varchar(40)", (c) => c.notNull())
			.addPrimaryKeyConstraint("refs_pk", ["repo_pk", "kind", "name"])
			.execute();
		await db.schema
			.createTable("download_days")
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("day", "varchar(10)", (c) => c.notNull())
			.addColumn("count", "bigint", (c) => c.notNull())
			.addPrimaryKeyConstraint("download_days_pk", ["repo_pk", "day"])
			.execute();
	},
	async down(db: AnyDb) {
		for (const table of ["download_days", "refs", "entries", "commits", "repo_tags", "repos"]) {
			await db.schema.dropTable(table).execute();
		}
	},
};
