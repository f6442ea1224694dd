import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDialects } from "../testing/describe-backends.ts";
import { openTestDb } from "../testing/test-backends.ts";
import type { Db } from "./create-db.ts";
import { MEMORY_COLUMNS, memoryFitMigration } from "./migration-156-memory-fit.ts";

const REPO = "e".repeat(24);

/**
 * Migration 156 on a row of the old shape: the columns and index are dropped again (as before 156), a
 * repository written without them, and 156 run again: the old row reads nulls (not sized), and sizes
 * past 2³¹ (a 70B model's bytes) are stored and compared exactly.
 */
describeDialects("migration 156_memory_fit", (dialect) => {
	let db: Db;
	let close: () => Promise<void>;
	beforeAll(async () => {
		({ db, close } = await openTestDb(dialect));
	});
	afterAll(() => close());

	it("leaves rows written before it unsized and stores 64-bit sizes after", async () => {
		const kysely = db.kysely;
		await kysely.schema.dropIndex("repos_memory_weight").execute();
		for (const column of MEMORY_COLUMNS) await kysely.schema.alterTable("repos").dropColumn(column).execute();
		await sql`insert into repos (pk, type, full_id, namespace, name, private, gated, created_at, last_modified, sha, likes, downloads, downloads_all_time, trending_score, search_text, used_storage, info)
			values (${REPO}, 'model', 'old/model', 'old', 'model', 0, 'false', 0, 0, '', 0, 0, 0, 0, '', 0, '{}')`.execute(kysely);
		await memoryFitMigration.up(kysely);
		const before = await kysely.selectFrom("repos").select(MEMORY_COLUMNS).where("pk", "=", REPO).executeTakeFirst();
		expect(before).toEqual({ memory_weight_bytes: null, memory_kv_bytes_per_token: null, memory_context_length: null });
		await kysely
			.updateTable("repos")
			.set({ memory_weight_bytes: 141_180_000_000, memory_kv_bytes_per_token: 327_680, memory_context_length: 131_072 })
			.where("pk", "=", REPO)
			.execute();
		const fits = await kysely
			.selectFrom("repos")
			.select("full_id")
			.where("type", "=", "model")
			.where("memory_weight_bytes", "<=", 141_180_000_000)
			.where(sql<boolean>`memory_weight_bytes + memory_kv_bytes_per_token * ${8192} <= ${143_865_000_000}`)
			.execute();
		expect(fits).toEqual([{ full_id: "old/model" }]);
	});
});
