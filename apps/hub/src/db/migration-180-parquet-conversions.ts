import type { Migration } from "kysely/migration";
import type { AnyDb } from "./migration-dialect.ts";

/**
 * 180: the Parquet conversion queue (decision 042). One row per dataset: the default-branch commit
 * to convert (`source_commit`, written in the transaction that moved the branch), its state
 * (`pending`, `running`, `done`, `failed`), how many attempts were made, the lease a running
 * converter holds (`lease_until`: past it, a crashed attempt is taken up again), the commit it
 * produced on `refs/convert/parquet` and the last error. A newer commit replaces the row's source and
 * makes it pending again, so only the head is ever converted.
 */
export const parquetConversionsMigration: Migration = {
	async up(db: AnyDb) {
		await db.schema
			.createTable("parquet_conversions")
			.addColumn("repo_pk", "varchar(24)", (c) => c.primaryKey().references("repos.pk").onDelete("cascade"))
			.addColumn("source_commit", "varchar(40)", (c) => c.notNull())
			.addColumn("status", "varchar(16)", (c) => c.notNull())
			.addColumn("attempts", "integer", (c) => c.notNull())
			.addColumn("lease_until", "bigint")
			.addColumn("converted_commit", "varchar(40)")
			.addColumn("error", "text")
			.addColumn("updated_at", "bigint", (c) => c.notNull())
			.execute();
		await db.schema.createIndex("parquet_conversions_status").on("parquet_conversions").column("status").execute();
	},
	async down(db: AnyDb) {
		await db.schema.dropTable("parquet_conversions").execute();
	},
};
