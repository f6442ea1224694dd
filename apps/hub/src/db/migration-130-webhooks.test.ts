import { afterAll, beforeAll, expect, it } from "vitest";
import { createRepo } from "../commits/create-repo.ts";
import { addTestUser } from "../testing/accounts.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { openTestDb, openTestStorage } from "../testing/test-backends.ts";
import type { Db } from "./create-db.ts";

describeDialects("migration 130_webhooks", (dialect) => {
	let db: Db;
	const closers: (() => Promise<void>)[] = [];
	beforeAll(async () => {
		const database = await openTestDb(dialect);
		const blobs = await openTestStorage("fs");
		db = database.db;
		closers.push(database.close, blobs.close);
		const owner = await addTestUser(db, "hook-owner");
		await createRepo({ db, storage: blobs.storage }, { type: "model", id: "hook-owner/gone" });
		await db.kysely
			.insertInto("webhooks")
			.values({
				id: "a".repeat(24),
				owner_pk: owner.user.pk,
				url: "https://example.org/",
				watched: "[]",
				domains: '["repo"]',
				secret: null,
				disabled: 0,
				created_at: 1,
				updated_at: 1,
			})
			.execute();
	});
	afterAll(async () => {
		for (const close of closers) await close();
	});

	it("numbers outbox events in order and keeps them when their repository is deleted", async () => {
		const events = await db.kysely.selectFrom("webhook_events").select(["seq", "scope"]).orderBy("seq").execute();
		expect(events.map((event) => event.scope)).toEqual(["repo", "repo.content"]);
		expect(Number(events[1]?.seq)).toBeGreaterThan(Number(events[0]?.seq));
		await db.kysely.deleteFrom("repos").where("full_id", "=", "hook-owner/gone").execute();
		expect(await db.kysely.selectFrom("webhook_events").select("seq").execute()).toHaveLength(2);
	});

	it("numbers deliveries and keeps their ids unique", async () => {
		const delivery = {
			webhook_id: "a".repeat(24),
			repo_pk: "b".repeat(24),
			scope: "repo",
			action: "create",
			replay_of: null,
			payload: "{}",
			status: "pending" as const,
			attempts: 0,
			next_attempt_at: 1,
			claimed_until: null,
			response_status: null,
			duration_ms: null,
			error: null,
			created_at: 1,
			finished_at: null,
		};
		await db.kysely
			.insertInto("webhook_deliveries")
			.values({ ...delivery, id: "c".repeat(24) })
			.execute();
		await db.kysely
			.insertInto("webhook_deliveries")
			.values({ ...delivery, id: "d".repeat(24) })
			.execute();
		await expect(
			db.kysely
				.insertInto("webhook_deliveries")
				.values({ ...delivery, id: "c".repeat(24) })
				.execute(),
		).rejects.toThrow();
		const rows = await db.kysely.selectFrom("webhook_deliveries").select(["seq", "id"]).orderBy("seq").execute();
		expect(rows.map((row) => row.id)).toEqual(["c".repeat(24), "d".repeat(24)]);
	});
});
