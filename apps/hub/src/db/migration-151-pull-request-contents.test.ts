import { afterAll, beforeAll, expect, it } from "vitest";
import { namespaceUsage } from "../quotas/storage-quota.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { emptyRepoRow } from "../testing/repo-rows.ts";
import { openTestDb } from "../testing/test-backends.ts";
import type { Db } from "./create-db.ts";
import { pullRequestContentsMigration } from "./migration-151-pull-request-contents.ts";

const REPO = "e".repeat(24);

/**
 * Migration 151 on a database of the old shape: the table is dropped again (as before 151) with a
 * repository whose trees name a content; after 151 that content still counts for the repository's
 * namespace (no row is made up for commits from before), and a row written afterwards moves it to the
 * pull request's author (decision 038).
 */
describeDialects("migration 151_pull_request_contents", (dialect) => {
	let db: Db;
	let close: () => Promise<void>;
	beforeAll(async () => {
		({ db, close } = await openTestDb(dialect));
	});
	afterAll(() => close());

	it("keeps contents committed before it on the repository's namespace, and counts new rows for their payer", async () => {
		const kysely = db.kysely;
		await pullRequestContentsMigration.down?.(kysely);
		await kysely
			.insertInto("repos")
			.values(emptyRepoRow(REPO, "model", "owner/older"))
			.execute();
		await kysely
			.insertInto("repo_blobs")
			.values({ repo_pk: REPO, sha256: "c".repeat(64), size: 700 })
			.execute();
		await pullRequestContentsMigration.up(kysely);
		const committed = async (namespace: string) => (await namespaceUsage(kysely, undefined, namespace)).committed;
		expect(await kysely.selectFrom("pull_request_blobs").selectAll().execute()).toEqual([]);
		expect(await committed("owner")).toBe(700);
		await kysely
			.insertInto("pull_request_blobs")
			.values({ repo_pk: REPO, sha256: "c".repeat(64), size: 700, num: 1, payer_namespace: "reader" })
			.execute();
		expect(await committed("owner")).toBe(0);
		expect(await committed("reader")).toBe(700);
		// Deleting the repository drops its rows: nobody pays for what is gone.
		await kysely.deleteFrom("repo_blobs").where("repo_pk", "=", REPO).execute();
		await kysely.deleteFrom("repos").where("pk", "=", REPO).execute();
		expect(await committed("reader")).toBe(0);
	});
});
