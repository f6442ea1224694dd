import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDialects } from "../testing/describe-backends.ts";
import { openTestDb } from "../testing/test-backends.ts";
import type { Db } from "./create-db.ts";
import { emptyRepoRow } from "../testing/repo-rows.ts";

const REPO = "c".repeat(24);

describeDialects("migration 120_discussions", (dialect) => {
	let db: Db;
	let close: () => Promise<void>;
	beforeAll(async () => {
		({ db, close } = await openTestDb(dialect));
	});
	afterAll(() => close());

	it("keeps threads, events and comment versions of a repository, and removes them with it", async () => {
		const kysely = db.kysely;
		await kysely
			.insertInto("repos")
			.values(emptyRepoRow(REPO, "model", "talk/threads"))
			.execute();
		await kysely.insertInto("discussion_counters").values({ repo_pk: REPO, last_num: 1 }).execute();
		await kysely
			.insertInto("discussions")
			.values({
				repo_pk: REPO,
				num: 1,
				title: "Hello",
				author_pk: null,
				status: "open",
				is_pull_request: 0,
				target_branch: null,
				merge_commit_id: null,
				created_at: 1,
				updated_at: 1,
			})
			.execute();
		const event = {
			repo_pk: REPO,
			num: 1,
			type: "comment" as const,
			author_pk: null,
			created_at: 1,
			data: "{}",
			hidden: 0,
		};
		await kysely
			.insertInto("discussion_events")
			.values({ ...event, id: "e".repeat(24), position: 1, content: "hi" })
			.execute();
		// Two events of one thread never share a position.
		await expect(
			kysely
				.insertInto("discussion_events")
				.values({ ...event, id: "f".repeat(24), position: 1, content: "x" })
				.execute(),
		).rejects.toThrow();
		await kysely
			.insertInto("discussion_comment_versions")
			.values({ event_id: "e".repeat(24), version: 1, content: "hi", author_pk: null, created_at: 1 })
			.execute();
		await kysely.deleteFrom("repos").where("pk", "=", REPO).execute();
		for (const table of [
			"discussions",
			"discussion_events",
			"discussion_comment_versions",
			"discussion_counters",
		] as const)
			expect(await kysely.selectFrom(table).selectAll().execute()).toEqual([]);
	});
});
