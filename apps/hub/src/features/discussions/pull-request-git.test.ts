import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, expect, it } from "vitest";
import { addTestUser, type TestUser } from "../../testing/accounts.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { commitNdjson } from "../../testing/commit-body.ts";
import { usePushFixture } from "../../testing/push-fixture.ts";

describeBackends("pull requests over git (refs/pr/N)", (hub) => {
	const push = usePushFixture(hub, { owner: "maintainer", repoId: "maintainer/reviewed" });
	let reader: TestUser;
	let stranger: TestUser;
	beforeAll(async () => {
		reader = await addTestUser(hub().db, "contributor");
		stranger = await addTestUser(hub().db, "bystander");
	});

	const openPullRequest = async (who: TestUser): Promise<number> => {
		const response = await hub().app.request(`/api/models/${push.repo.full_id}/discussions`, {
			method: "POST",
			headers: { ...who.auth(), "content-type": "application/json" },
			body: JSON.stringify({ title: "Over git", description: "", pullRequest: true }),
		});
		expect(response.status).toBe(200);
		return ((await response.json()) as { num: number }).num;
	};

	it("lets a pull request's author push to refs/pr/N, fetches it by name, and keeps it out of plain clones", async () => {
		const num = await openPullRequest(reader);
		const work = await push.scratch();
		await push.git.ok(["clone", "-q", push.remoteAs(reader), work]);
		await writeFile(join(work, "fix.txt"), "a fix\n");
		await push.git.ok(["add", "-A"], { cwd: work });
		await push.git.ok(["commit", "-q", "-m", "Fix over git"], { cwd: work });
		await push.git.ok(["push", "-q", "origin", `HEAD:refs/pr/${num}`], { cwd: work });
		const tip = await push.head(work);
		// What the push brought is the author's to pay for (decision 038), not the repository's.
		const paid = await hub()
			.db.kysely.selectFrom("pull_request_blobs")
			.select(["sha256", "num", "payer_namespace"])
			.where("repo_pk", "=", push.repo.pk)
			.execute();
		expect(paid).toEqual([
			{ sha256: createHash("sha256").update("a fix\n").digest("hex"), num, payer_namespace: "contributor" },
		]);

		// The thread shows the commit; a draft becomes open.
		const details = (await (await hub().app.request(`/api/models/${push.repo.full_id}/discussions/${num}`)).json()) as {
			status: string;
			events: { type: string; data: { oid?: string } }[];
		};
		expect(details.status).toBe("open");
		expect(details.events.find((event) => event.type === "commit")?.data.oid).toBe(tip);

		// The reader may not push branches, nor anyone else to this pull request.
		const branch = await push.git.run(["push", "origin", "HEAD:refs/heads/sneaky"], { cwd: work });
		expect(branch.code).not.toBe(0);
		expect(branch.stderr).toContain("only writers push branches");
		const intruder = await push.scratch();
		await push.git.ok(["clone", "-q", push.remoteAs(stranger), intruder]);
		await writeFile(join(intruder, "x.txt"), "x\n");
		await push.git.ok(["add", "-A"], { cwd: intruder });
		await push.git.ok(["commit", "-q", "-m", "Not mine"], { cwd: intruder });
		await push.git.ok(["fetch", "-q", "origin", `refs/pr/${num}`], { cwd: intruder });
		const refused = await push.git.run(["push", "origin", `HEAD:refs/pr/${num}`, "--force"], { cwd: intruder });
		expect(refused.code).not.toBe(0);

		// Fetch by name (protocol v2 and v0); not in plain listings.
		for (const version of ["2", "0"]) {
			const other = await push.scratch();
			await push.git.ok(["-c", `protocol.version=${version}`, "clone", "-q", push.remote, other]);
			const listed = await push.git.ok(["-c", `protocol.version=${version}`, "ls-remote", "origin"], { cwd: other });
			expect(listed).not.toContain("refs/pr/");
			if (version === "2") {
				await push.git.ok(["fetch", "-q", "origin", `refs/pr/${num}:pr-${num}`], { cwd: other });
				expect(await push.head(other, `pr-${num}`)).toBe(tip);
			}
		}
	});

	it("races two merges of different pull requests and a git push on main: both merges land, the push lands or is refused as stale, nothing is lost", async () => {
		const request = (who: TestUser, path: string, body: string, type = "application/json") =>
			hub().app.request(path, { method: "POST", headers: { ...who.auth(), "content-type": type }, body });
		const openWith = async (who: TestUser, file: string): Promise<number> => {
			const answer = await request(
				who,
				`/api/models/${push.repo.full_id}/commit/main?create_pr=1`,
				commitNdjson(`add ${file}`, { [file]: `${file}\n` }),
				"application/x-ndjson",
			);
			expect(answer.status).toBe(200);
			return Number(((await answer.json()) as { pullRequestUrl: string }).pullRequestUrl.split("/").at(-1));
		};
		const [first, second] = [await openWith(reader, "race-a.txt"), await openWith(stranger, "race-b.txt")];
		const work = await push.scratch();
		await push.git.ok(["clone", "-q", push.remote, work]);
		await writeFile(join(work, "race-push.txt"), "pushed\n");
		await push.git.ok(["add", "-A"], { cwd: work });
		await push.git.ok(["commit", "-q", "-m", "Pushed while merging"], { cwd: work });
		const pushed = await push.head(work);
		const merge = (num: number) =>
			request(push.owner, `/api/models/${push.repo.full_id}/discussions/${num}/merge`, "{}");
		const [a, b, gitPush] = await Promise.all([
			merge(first),
			merge(second),
			push.git.run(["push", "origin", "HEAD:refs/heads/main"], { cwd: work }),
		]);
		expect([a.status, b.status]).toEqual([200, 200]);
		const check = await push.scratch();
		await push.git.ok(["clone", "-q", push.remote, check]);
		const files = await push.git.ok(["ls-tree", "--name-only", "HEAD"], { cwd: check });
		expect(files).toContain("race-a.txt");
		expect(files).toContain("race-b.txt");
		const history = await push.git.ok(["log", "--format=%H", "HEAD"], { cwd: check });
		if (gitPush.code === 0) expect(history).toContain(pushed);
		else {
			// Refused only because main moved under it (the compare-and-swap), and then absent from main.
			expect(gitPush.stderr).toMatch(/fetch first|non-fast-forward|stale|rejected/);
			expect(history).not.toContain(pushed);
		}
	});
});
