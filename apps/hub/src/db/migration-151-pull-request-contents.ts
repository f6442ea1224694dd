import type { Migration } from "kysely/migration";
import type { AnyDb } from "./migration-dialect.ts";

/**
 * 151: who pays for what a reader's pull request brings into a repository (decision 038).
 * `pull_request_blobs` holds, per repository, the contents (sha256, size) that a commit to pull request
 * `num` by an author who may not write the repository brought in (no tree of the repository named them
 * before), and the namespace paying for them (`payer_namespace`, the author's). They count for that
 * namespace and not for the repository's until a writer adopts them (the merge, or a commit of theirs to a
 * branch naming them), which deletes the row. The table keeps no blob alive (trees do), so garbage
 * collection and backup need not read it; purging a content deletes its row. No rows are written for
 * commits made before: their contents stay the repository's, as they were counted.
 */
export const pullRequestContentsMigration: Migration = {
	async up(db: AnyDb) {
		await db.schema
			.createTable("pull_request_blobs")
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("sha256", "varchar(64)", (c) => c.notNull())
			.addColumn("size", "bigint", (c) => c.notNull())
			.addColumn("num", "integer", (c) => c.notNull())
			.addColumn("payer_namespace", "varchar(100)", (c) => c.notNull())
			.addPrimaryKeyConstraint("pull_request_blobs_pk", ["repo_pk", "sha256"])
			.execute();
		await db.schema
			.createIndex("pull_request_blobs_payer")
			.on("pull_request_blobs")
			.column("payer_namespace")
			.execute();
		await db.schema
			.createIndex("pull_request_blobs_num")
			.on("pull_request_blobs")
			.columns(["repo_pk", "num"])
			.execute();
	},
	async down(db: AnyDb) {
		await db.schema.dropTable("pull_request_blobs").execute();
	},
};
