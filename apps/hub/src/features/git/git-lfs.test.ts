import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, it } from "vitest";
import { pseudoRandomBytes } from "../../../seed/binary-fixtures.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { usePushFixture } from "../../testing/push-fixture.ts";

describeBackends("git-lfs", (hub) => {
	const push = usePushFixture(hub, { owner: "lfs-pusher", repoId: "lfs-pusher/weights", lfs: true });
	const { head, apiCommits, scratch } = push;

	it("pushes a regular file and an LFS file; the hub serves both and reports the same commit ids", async () => {
		await push.git.ok(["lfs", "track", "*.bin"], { cwd: push.work });
		const weights = pseudoRandomBytes(3 * 1024 * 1024 + 17, 5);
		await writeFile(join(push.work, "weights.bin"), weights);
		await writeFile(join(push.work, "notes.txt"), "pushed with git\n");
		await push.git.ok(["add", "-A"], { cwd: push.work });
		await push.git.ok(["commit", "-q", "-m", "Add weights\n\nWith a body."], { cwd: push.work });
		const pushed = await push.git.run(["push", "origin", "main"], { cwd: push.work });
		expect(pushed.code, pushed.stderr).toBe(0);
		// No locking hint (git-lfs prints it on stdout): the hub says it has no locking, and git-lfs stops asking.
		expect(pushed.stderr + pushed.stdout.toString()).not.toMatch(/lock/i);
		expect(await push.git.ok(["config", "--get-regexp", "locksverify"], { cwd: push.work })).toMatch(/ false\n?$/);

		const tip = await head(push.work);
		const history = await apiCommits();
		expect(history[0]).toBe(tip);
		expect(history).toEqual((await push.git.ok(["rev-list", "HEAD"], { cwd: push.work })).trim().split("\n"));
		const notes = await hub().app.request(`/${push.repo.full_id}/resolve/main/notes.txt`);
		expect(await notes.text()).toBe("pushed with git\n");
		const served = await hub().app.request(`/${push.repo.full_id}/resolve/main/weights.bin`);
		expect(Buffer.from(await served.arrayBuffer()).equals(weights)).toBe(true);
		const tree = (await (await hub().app.request(`/api/models/${push.repo.full_id}/tree/main`)).json()) as {
			path: string;
			lfs?: { size: number };
		}[];
		expect(tree.find((entry) => entry.path === "weights.bin")?.lfs?.size).toBe(weights.byteLength);

		// A fresh clone gets the LFS content back through the batch API, and is consistent.
		const again = await scratch();
		await push.git.ok(["clone", push.remote, again]);
		expect((await readFile(join(again, "weights.bin"))).equals(weights)).toBe(true);
		await push.git.ok(["fsck", "--full", "--strict"], { cwd: again });
		expect(await head(again)).toBe(tip);
	});
});
