import { afterAll, beforeAll, expect, it } from "vitest";
import { createRepo } from "../commits/create-repo.ts";
import {
	claimParquetConversion,
	finishParquetConversion,
	parquetConversionOf,
	queueParquetConversion,
} from "../commits/parquet-queue.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { openTestDb, openTestStorage } from "../testing/test-backends.ts";
import type { Db } from "./create-db.ts";
import type { RepoRow } from "./database.ts";

describeDialects("migration 180_parquet_conversions", (dialect) => {
	let db: Db;
	let repo: RepoRow;
	const closers: (() => Promise<void>)[] = [];
	beforeAll(async () => {
		const [database, blobs] = await Promise.all([openTestDb(dialect), openTestStorage("fs")]);
		closers.push(database.close, blobs.close);
		db = database.db;
		await createRepo({ db, storage: blobs.storage }, { type: "dataset", id: "queue-owner/data" });
		await createRepo({ db, storage: blobs.storage }, { type: "model", id: "queue-owner/model" });
		repo = await db.kysely
			.selectFrom("repos")
			.selectAll()
			.where("full_id", "=", "queue-owner/data")
			.executeTakeFirstOrThrow();
	});
	afterAll(async () => {
		for (const close of closers) await close();
	});

	it("queues a dataset's head when its default branch moves, and only a dataset's", async () => {
		expect(await parquetConversionOf(db.kysely, repo.pk)).toMatchObject({ source_commit: repo.sha, status: "pending" });
		const rows = await db.kysely.selectFrom("parquet_conversions").select("repo_pk").execute();
		expect(rows.map((row) => row.repo_pk)).toEqual([repo.pk]);
	});

	it("claims a job once, gives it back when its lease runs out, and lets a newer head replace it", async () => {
		const now = 1_000_000;
		const claimed = await claimParquetConversion(db.kysely, now, 100, 3);
		expect(claimed).toMatchObject({ repo_pk: repo.pk, status: "running", attempts: 1 });
		expect(await claimParquetConversion(db.kysely, now + 50, 100, 3)).toBeUndefined();
		expect(await claimParquetConversion(db.kysely, now + 100, 100, 3)).toMatchObject({ attempts: 2 });
		await queueParquetConversion(db.kysely, repo.pk, "f".repeat(40), now + 120);
		// The old attempt ends after the newer head was queued: the row stays pending for the newer head.
		await finishParquetConversion(
			db.kysely,
			{ repo_pk: repo.pk, source_commit: repo.sha },
			{ kind: "done", commitId: "e".repeat(40) },
			now + 130,
		);
		expect(await parquetConversionOf(db.kysely, repo.pk)).toMatchObject({
			source_commit: "f".repeat(40),
			status: "pending",
			attempts: 0,
			converted_commit: null,
		});
	});

	it("retries later, then gives up after the last attempt", async () => {
		const now = 2_000_000;
		const job = await claimParquetConversion(db.kysely, now, 100, 2);
		expect(job).toBeDefined();
		await finishParquetConversion(
			db.kysely,
			{ repo_pk: repo.pk, source_commit: "f".repeat(40) },
			{ kind: "retry", error: "disk full", retryAt: now + 500 },
			now,
		);
		expect(await claimParquetConversion(db.kysely, now + 499, 100, 2)).toBeUndefined();
		expect(await claimParquetConversion(db.kysely, now + 500, 100, 2)).toMatchObject({ attempts: 2 });
		expect(await claimParquetConversion(db.kysely, now + 700, 100, 2)).toBeUndefined();
		expect(await parquetConversionOf(db.kysely, repo.pk)).toMatchObject({ status: "failed", error: "disk full" });
	});

	it("goes with its repository", async () => {
		await db.kysely.deleteFrom("repos").where("pk", "=", repo.pk).execute();
		expect(await parquetConversionOf(db.kysely, repo.pk)).toBeUndefined();
	});
});
