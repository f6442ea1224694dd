import type { Migration } from "kysely/migration";
import type { AnyDb } from "./migration-dialect.ts";

/**
 * 160: `account_follows`, who follows whom. A user follows users or organizations; the row goes with
 * either account. The index on the followed account answers follower lists and counts.
 */
export const followsMigration: Migration = {
	async up(db: AnyDb) {
		await db.schema
			.createTable("account_follows")
			.addColumn("follower_pk", "varchar(24)", (c) => c.notNull().references("accounts.pk").onDelete("cascade"))
			.addColumn("followed_pk", "varchar(24)", (c) => c.notNull().references("accounts.pk").onDelete("cascade"))
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.addPrimaryKeyConstraint("account_follows_pk", ["follower_pk", "followed_pk"])
			.execute();
		await db.schema.createIndex("account_follows_followed").on("account_follows").column("followed_pk").execute();
	},
	async down(db: AnyDb) {
		await db.schema.dropTable("account_follows").execute();
	},
};
