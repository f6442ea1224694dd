import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { AnyDb } from "./migration-dialect.ts";

/**
 * 110: what storage quotas and rate limits need (decision 019).
 *
 * - `repo_blobs`: the distinct contents (sha256, size) any stored tree of a repository names, kept
 *   beside `tree_entries` by the one function that writes tree rows; a namespace's committed bytes
 *   are the sum over its repositories' rows, one index walk instead of a scan of every tree.
 *   Filled from the existing trees here.
 * - `upload_reservations`: LFS uploads announced by a batch request and not finished yet; they count
 *   against the quota until their link expires, so two batches cannot both fit in the last gigabyte.
 * - `namespace_quotas`: an administrator's per-namespace quota override, and the row a quota check
 *   writes first so that checks of one namespace run one at a time, on every worker and both databases.
 * - `rate_limits`: hourly counters (sign-ups per address, repositories and refs per account).
 */
export const abuseLimitsMigration: Migration = {
	async up(db: AnyDb) {
		await db.schema
			.createTable("repo_blobs")
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("sha256", "varchar(64)", (c) => c.notNull())
			.addColumn("size", "bigint", (c) => c.notNull())
			.addPrimaryKeyConstraint("repo_blobs_pk", ["repo_pk", "sha256"])
			.execute();
		await db.schema.createIndex("repo_blobs_sha256").on("repo_blobs").column("sha256").execute();
		await sql`insert into repo_blobs (repo_pk, sha256, size)
			select repo_pk, sha256, max(size) from tree_entries
			where type = 'file' and sha256 <> '' group by repo_pk, sha256`.execute(db);
		await db.schema.createIndex("repos_namespace_only").on("repos").column("namespace").execute();
		await db.schema
			.createTable("upload_reservations")
			.addColumn("sha256", "varchar(64)", (c) => c.notNull())
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("size", "bigint", (c) => c.notNull())
			.addColumn("expires_at", "bigint", (c) => c.notNull())
			.addPrimaryKeyConstraint("upload_reservations_pk", ["repo_pk", "sha256"])
			.execute();
		await db.schema
			.createIndex("upload_reservations_expires_at")
			.on("upload_reservations")
			.column("expires_at")
			.execute();
		await db.schema.createIndex("blob_uploads_repo").on("blob_uploads").column("repo_pk").execute();
		await db.schema
			.createTable("namespace_quotas")
			.addColumn("namespace", "varchar(100)", (c) => c.primaryKey())
			.addColumn("quota_bytes", "bigint")
			.addColumn("touched_at", "bigint", (c) => c.notNull())
			.execute();
		await db.schema
			.createTable("rate_limits")
			.addColumn("key", "varchar(200)", (c) => c.primaryKey())
			.addColumn("window_start", "bigint", (c) => c.notNull())
			.addColumn("count", "integer", (c) => c.notNull())
			.execute();
		await db.schema.createIndex("rate_limits_window_start").on("rate_limits").column("window_start").execute();
	},
	async down(db: AnyDb) {
		for (const table of ["rate_limits", "namespace_quotas", "upload_reservations", "repo_blobs"])
			await db.schema.dropTable(table).execute();
		await db.schema.dropIndex("blob_uploads_repo").execute();
		await db.schema.dropIndex("repos_namespace_only").execute();
	},
};
