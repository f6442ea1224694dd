import type { Migration } from "kysely/migration";
import type { AnyDb } from "./migration-dialect.ts";

/**
 * 150: who pays for an upload not committed yet (decision 037). `payer_namespace` on LFS upload
 * reservations and upload claims names the namespace whose quota the bytes count against when it is
 * not the repository's own: a reader preparing a pull request pays with their own namespace. Null (every
 * row written before) keeps the old rule: the repository's namespace pays.
 */
export const uploadPayerMigration: Migration = {
	async up(db: AnyDb) {
		for (const table of ["upload_reservations", "blob_uploads"]) {
			await db.schema.alterTable(table).addColumn("payer_namespace", "varchar(100)").execute();
			await db.schema.createIndex(`${table}_payer`).on(table).column("payer_namespace").execute();
		}
	},
};
