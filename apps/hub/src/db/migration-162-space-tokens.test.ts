import { afterAll, beforeAll, expect, it } from "vitest";
import { createRepo } from "../commits/create-repo.ts";
import { createUser } from "../auth/accounts.repository.ts";
import { mintSpaceToken, spaceTokenUser } from "../features/spaces/space-tokens.repository.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { openTestDb, openTestStorage } from "../testing/test-backends.ts";
import type { Db } from "./create-db.ts";

describeDialects("migration 162_space_tokens", (dialect) => {
	let db: Db;
	const closers: (() => Promise<void>)[] = [];
	beforeAll(async () => {
		const [database, blobs] = await Promise.all([openTestDb(dialect), openTestStorage("fs")]);
		closers.push(database.close, blobs.close);
		db = database.db;
		await createRepo({ db, storage: blobs.storage }, { type: "space", id: "token-owner/app" });
	});
	afterAll(async () => {
		for (const close of closers) await close();
	});

	it("keeps only a token's hash, finds its user until it expires, sweeps expired ones, and goes with its space", async () => {
		const user = await createUser(db.kysely, {
			name: "token-user",
			password: "token-owner-pw",
			email: "t@example.org",
		});
		const space = await db.kysely
			.selectFrom("repos")
			.select("pk")
			.where("full_id", "=", "token-owner/app")
			.executeTakeFirstOrThrow();
		const now = 1_000_000;
		const first = await mintSpaceToken(db.kysely, space.pk, user.pk, now);
		const rows = await db.kysely.selectFrom("space_tokens").selectAll().execute();
		expect(rows).toHaveLength(1);
		expect(rows[0]?.token_hash).not.toContain(first.token);
		expect(Number(rows[0]?.expires_at)).toBe(first.expiresAt);
		expect(await spaceTokenUser(db.kysely, first.token, space.pk, now + 1)).toBe(user.pk);
		expect(await spaceTokenUser(db.kysely, first.token, space.pk, first.expiresAt)).toBeUndefined();
		expect(await spaceTokenUser(db.kysely, "st_not-a-token", space.pk, now)).toBeUndefined();
		await mintSpaceToken(db.kysely, space.pk, user.pk, first.expiresAt);
		expect(await db.kysely.selectFrom("space_tokens").select("token_hash").execute()).toHaveLength(1);
		await db.kysely.deleteFrom("repos").where("pk", "=", space.pk).execute();
		expect(await db.kysely.selectFrom("space_tokens").select("token_hash").execute()).toEqual([]);
	});
});
