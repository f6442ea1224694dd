import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */

/**
 * 010 (second): old names of moved repositories (`repo_redirects`, answered with a 307 to the new
 * name) and who likes which repository (`repo_likes`, counted into `repos.likes`).
 */
export const movesAndLikesMigration: Migration = {
	async up(db: Kysely<any>) {
		await db.schema
			.createTable("repo_redirects")
			.addColumn("type", "varchar(16)", (c) => c.notNull())
			.addColumn("from_id", "varchar(200)", (c) => c.notNull())
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addPrimaryKeyConstraint("repo_redirects_pk", ["type", "from_id"])
			.execute();
		await db.schema
			.createTable("repo_likes")
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("user_id", "varchar(64)", (c) => c.notNull())
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.addPrimaryKeyConstraint("repo_likes_pk", ["repo_pk", "user_id"])
			.execute();
		await db.schema.createIndex("repo_likes_user").on("repo_likes").columns(["user_id", "created_at"]).execute();
	},
	async down(db: Kysely<any>) {
		await db.schema.dropTable("repo_likes").execute();
		await db.schema.dropTable("repo_redirects").execute();
	},
};
/* eslint-enable @typescript-eslint/no-explicit-any */
