import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
type AnyDb = Kysely<any>;

/**
 * 155: the global deduplication index of Xet (decision 033). `xet_dedup_chunks` names, for the chunks a
 * client may ask about (the first chunk of every file, and chunks whose hash the spec makes eligible),
 * the stored xorb holding it and the chunk's position there. A row may name a xorb whose `xet_xorbs`
 * row is not written yet (it is written last); the query joins on it.
 */
export const xetDedupChunksMigration: Migration = {
	async up(db: AnyDb) {
		await db.schema
			.createTable("xet_dedup_chunks")
			.addColumn("chunk_hash", "varchar(64)", (c) => c.notNull())
			.addColumn("xorb_hash", "varchar(64)", (c) => c.notNull())
			.addColumn("chunk_index", "integer", (c) => c.notNull())
			.addPrimaryKeyConstraint("xet_dedup_chunks_pk", ["chunk_hash", "xorb_hash"])
			.execute();
		await db.schema.createIndex("xet_dedup_chunks_xorb").on("xet_dedup_chunks").column("xorb_hash").execute();
	},
	async down(db: AnyDb) {
		await db.schema.dropTable("xet_dedup_chunks").execute();
	},
};
/* eslint-enable @typescript-eslint/no-explicit-any */
