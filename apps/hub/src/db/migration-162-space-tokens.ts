import type { Migration } from "kysely/migration";
import type { AnyDb } from "./migration-dialect.ts";

/**
 * 162: `space_tokens`, the short-lived URL tokens that open a private static space on the spaces
 * origin (decision 041). Only the token's sha256 is kept; a row goes with its space or its user.
 * The index on `expires_at` lets minting sweep expired rows.
 */
export const spaceTokensMigration: Migration = {
	async up(db: AnyDb) {
		await db.schema
			.createTable("space_tokens")
			.addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("user_pk", "varchar(24)", (c) => c.notNull().references("accounts.pk").onDelete("cascade"))
			.addColumn("expires_at", "bigint", (c) => c.notNull())
			.execute();
		await db.schema.createIndex("space_tokens_expires").on("space_tokens").column("expires_at").execute();
	},
	async down(db: AnyDb) {
		await db.schema.dropTable("space_tokens").execute();
	},
};
