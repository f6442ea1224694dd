import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
type AnyDb = Kysely<any>;

/**
 * 140: Xet (decision 032). `xet_xorbs`: xorbs the CAS verified and stored (key `xet/xorbs/...`),
 * with their chunk count and sizes. `xet_xorb_uploads`: who sent a xorb for which repository and
 * when — the write session a shard may draw on, as `blob_uploads` is for blobs. `xet_files`: the Xet
 * file hash of a stored blob and its reconstruction (terms as JSON), for the download side and for
 * shards that reuse a readable file's xorbs; `xet_file_xorbs` which xorbs each such file is made of.
 */
export const xetMigration: Migration = {
	async up(db: AnyDb) {
		await db.schema
			.createTable("xet_xorbs")
			.addColumn("hash", "varchar(64)", (c) => c.primaryKey())
			.addColumn("chunk_count", "integer", (c) => c.notNull())
			.addColumn("unpacked_size", "bigint", (c) => c.notNull())
			.addColumn("stored_size", "bigint", (c) => c.notNull())
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.execute();
		await db.schema
			.createTable("xet_xorb_uploads")
			.addColumn("xorb_hash", "varchar(64)", (c) => c.notNull())
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("user_pk", "varchar(24)", (c) => c.notNull())
			.addColumn("uploaded_at", "bigint", (c) => c.notNull())
			.addPrimaryKeyConstraint("xet_xorb_uploads_pk", ["xorb_hash", "repo_pk", "user_pk"])
			.execute();
		await db.schema
			.createTable("xet_files")
			.addColumn("sha256", "varchar(64)", (c) => c.primaryKey())
			.addColumn("xet_hash", "varchar(64)", (c) => c.notNull())
			.addColumn("size", "bigint", (c) => c.notNull())
			.addColumn("terms", "text", (c) => c.notNull())
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.execute();
		await db.schema.createIndex("xet_files_xet_hash").on("xet_files").column("xet_hash").execute();
		await db.schema
			.createTable("xet_file_xorbs")
			.addColumn("sha256", "varchar(64)", (c) => c.notNull())
			.addColumn("xorb_hash", "varchar(64)", (c) => c.notNull())
			.addPrimaryKeyConstraint("xet_file_xorbs_pk", ["xorb_hash", "sha256"])
			.execute();
	},
	async down(db: AnyDb) {
		await db.schema.dropTable("xet_file_xorbs").execute();
		await db.schema.dropTable("xet_files").execute();
		await db.schema.dropTable("xet_xorb_uploads").execute();
		await db.schema.dropTable("xet_xorbs").execute();
	},
};
/* eslint-enable @typescript-eslint/no-explicit-any */
