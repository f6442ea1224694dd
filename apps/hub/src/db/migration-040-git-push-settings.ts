import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
/**
 * 040: per-repository settings of git pushes, in a table of their own (a repository without a row
 * has the defaults). `deny_force_push` 1: a push that is not a fast-forward of the default branch is
 * refused, even when forced.
 */
export const gitPushSettingsMigration: Migration = {
	async up(db: Kysely<any>) {
		await db.schema
			.createTable("repo_git_settings")
			.addColumn("repo_pk", "varchar(24)", (c) => c.primaryKey().references("repos.pk").onDelete("cascade"))
			.addColumn("deny_force_push", "integer", (c) => c.notNull().defaultTo(0))
			.execute();
	},
	async down(db: Kysely<any>) {
		await db.schema.dropTable("repo_git_settings").execute();
	},
};
/* eslint-enable @typescript-eslint/no-explicit-any */
