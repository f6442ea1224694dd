import { sql } from "kysely";
import type { Migration, MigrationProvider } from "kysely/migration";
import { commitEngineMigration } from "./migration-010-commit-engine.ts";
import { movesAndLikesMigration } from "./migration-010-moves-likes.ts";
import { accountsMigration } from "./accounts-migration.ts";
import { gitPushSettingsMigration } from "./migration-040-git-push-settings.ts";
import { gitTagObjectsMigration } from "./migration-041-git-tag-objects.ts";
import { createDownloadJournalApplied } from "./migration-060-download-journal.ts";
import { createIdSearchIndex } from "./migration-080-id-search.ts";
import { blobUploadsMigration } from "./migration-030-blob-uploads.ts";
import { abuseLimitsMigration } from "./migration-110-abuse-limits.ts";
import { addCommitColumns, addObjectColumns } from "./migration-001-columns.ts";
import { migrationDialect, type AnyDb } from "./migration-dialect.ts";
import { createPgTrigramIndex, createTrigramSyncTriggers } from "./trigram-index.ts";

/** 001: repositories, tags, commits, tree entries, refs, daily download counts. */
const createSchema: Migration = {
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

/**
 * 002: indexes for search. Pipeline + sort composites, and a trigram index for `search=` substrings.
 * SQLite: an FTS5 trigram table over `repos.search_text` (external content, keyed by rowid, kept in
 * sync by triggers; after a VACUUM, run `insert into repo_search(repo_search) values('rebuild')`).
 * PostgreSQL: a `pg_trgm` GIN index, when the extension can be installed; plain scans otherwise.
 */
const createSearchIndex: Migration = {
	async up(db: AnyDb) {
		const dialect = await migrationDialect(db);
		// Task pages list a pipeline's models by downloads or trend: serve those from one index.
		for (const column of ["downloads", "trending_score"]) {
			await db.schema
				.createIndex(`repos_pipeline_${column}`)
				.on("repos")
				.columns(["type", "pipeline_tag", column])
				.execute();
		}
		if (dialect === "sqlite") {
			await sql`create virtual table repo_search using fts5(search_text, tokenize='trigram', content='repos', content_rowid='rowid')`.execute(
				db,
			);
			await sql`insert into repo_search(rowid, search_text) select rowid, search_text from repos`.execute(db);
			await createTrigramSyncTriggers(db, "repo_search", "search_text", "repos_search");
			return;
		}
		const available = await sql<{
			name: string;
		}>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
		if (available.rows.length === 0) return;
		await sql`savepoint trgm`.execute(db);
		try {
			await sql`create extension if not exists pg_trgm with schema public`.execute(db);
			await sql`release savepoint trgm`.execute(db);
		} catch {
			await sql`rollback to savepoint trgm`.execute(db);
		}
		await createPgTrigramIndex(db, "repos_search_trgm", "search_text");
	},
	async down(db: AnyDb) {
		await sql`drop index if exists repos_search_trgm`.execute(db).catch(() => undefined);
		await sql`drop index if exists repos_pipeline_downloads`.execute(db);
		await sql`drop index if exists repos_pipeline_trending_score`.execute(db);
		await sql`drop table if exists repo_search`.execute(db).catch(() => undefined);
	},
};
/**
 * 003: sort indexes for the sort keys that had none usable (`downloadsAllTime`, `mainSize`, and
 * `num_parameters`, which sorts on `coalesce(num_parameters, -1)` so unknown counts come last on
 * both databases), so those lists walk an index and stop at the page size instead of sorting every
 * repository of the type.
 */
const SORT_INDEXES = ["repos_downloads_all_time", "repos_used_storage", "repos_num_parameters_sort"];
const createSortIndexes: Migration = {
	async up(db: AnyDb) {
		for (const column of ["downloads_all_time", "used_storage"]) {
			await db.schema.createIndex(`repos_${column}`).ifNotExists().on("repos").columns(["type", column]).execute();
		}
		// The expression must match the list query's ORDER BY exactly (search.repository.ts).
		await sql`create index if not exists repos_num_parameters_sort on repos (type, coalesce(num_parameters, -1))`.execute(
			db,
		);
		// A SQLite database that was analyzed before holds statistics for every index but these; the
		// planner then takes a new index for a very selective one and walks it for every list query.
		// Measure the new indexes so they are judged like the others (PostgreSQL needs no step).
		if ((await migrationDialect(db)) !== "sqlite") return;
		const stats = await sql<{ name: string }>`select name from sqlite_master where name = 'sqlite_stat1'`.execute(db);
		if (stats.rows.length > 0) {
			for (const index of SORT_INDEXES) await sql.raw(`analyze ${index}`).execute(db);
		}
	},
	async down(db: AnyDb) {
		for (const index of SORT_INDEXES) await db.schema.dropIndex(index).ifExists().execute();
	},
};

/** The migrations, in order. Names sort in the order they run. */
export const MIGRATIONS: Record<string, Migration> = {
	"001_create_schema": createSchema,
	"002_search_index": createSearchIndex,
	"003_sort_indexes": createSortIndexes,
	"010_commit_engine": commitEngineMigration,
	"010_moves_likes": movesAndLikesMigration,
	"020_accounts": accountsMigration,
	"040_git_push_settings": gitPushSettingsMigration,
	"030_blob_uploads": blobUploadsMigration,
	"041_git_tag_objects": gitTagObjectsMigration,
	"060_download_journal": createDownloadJournalApplied,
	"080_id_search_index": createIdSearchIndex,
	"110_abuse_limits": abuseLimitsMigration,
};

/** Serves {@link MIGRATIONS} to Kysely's `Migrator` (no files read at run time). */
export const migrationProvider: MigrationProvider = {
	getMigrations: async () => MIGRATIONS,
};
