import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, it } from "vitest";
import { pseudoRandomBytes } from "../../../seed/binary-fixtures.ts";
import { describeDialects, useTestHub } from "../../testing/describe-backends.ts";
import { usePushFixture } from "../../testing/push-fixture.ts";

// The storage quota and the hourly limit on new refs hold for git pushes as for the HTTP API.
describeDialects("git push under abuse limits", (dialect) => {
	const theHub = useTestHub(dialect, "fs", { seed: false });
	const push = usePushFixture(theHub, { owner: "pusher", repoId: "pusher/limited" });

	it("refuses a push whose new contents exceed the namespace's quota, and lands nothing", async () => {
		theHub().config.limits = { userQuotaBytes: 20_000 };
		const before = (await push.apiCommits())[0];
		await writeFile(join(push.work, "data.bin"), pseudoRandomBytes(50_000, 3));
		await push.git.ok(["add", "data.bin"], { cwd: push.work });
		await push.git.ok(["commit", "-q", "-m", "Too much"], { cwd: push.work });
		const refused = await push.git.run(["push", "origin", "main"], { cwd: push.work });
		expect(refused.code).not.toBe(0);
		expect(refused.stderr).toMatch(/Storage quota exceeded for pusher/);
		expect((await push.apiCommits())[0]).toBe(before);
		await push.git.ok(["reset", "-q", "--hard", "HEAD~1"], { cwd: push.work });
		// Within the quota the same kind of push lands.
		await writeFile(join(push.work, "small.txt"), "small\n");
		await push.git.ok(["add", "small.txt"], { cwd: push.work });
		await push.git.ok(["commit", "-q", "-m", "Small"], { cwd: push.work });
		await push.git.ok(["push", "-q", "origin", "main"], { cwd: push.work });
	});

	it("refuses new branches and tags beyond the account's hourly allowance", async () => {
		theHub().config.limits = { refsPerHour: 2 };
		await theHub().db.kysely.deleteFrom("rate_limits").execute();
		await push.git.ok(["push", "-q", "origin", "main:refs/heads/one"], { cwd: push.work });
		await push.git.ok(["tag", "v1"], { cwd: push.work });
		await push.git.ok(["push", "-q", "origin", "v1"], { cwd: push.work });
		const refused = await push.git.run(["push", "origin", "main:refs/heads/two"], { cwd: push.work });
		expect(refused.code).not.toBe(0);
		expect(refused.stderr).toMatch(/Too many branches and tags created by this account/);
		const refs = await theHub()
			.db.kysely.selectFrom("refs")
			.select("name")
			.where("repo_pk", "=", push.repo.pk)
			.orderBy("name")
			.execute();
		expect(refs.map((ref) => ref.name)).toEqual(["main", "one", "v1"]);
		// Moving an existing branch is not a creation.
		await writeFile(join(push.work, "moved.txt"), "moved\n");
		await push.git.ok(["add", "moved.txt"], { cwd: push.work });
		await push.git.ok(["commit", "-q", "-m", "Move one"], { cwd: push.work });
		await push.git.ok(["push", "-q", "origin", "HEAD:refs/heads/one"], { cwd: push.work });
		expect(await push.head(push.work)).toBe(
			(
				await theHub()
					.db.kysely.selectFrom("refs")
					.select("commit_id")
					.where("repo_pk", "=", push.repo.pk)
					.where("name", "=", "one")
					.executeTakeFirstOrThrow()
			).commit_id,
		);
	});
});
