import { afterAll, beforeAll, expect, it } from "vitest";
import { addTestRepo, addTestUser } from "../testing/accounts.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { createTestHub, type TestHub } from "../testing/create-test-hub.ts";

/**
 * Migration 140 (Xet) on a database that already holds repositories: its tables take rows, keep
 * one upload record per (xorb, repository, user), and a repository's deletion removes its records.
 */
describeDialects("migration 140_xet", (dialect) => {
	let hub: TestHub;
	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
	});
	afterAll(() => hub.close());

	it("stores xorbs, upload records and files, and drops a deleted repository's upload records", async () => {
		const db = hub.db.kysely;
		const user = await addTestUser(hub.db, "migrator");
		await addTestRepo(hub, { type: "model", id: "migrator/m", files: { "README.md": "# m\n" } });
		const repo = await db
			.selectFrom("repos")
			.select("pk")
			.where("full_id", "=", "migrator/m")
			.executeTakeFirstOrThrow();
		const xorb = "a".repeat(64);
		await db
			.insertInto("xet_xorbs")
			.values({ hash: xorb, chunk_count: 3, unpacked_size: 200_000, stored_size: 200_024, created_at: 1 })
			.execute();
		for (const at of [1, 2])
			await db
				.insertInto("xet_xorb_uploads")
				.values({ xorb_hash: xorb, repo_pk: repo.pk, user_pk: user.user.pk, uploaded_at: at })
				.onConflict((oc) => oc.columns(["xorb_hash", "repo_pk", "user_pk"]).doUpdateSet({ uploaded_at: at }))
				.execute();
		await db
			.insertInto("xet_files")
			.values({ sha256: "b".repeat(64), xet_hash: "c".repeat(64), size: 200_000, terms: "[]", created_at: 1 })
			.execute();
		await db
			.insertInto("xet_file_xorbs")
			.values({ sha256: "b".repeat(64), xorb_hash: xorb })
			.execute();
		const uploads = await db.selectFrom("xet_xorb_uploads").select("uploaded_at").execute();
		expect(uploads.map((row) => Number(row.uploaded_at))).toEqual([2]);
		const file = await db
			.selectFrom("xet_files")
			.select(["xet_hash", "size"])
			.where("sha256", "=", "b".repeat(64))
			.executeTakeFirst();
		expect(file && { ...file, size: Number(file.size) }).toEqual({ xet_hash: "c".repeat(64), size: 200_000 });
		await db.deleteFrom("repos").where("pk", "=", repo.pk).execute();
		expect(await db.selectFrom("xet_xorb_uploads").selectAll().execute()).toEqual([]);
	});
});
