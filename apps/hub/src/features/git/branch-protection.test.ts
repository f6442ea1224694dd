import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, it } from "vitest";
import { commit } from "../../commits/commit-engine.ts";
import { updateRef } from "../../commits/refs.ts";
import { ApiError } from "../../errors.ts";
import { describeDialects, useTestHub } from "../../testing/describe-backends.ts";
import { usePushFixture } from "../../testing/push-fixture.ts";

/**
 * Issue 18, item 4: `denyForcePush` protects the default branch on every path that moves it (the
 * rule lives in commits/ref-cas.ts), with the same code, `ForcePushDenied`.
 */
describeDialects("branch protection on every path", (dialect) => {
	const hub = useTestHub(dialect, "fs", { seed: false });
	const push = usePushFixture(hub, { owner: "keeper", repoId: "keeper/guarded" });

	const api = async (method: string, path: string, body?: unknown): Promise<Response> =>
		hub().app.request(`/api/models/${push.repo.full_id}${path}`, {
			method,
			headers: { ...push.owner.auth(), "content-type": "application/json" },
			...(body === undefined ? {} : { body: JSON.stringify(body) }),
		});
	const setDeny = async (deny: boolean): Promise<void> => {
		const response = await api("PUT", "/settings", { denyForcePush: deny });
		expect(response.status).toBe(200);
	};
	const headOf = async (rev = "main"): Promise<string> => (await push.apiCommits(rev))[0] as string;
	const commitFile = async (branch: string, path: string, text: string): Promise<string> => {
		const result = await commit(hub(), {
			repo: push.repo,
			branch,
			operations: [{ op: "put", path, content: { kind: "regular", bytes: new TextEncoder().encode(text) } }],
			author: "keeper",
			message: `Write ${path}`,
		});
		return result.commitId;
	};

	it("refuses an HTTP overwrite that rewinds main when denyForcePush is set, and allows it without", async () => {
		const first = await headOf();
		const second = await commitFile("main", "second.txt", "2\n");
		await setDeny(true);

		const rewind = await api("POST", "/branch/main", { startingPoint: first, overwrite: true });
		expect(rewind.status).toBe(403);
		expect(rewind.headers.get("x-error-code")).toBe("ForcePushDenied");
		expect(((await rewind.json()) as { code: string }).code).toBe("ForcePushDenied");
		expect(await headOf()).toBe(second);

		// A side branch that does not contain main's head cannot replace it either.
		const side = await api("POST", "/branch/side", { startingPoint: first });
		expect(side.status).toBe(200);
		await commitFile("side", "side.txt", "side\n");
		const sideways = await api("POST", "/branch/main", { startingPoint: "side", overwrite: true });
		expect(sideways.status).toBe(403);
		expect(sideways.headers.get("x-error-code")).toBe("ForcePushDenied");
		expect(await headOf()).toBe(second);

		// Fast-forwards are moves forward: allowed.
		expect((await api("POST", "/branch/ahead", { startingPoint: "main" })).status).toBe(200);
		const ahead = await commitFile("ahead", "ahead.txt", "ahead\n");
		expect((await api("POST", "/branch/main", { startingPoint: "ahead", overwrite: true })).status).toBe(200);
		expect(await headOf()).toBe(ahead);
		// Only the default branch is protected: other branches still move anywhere.
		expect((await api("POST", "/branch/ahead", { startingPoint: first, overwrite: true })).status).toBe(200);
		expect(await headOf("ahead")).toBe(first);
		// The default branch is never deleted.
		const deleted = await api("DELETE", "/branch/main");
		expect(deleted.status).toBe(400);
		expect(await headOf()).toBe(ahead);

		await setDeny(false);
		expect((await api("POST", "/branch/main", { startingPoint: first, overwrite: true })).status).toBe(200);
		expect(await headOf()).toBe(first);
		expect((await api("POST", "/branch/main", { startingPoint: ahead, overwrite: true })).status).toBe(200);
		expect(await headOf()).toBe(ahead);
	});

	it("applies the rule below the routes: a direct ref update is refused the same way", async () => {
		const head = await headOf();
		const older = (await push.apiCommits())[1] as string;
		await setDeny(true);
		const refused = await updateRef(hub().db, push.repo, "branch", "main", head, older).catch(
			(error: unknown) => error,
		);
		expect(refused).toBeInstanceOf(ApiError);
		expect((refused as ApiError).code).toBe("ForcePushDenied");
		expect(await headOf()).toBe(head);
		const deletion = await updateRef(hub().db, push.repo, "branch", "main", head, null).catch(
			(error: unknown) => error,
		);
		expect(deletion).toBeInstanceOf(ApiError);
		expect(await headOf()).toBe(head);
		await setDeny(false);
		await updateRef(hub().db, push.repo, "branch", "main", head, older);
		expect(await headOf()).toBe(older);
		await updateRef(hub().db, push.repo, "branch", "main", older, head);
		expect(await headOf()).toBe(head);
	});

	it("refuses a forced git push that rewrites main, or rewinds it to a commit the hub has, with the same code", async () => {
		await push.git.ok(["pull", "-q", "--ff-only", "origin", "main"], { cwd: push.work });
		const tip = await push.head(push.work);
		const older = await push.head(push.work, "HEAD~1");
		await setDeny(true);

		// A rewind to a stored commit (no new objects: the ref move alone).
		const rewind = await push.git.run(["push", "--force", "origin", `${older}:refs/heads/main`], { cwd: push.work });
		expect(rewind.code).not.toBe(0);
		expect(rewind.stderr).toMatch(/ForcePushDenied: .*denyForcePush/);
		expect(await headOf()).toBe(tip);

		// A rewritten history (new commits beside main's head).
		await push.git.ok(["reset", "-q", "--hard", older], { cwd: push.work });
		await writeFile(join(push.work, "rewritten.txt"), "another story\n");
		await push.git.ok(["add", "rewritten.txt"], { cwd: push.work });
		await push.git.ok(["commit", "-q", "-m", "Rewrite"], { cwd: push.work });
		const rewrite = await push.git.run(["push", "--force", "origin", "main"], { cwd: push.work });
		expect(rewrite.code).not.toBe(0);
		expect(rewrite.stderr).toMatch(/ForcePushDenied: force-pushes to the default branch are disabled/);
		expect(await headOf()).toBe(tip);

		await setDeny(false);
		await push.git.ok(["push", "-q", "--force", "origin", "main"], { cwd: push.work });
		expect(await headOf()).toBe(await push.head(push.work));
		await push.git.ok(["push", "-q", "--force", "origin", `${older}:refs/heads/main`], { cwd: push.work });
		expect(await headOf()).toBe(older);
	});
});
