import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { migrationDialect, type AnyDb } from "./migration-dialect.ts";
import { createPgTrigramIndex, createTrigramSyncTriggers } from "./trigram-index.ts";

/**
 * 080: a trigram index over repository ids, for `search=` (a case-insensitive substring of
 * `namespace/name`, as the clients document it; card text has its own parameter, `full_text=`).
 * SQLite: an FTS5 trigram table over `repos.full_id` (trigram is case-insensitive), external
 * content keyed by rowid and kept in sync by triggers, like `repo_search` (rebuild it after a VACUUM:
 * `insert into repo_id_search(repo_id_search) values('rebuild')`).
 * PostgreSQL: a `pg_trgm` GIN index on `lower(full_id)` when migration 002 could install the extension.
 */
export const createIdSearchIndex: Migration = {
	async up(db: AnyDb) {
		if ((await migrationDialect(db)) === "sqlite") {
			await sql`create virtual table repo_id_search using fts5(full_id, tokenize='trigram', content='repos', content_rowid='rowid')`.execute(
				db,
			);
			await sql`insert into repo_id_search(repo_id_search) values('rebuild')`.execute(db);
			await createTrigramSyncTriggers(db, "repo_id_search", "full_id", "repos_id_search");
			return;
		}
		await createPgTrigramIndex(db, "repos_id_trgm", "lower(full_id)");
	},
	async down(db: AnyDb) {
		if ((await migrationDialect(db)) === "sqlite") {
			for (const trigger of ["insert", "delete", "update"])
				await sql.raw(`drop trigger if exists repos_id_search_${trigger}`).execute(db);
			await sql`drop table if exists repo_id_search`.execute(db);
			return;
		}
		await sql`drop index if exists repos_id_trgm`.execute(db);
	},
};
