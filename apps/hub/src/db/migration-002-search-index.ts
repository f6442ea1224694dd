import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { migrationDialect, type AnyDb } from "./migration-dialect.ts";
import { createPgTrigramIndex, createTrigramSyncTriggers } from "./trigram-index.ts";

/**
 * 002: indexes for search. Pipeline + sort composites, and a trigram index for `search=` substrings.
 * SQLite: an FTS5 trigram table over `repos.search_text` (external content, keyed by rowid, kept in
 * sync by triggers; after a VACUUM, run `insert into repo_search(repo_search) values('rebuild')`).
 * PostgreSQL: a `pg_trgm` GIN index, when the extension can be installed; plain scans otherwise.
 */
export const createSearchIndex: Migration = {
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
