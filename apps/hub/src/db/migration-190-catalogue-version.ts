import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { migrationDialect, type AnyDb } from "./migration-dialect.ts";

/** PostgreSQL's auto-numbered 64-bit key (only PostgreSQL has the pending table; every writing transaction takes a number). */
const pgSerial = sql`bigserial`;

/** The tables whose rows a repository list shows or filters on (`features/search/search.repository.ts`). */
const LISTED_TABLES = ["repos", "repo_tags"] as const;

/**
 * 190: `catalogue_version`, one row whose `version` grows in every transaction that changes a row of
 * `repos` or `repo_tags` (decision 048). Kept pages of repository lists are keyed by it, so any change
 * a list could show makes a new key.
 *
 * - SQLite: a trigger per table and event bumps it; writers are serialised, so the bump is part of
 *   the writing transaction and visible exactly when its changes are.
 * - PostgreSQL: a statement trigger marks the transaction (a transaction-local setting) and queues
 *   one row in `catalogue_pending`, whose deferred constraint trigger bumps the version at commit. The
 *   row lock is then the last one the transaction takes and is held only while it commits, so
 *   concurrent writers of different repositories neither wait on each other's whole transaction nor
 *   deadlock; and a statement changing a million rows costs one trigger call, not a million.
 */
export const catalogueVersionMigration: Migration = {
	async up(db: AnyDb) {
		await db.schema
			.createTable("catalogue_version")
			.addColumn("id", "integer", (c) => c.primaryKey())
			.addColumn("version", "bigint", (c) => c.notNull())
			.execute();
		await db.insertInto("catalogue_version").values({ id: 1, version: 0 }).execute();
		const bump = "update catalogue_version set version = version + 1 where id = 1";
		if ((await migrationDialect(db)) === "sqlite") {
			for (const table of LISTED_TABLES)
				for (const event of ["insert", "update", "delete"])
					await sql
						.raw(`create trigger catalogue_${table}_${event} after ${event} on ${table} begin ${bump}; end`)
						.execute(db);
			return;
		}
		await db.schema
			.createTable("catalogue_pending")
			.addColumn("id", pgSerial, (c) => c.primaryKey())
			.execute();
		// Once per transaction and statement kind: mark the transaction and queue one pending row…
		await sql
			.raw(
				`create function catalogue_touched() returns trigger language plpgsql set search_path from current as $$
begin
	if coalesce(current_setting('atrium.catalogue_changed', true), '') <> 'on' then
		perform set_config('atrium.catalogue_changed', 'on', true);
		insert into catalogue_pending default values;
	end if;
	return null;
end $$`,
			)
			.execute(db);
		// …whose deferred trigger bumps the version at commit and removes the row.
		await sql
			.raw(
				`create function catalogue_committing() returns trigger language plpgsql set search_path from current as $$
begin
	${bump};
	delete from catalogue_pending where id = new.id;
	return null;
end $$`,
			)
			.execute(db);
		for (const table of LISTED_TABLES)
			await sql
				.raw(
					`create trigger catalogue_${table}_touched after insert or update or delete on ${table} for each statement execute function catalogue_touched()`,
				)
				.execute(db);
		await sql
			.raw(
				"create constraint trigger catalogue_pending_commit after insert on catalogue_pending deferrable initially deferred for each row execute function catalogue_committing()",
			)
			.execute(db);
	},
	async down(db: AnyDb) {
		if ((await migrationDialect(db)) === "sqlite") {
			for (const table of LISTED_TABLES)
				for (const event of ["insert", "update", "delete"])
					await sql.raw(`drop trigger catalogue_${table}_${event}`).execute(db);
		} else {
			for (const table of LISTED_TABLES)
				await sql.raw(`drop trigger catalogue_${table}_touched on ${table}`).execute(db);
			await db.schema.dropTable("catalogue_pending").execute();
			await sql.raw("drop function catalogue_touched()").execute(db);
			await sql.raw("drop function catalogue_committing()").execute(db);
		}
		await db.schema.dropTable("catalogue_version").execute();
	},
};
