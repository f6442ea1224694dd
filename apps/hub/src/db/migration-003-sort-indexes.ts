import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { migrationDialect, type AnyDb } from "./migration-dialect.ts";

/**
 * 003: sort indexes for the sort keys that had none usable (`downloadsAllTime`, `mainSize`, and
 * `num_parameters`, which sorts on `coalesce(num_parameters, -1)` so unknown counts come last on
 * both databases), so those lists walk an index and stop at the page size instead of sorting every
 * repository of the type.
 */
const SORT_INDEXES = ["repos_downloads_all_time", "repos_used_storage", "repos_num_parameters_sort"];
export const createSortIndexes: Migration = {
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
