import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, expect, it } from "vitest";
import { pseudoRandomBytes } from "../../../seed/binary-fixtures.ts";
import { addTestUser, type TestUser } from "../../testing/accounts.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { usePushFixture } from "../../testing/push-fixture.ts";

describeBackends("git push", (hub) => {
	const push = usePushFixture(hub, { owner: "pusher", repoId: "pusher/pushed" });
	const { head, apiCommits, scratch } = push;
	let other: TestUser;
	beforeAll(async () => {
		other = await addTestUser(hub().db, "stranger");
	});

	it("pushes new content; the hub serves it and reports the same commit ids", async () => {
		await mkdir(join(push.work, "src"), { recursive: true });
		await writeFile(join(push.work, "src", "notes.txt"), "pushed with git\n");
		await writeFile(join(push.work, "run.sh"), "#!/bin/sh\necho hi\n", { mode: 0o755 });
		await push.git.ok(["add", "-A"], { cwd: push.work });
		await push.git.ok(["commit", "-q", "-m", "Add notes\n\nWith a body."], { cwd: push.work });
		await push.git.ok(["push", "-q", "origin", "main"], { cwd: push.work });

		const tip = await head(push.work);
		const history = await apiCommits();
		expect(history[0]).toBe(tip);
		expect(history).toEqual((await push.git.ok(["rev-list", "HEAD"], { cwd: push.work })).trim().split("\n"));
		const notes = await hub().app.request(`/${push.repo.full_id}/resolve/main/src/notes.txt`);
		expect(await notes.text()).toBe("pushed with git\n");

		const again = await scratch();
		await push.git.ok(["clone", push.remote, again]);
		await push.git.ok(["fsck", "--full", "--strict"], { cwd: again });
		expect(await head(again)).toBe(tip);
		expect((await push.git.ok(["ls-files", "-s", "run.sh"], { cwd: again })).startsWith("100755")).toBe(true);
	});

	it("fetches a commit made through the HTTP commit API with the same id", async () => {
		const body = [
			JSON.stringify({ key: "header", value: { summary: "Commit through the API", description: "" } }),
			JSON.stringify({
				key: "file",
				value: { path: "from-api.txt", content: Buffer.from("api\n").toString("base64"), encoding: "base64" },
			}),
		].join("\n");
		const response = await hub().app.request(`/api/models/${push.repo.full_id}/commit/main`, {
			method: "POST",
			headers: { ...push.owner.auth(), "content-type": "application/x-ndjson" },
			body,
		});
		expect(response.status).toBe(200);
		const { commitOid } = (await response.json()) as { commitOid: string };
		await push.git.ok(["pull", "-q", "--ff-only", "origin", "main"], { cwd: push.work });
		expect(await head(push.work)).toBe(commitOid);
		expect((await apiCommits())[0]).toBe(commitOid);
		expect(await readFile(join(push.work, "from-api.txt"), "utf8")).toBe("api\n");
		await push.git.ok(["fsck", "--full"], { cwd: push.work });
	});

	it("creates and deletes a branch and a tag", async () => {
		await push.git.ok(["checkout", "-q", "-b", "feature"], { cwd: push.work });
		await writeFile(join(push.work, "feature.txt"), "on a branch\n");
		await push.git.ok(["add", "feature.txt"], { cwd: push.work });
		await push.git.ok(["commit", "-q", "-m", "Feature"], { cwd: push.work });
		await push.git.ok(["push", "-q", "origin", "feature"], { cwd: push.work });
		await push.git.ok(["tag", "v1.0", "main"], { cwd: push.work });
		await push.git.ok(["push", "-q", "origin", "v1.0"], { cwd: push.work });
		const listed = await push.git.ok(["ls-remote", push.remote]);
		expect(listed).toContain(`${await head(push.work, "feature")}\trefs/heads/feature`);
		expect(listed).toContain(`${await head(push.work, "main")}\trefs/tags/v1.0`);
		expect((await apiCommits("feature"))[0]).toBe(await head(push.work, "feature"));
		expect((await apiCommits("v1.0"))[0]).toBe(await head(push.work, "main"));

		// An annotated tag keeps its object: the same tag id comes back, peeled to its commit.
		await push.git.ok(["tag", "-a", "v2.0", "-m", "Release 2.0", "feature"], { cwd: push.work });
		await push.git.ok(["push", "-q", "origin", "v2.0"], { cwd: push.work });
		const tagId = await head(push.work, "refs/tags/v2.0");
		const withTag = await push.git.ok(["ls-remote", push.remote]);
		expect(withTag).toContain(`${tagId}\trefs/tags/v2.0`);
		expect(withTag).toContain(`${await head(push.work, "feature")}\trefs/tags/v2.0^{}`);
		expect((await apiCommits("v2.0"))[0]).toBe(await head(push.work, "feature"));
		const tagged = await scratch();
		await push.git.ok(["clone", "-q", "--branch", "v2.0", push.remote, tagged]);
		expect((await push.git.ok(["cat-file", "-t", "v2.0"], { cwd: tagged })).trim()).toBe("tag");
		expect(await head(tagged, "refs/tags/v2.0")).toBe(tagId);
		await push.git.ok(["fsck", "--full", "--strict"], { cwd: tagged });

		await push.git.ok(["push", "-q", "origin", "--delete", "feature", "v1.0", "v2.0"], { cwd: push.work });
		const after = await push.git.ok(["ls-remote", push.remote]);
		expect(after).not.toContain("refs/heads/feature");
		expect(after).not.toContain("refs/tags/v1.0");
		expect(after).not.toContain("refs/tags/v2.0");
		await push.git.ok(["checkout", "-q", "main"], { cwd: push.work });

		const refused = await push.git.run(["push", "origin", "--delete", "main"], { cwd: push.work });
		expect(refused.code).not.toBe(0);
		expect(refused.stderr).toMatch(/default branch/);
	});

	it("refuses a non-fast-forward push unless forced, and forced pushes to main when the repository says so", async () => {
		const elsewhere = await scratch();
		await push.git.ok(["clone", push.remote, elsewhere]);
		await writeFile(join(elsewhere, "race.txt"), "first\n");
		await push.git.ok(["add", "race.txt"], { cwd: elsewhere });
		await push.git.ok(["commit", "-q", "-m", "Elsewhere"], { cwd: elsewhere });
		await push.git.ok(["push", "-q", "origin", "main"], { cwd: elsewhere });

		await writeFile(join(push.work, "race.txt"), "second\n");
		await push.git.ok(["add", "race.txt"], { cwd: push.work });
		await push.git.ok(["commit", "-q", "-m", "Here"], { cwd: push.work });
		const rejected = await push.git.run(["push", "origin", "main"], { cwd: push.work });
		expect(rejected.code).not.toBe(0);
		expect(rejected.stderr).toMatch(/rejected/);
		expect((await apiCommits())[0]).toBe(await head(elsewhere));

		const settings = (deny: boolean) =>
			hub().app.request(`/api/models/${push.repo.full_id}/settings`, {
				method: "PUT",
				headers: { ...push.owner.auth(), "content-type": "application/json" },
				body: JSON.stringify({ denyForcePush: deny }),
			});
		const on = await settings(true);
		expect(on.status).toBe(200);
		expect(((await on.json()) as { denyForcePush: boolean }).denyForcePush).toBe(true);
		const denied = await push.git.run(["push", "--force", "origin", "main"], { cwd: push.work });
		expect(denied.code).not.toBe(0);
		expect(denied.stderr).toMatch(/force-pushes to the default branch are disabled/);
		expect((await apiCommits())[0]).toBe(await head(elsewhere));

		expect((await settings(false)).status).toBe(200);
		await push.git.ok(["push", "-q", "--force", "origin", "main"], { cwd: push.work });
		expect((await apiCommits())[0]).toBe(await head(push.work));
	});

	it("refuses a large file not tracked by LFS, telling the user to git lfs track it", async () => {
		const before = (await apiCommits())[0];
		await writeFile(join(push.work, "big.dat"), pseudoRandomBytes(10 * 1024 * 1024 + 1, 9));
		await push.git.ok(["add", "big.dat"], { cwd: push.work });
		await push.git.ok(["commit", "-q", "-m", "Too big"], { cwd: push.work });
		const refused = await push.git.run(["push", "origin", "main"], { cwd: push.work });
		expect(refused.code).not.toBe(0);
		expect(refused.stderr).toMatch(/big\.dat/);
		expect(refused.stderr).toMatch(/git lfs track "\*\.dat"/);
		expect((await apiCommits())[0]).toBe(before);
		await push.git.ok(["reset", "-q", "--hard", "HEAD~1"], { cwd: push.work });
	});

	it("asks anonymous pushers for credentials and refuses read tokens and strangers", async () => {
		const anonymousUrl = `${push.server.url}/${push.repo.full_id}`;
		const anonymous = await push.git.run(["push", anonymousUrl, "main"], { cwd: push.work });
		expect(anonymous.code).not.toBe(0);
		expect(anonymous.stderr).toMatch(/could not read Username|Authentication failed/);
		const readOnly = await push.git.run(["push", push.remoteAs(push.owner, "read"), "main"], { cwd: push.work });
		expect(readOnly.code).not.toBe(0);
		expect(readOnly.stderr).toMatch(/403|read-only/);
		// A signed-in reader reaches receive-pack (for refs/pr/N of their own pull requests, decision 030)
		// but moves no branch.
		const stranger = await push.git.run(["push", push.remoteAs(other), "main:refs/heads/from-stranger"], {
			cwd: push.work,
		});
		expect(stranger.code).not.toBe(0);
		expect(stranger.stderr).toMatch(/only writers push branches/);
	});
});
