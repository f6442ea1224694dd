import { sql } from "kysely";
import type { AnyDb } from "./migration-dialect.ts";

/**
 * Trigram indexes over a column of `repos`, for substring search (migrations 002 and 080 build with
 * these, so a change here changes what new databases get: keep them as they are).
 */

/**
 * SQLite: the triggers `<prefix>_insert`, `<prefix>_delete` and `<prefix>_update` that keep the FTS5
 * external-content table `table` (keyed by `repos.rowid`) in step with `repos.<column>`.
 */
export async function createTrigramSyncTriggers(
	db: AnyDb,
	table: string,
	column: string,
	prefix: string,
): Promise<void> {
	await sql
		.raw(
			`create trigger ${prefix}_insert after insert on repos begin insert into ${table}(rowid, ${column}) values (new.rowid, new.${column}); end`,
		)
		.execute(db);
	await sql
		.raw(
			`create trigger ${prefix}_delete after delete on repos begin insert into ${table}(${table}, rowid, ${column}) values ('delete', old.rowid, old.${column}); end`,
		)
		.execute(db);
	await sql
		.raw(
			`create trigger ${prefix}_update after update of ${column} on repos begin insert into ${table}(${table}, rowid, ${column}) values ('delete', old.rowid, old.${column}); insert into ${table}(rowid, ${column}) values (new.rowid, new.${column}); end`,
		)
		.execute(db);
}

/**
 * PostgreSQL: a GIN index `name` on `repos` over `expression` with `pg_trgm`'s operator class, when
 * the extension is installed (in whichever schema); nothing otherwise (searches then scan).
 */
export async function createPgTrigramIndex(db: AnyDb, name: string, expression: string): Promise<void> {
	const installed = await sql<{
		schema: string;
	}>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
		db,
	);
	const schema = installed.rows[0]?.schema;
	if (schema)
		await sql
			.raw(`create index ${name} on repos using gin (${expression} "${schema.replace(/"/g, "")}".gin_trgm_ops)`)
			.execute(db);
}
