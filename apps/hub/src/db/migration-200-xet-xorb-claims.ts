import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
type AnyDb = Kysely<any>;

/**
 * 200: `xet_xorb_claims`, one row per xorb hash whose stored files (bytes and index) are being
 * written or removed right now (`features/xet/xorb-store.ts`). Two valid serializations of one xorb
 * (another compression) have the same hash but other chunk offsets: without a claim, two uploads of
 * it at once, or an upload and the garbage collector, could leave the index of one beside the bytes
 * of the other, or a `xet_xorbs` row whose files were deleted.
 */
export const xetXorbClaimsMigration: Migration = {
	async up(db: AnyDb) {
		await db.schema
			.createTable("xet_xorb_claims")
			.addColumn("hash", "varchar(64)", (c) => c.primaryKey())
			.addColumn("claimed_at", "bigint", (c) => c.notNull())
			.execute();
	},
	async down(db: AnyDb) {
		await db.schema.dropTable("xet_xorb_claims").execute();
	},
};
/* eslint-enable @typescript-eslint/no-explicit-any */
