import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDialects } from "../testing/describe-backends.ts";
import { createTestHub, type TestHub } from "../testing/create-test-hub.ts";

/**
 * Migration 155 (the Xet global deduplication index) beside the xorbs of migration 140: a chunk may be
 * in several xorbs, once per xorb, and the index joins the xorbs that exist.
 */
describeDialects("migration 155_xet_dedup_chunks", (dialect) => {
	let hub: TestHub;
	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
	});
	afterAll(() => hub.close());

	it("indexes a chunk once per xorb and finds the xorbs that are stored", async () => {
		const db = hub.db.kysely;
		const [chunk, stored, pending] = ["c", "a", "b"].map((letter) => letter.repeat(64));
		await db
			.insertInto("xet_xorbs")
			.values({ hash: stored ?? "", chunk_count: 2, unpacked_size: 100, stored_size: 116, created_at: 1 })
			.execute();
		for (const [xorb, index] of [
			[stored, 1],
			[stored, 1],
			[pending, 0],
		] as const)
			await db
				.insertInto("xet_dedup_chunks")
				.values({ chunk_hash: chunk ?? "", xorb_hash: xorb ?? "", chunk_index: index })
				.onConflict((oc) => oc.columns(["chunk_hash", "xorb_hash"]).doNothing())
				.execute();
		expect(await db.selectFrom("xet_dedup_chunks").select("xorb_hash").orderBy("xorb_hash").execute()).toHaveLength(2);
		const found = await db
			.selectFrom("xet_dedup_chunks")
			.innerJoin("xet_xorbs", "xet_xorbs.hash", "xet_dedup_chunks.xorb_hash")
			.select(["xet_xorbs.hash", "xet_dedup_chunks.chunk_index"])
			.where("chunk_hash", "=", chunk ?? "")
			.execute();
		expect(found).toEqual([{ hash: stored, chunk_index: 1 }]);
	});
});
