import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
/**
 * 041: annotated tag objects pushed with git. The tag ref itself stays a row of `refs` pointing to the
 * commit (what the API and the site read); this table keeps the tag object (its id, the commit it
 * names and its exact body, base64) so git clients get it back. A row counts only while the ref still
 * points to its commit.
 */
export const gitTagObjectsMigration: Migration = {
	async up(db: Kysely<any>) {
		await db.schema
			.createTable("git_tag_objects")
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("name", "varchar(255)", (c) => c.notNull())
			.addColumn("oid", "varchar(40)", (c) => c.notNull())
			.addColumn("target", "varchar(40)", (c) => c.notNull())
			.addColumn("body", "text", (c) => c.notNull())
			.addPrimaryKeyConstraint("git_tag_objects_pk", ["repo_pk", "name"])
			.execute();
	},
	async down(db: Kysely<any>) {
		await db.schema.dropTable("git_tag_objects").execute();
	},
};
/* eslint-enable @typescript-eslint/no-explicit-any */
