import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
/**
 * 060: the download journal segments whose counts are committed. A segment's id is inserted in the
 * same transaction as its counts, so replaying a segment left on disk by a crash (between the commit
 * and the file's deletion) never counts it twice. Rows are deleted once their files are.
 */
export const createDownloadJournalApplied: Migration = {
	async up(db: Kysely<any>) {
		await db.schema
			.createTable("download_journal_applied")
			.addColumn("segment_id", "varchar(80)", (c) => c.primaryKey())
			.addColumn("applied_at", "bigint", (c) => c.notNull())
			.execute();
	},
	async down(db: Kysely<any>) {
		await db.schema.dropTable("download_journal_applied").execute();
	},
};
/* eslint-enable @typescript-eslint/no-explicit-any */
