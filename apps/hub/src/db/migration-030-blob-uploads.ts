import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
type AnyDb = Kysely<any>;

/**
 * 030: uploads of content-addressed blobs (decision 009). A row says "this user sent (or proved
 * they hold) this blob for this repository at this time": it lets the LFS batch answer "already
 * stored" without revealing blobs of other repositories, lets a commit reference an uploaded object,
 * and keeps `atrium gc` off blobs a commit in flight is about to reference. Plus `hub_secrets`, the
 * keys every hub process of one database shares (signing upload and download links).
 */
export const blobUploadsMigration: Migration = {
	async up(db: AnyDb) {
		await db.schema
			.createTable("blob_uploads")
			.addColumn("sha256", "varchar(64)", (c) => c.notNull())
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("user_pk", "varchar(24)", (c) => c.notNull())
			.addColumn("size", "bigint", (c) => c.notNull())
			.addColumn("uploaded_at", "bigint", (c) => c.notNull())
			.addPrimaryKeyConstraint("blob_uploads_pk", ["sha256", "repo_pk", "user_pk"])
			.execute();
		await db.schema.createIndex("blob_uploads_uploaded_at").on("blob_uploads").column("uploaded_at").execute();
		await db.schema
			.createTable("hub_secrets")
			.addColumn("name", "varchar(64)", (c) => c.primaryKey())
			.addColumn("value", "text", (c) => c.notNull())
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.execute();
	},
	async down(db: AnyDb) {
		await db.schema.dropTable("hub_secrets").execute();
		await db.schema.dropTable("blob_uploads").execute();
	},
};
/* eslint-enable @typescript-eslint/no-explicit-any */
