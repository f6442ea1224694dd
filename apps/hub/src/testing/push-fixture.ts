import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import type { RepoRow } from "../db/database.ts";
import { addTestRepo, addTestUser, type TestUser } from "./accounts.ts";
import type { TestHub } from "./create-test-hub.ts";
import { gitCli, type GitCli } from "./git-cli.ts";
import { listen } from "./listen.ts";

/**
 * The set-up of the git push suites: the hub served on a local port, a model repository with a README
 * owned by a test user, and a clone of it to push from. Call inside a suite (it registers the
 * suite's `beforeAll`/`afterAll`); the fields are set once `beforeAll` has run.
 */
export interface PushFixture {
	git: GitCli;
	server: { url: string; close: () => Promise<void> };
	owner: TestUser;
	repo: RepoRow;
	/** The repository's URL with the owner's write token. */
	remote: string;
	/** The clone of `remote`. */
	work: string;
	/** The repository's URL with `user`'s token of `role`. */
	remoteAs(user: TestUser, role?: "read" | "write"): string;
	/** A fresh directory path (not yet created) to clone into. */
	scratch(): Promise<string>;
	/** The commit `ref` names in the clone at `dir`. */
	head(dir: string, ref?: string): Promise<string>;
	/** The commit ids the hub's API lists for `rev`, newest first. */
	apiCommits(rev?: string): Promise<string[]>;
}

/** Registers the push set-up for the suite of `hub`: `owner` owns `repoId`, whose README is `# <name>`. */
export function usePushFixture(
	hub: () => TestHub,
	options: { owner: string; repoId: string; lfs?: boolean },
): PushFixture {
	const fixture = {
		remoteAs(user: TestUser, role: "read" | "write" = "write"): string {
			const token = role === "read" ? user.read : user.write;
			return `${fixture.server.url.replace("http://", `http://${user.user.name}:${token}@`)}/${fixture.repo.full_id}`;
		},
		async scratch(): Promise<string> {
			return join(await mkdtemp(join(tmpdir(), "atrium-push-")), "repo");
		},
		async head(dir: string, ref = "HEAD"): Promise<string> {
			return (await fixture.git.ok(["rev-parse", ref], { cwd: dir })).trim();
		},
		async apiCommits(rev = "main"): Promise<string[]> {
			const response = await hub().app.request(`/api/models/${fixture.repo.full_id}/commits/${rev}`);
			expect(response.status).toBe(200);
			return ((await response.json()) as { id: string }[]).map((entry) => entry.id);
		},
	} as PushFixture;
	beforeAll(async () => {
		fixture.git = await gitCli({ lfs: options.lfs ?? false });
		fixture.server = await listen(hub().app);
		fixture.owner = await addTestUser(hub().db, options.owner);
		const name = options.repoId.slice(options.repoId.indexOf("/") + 1);
		fixture.repo = await addTestRepo(hub(), {
			type: "model",
			id: options.repoId,
			files: { "README.md": `# ${name}\n` },
		});
		fixture.remote = fixture.remoteAs(fixture.owner);
		fixture.work = await fixture.scratch();
		await fixture.git.ok(["clone", fixture.remote, fixture.work]);
	});
	afterAll(async () => {
		await fixture.server.close();
	});
	return fixture;
}
