import { afterAll, beforeAll, expect, it } from "vitest";
import { createOrg, setMember } from "../../auth/orgs.repository.ts";
import { setPasswordCost } from "../../auth/passwords.ts";
import { addTestRepo, addTestUser, type TestUser } from "../../testing/accounts.ts";
import { commitNdjson } from "../../testing/commit-body.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { bytesOf, sha256Of } from "../../testing/lfs-helpers.ts";
import { LIMITS } from "../../http/limits.ts";

setPasswordCost(10);

/**
 * Rules of issue 21 the route suite leaves out: one numbering for discussions and pull requests, paging
 * with `p`, tree listings at `refs/pr/N`, the reuse rule on pull request commits, the comment bound, a
 * writer renaming somebody's thread, and readers of a private repository taking part.
 */
describeDialects("discussion and pull request rules", (dialect) => {
	let hub: TestHub;
	let alice: TestUser;
	let bob: TestUser;
	let carol: TestUser;

	const call = (who: TestUser | null, method: string, path: string, body?: unknown, type = "application/json") =>
		hub.app.request(path, {
			method,
			headers: { ...(who ? who.auth() : {}), "content-type": type },
			...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
		});
	const json = async <T>(response: Response | Promise<Response>): Promise<T> => {
		const answer = await response;
		expect(answer.status, await answer.clone().text()).toBe(200);
		return (await answer.json()) as T;
	};
	const openPr = async (who: TestUser, repo: string, files: Record<string, string>): Promise<number> => {
		const created = await json<{ pullRequestUrl: string }>(
			call(
				who,
				"POST",
				`/api/models/${repo}/commit/main?create_pr=1`,
				commitNdjson("pr", files),
				"application/x-ndjson",
			),
		);
		return Number(/\/discussions\/(\d+)$/.exec(created.pullRequestUrl)?.[1]);
	};
	const lfsLine = (path: string, bytes: Uint8Array) =>
		[
			JSON.stringify({ key: "header", value: { summary: "weights" } }),
			JSON.stringify({ key: "lfsFile", value: { path, algo: "sha256", oid: sha256Of(bytes), size: bytes.length } }),
		].join("\n");

	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		await addTestUser(hub.db, "siteadmin", { admin: true });
		alice = await addTestUser(hub.db, "alice");
		bob = await addTestUser(hub.db, "bob");
		carol = await addTestUser(hub.db, "carol");
		await addTestRepo(hub, { type: "model", id: "alice/many", files: { "a.txt": "a\n" } });
		await addTestRepo(hub, { type: "model", id: "alice/talk", files: { "a.txt": "a\n" } });
	});
	afterAll(() => hub.close());

	it("numbers discussions and pull requests in one sequence per repository, and pages the list with p", async () => {
		const nums: number[] = [];
		for (let i = 0; i < LIMITS.discussionsPage + 3; i++) {
			if (i % 3 === 1) nums.push(await openPr(bob, "alice/many", { [`f${i}.txt`]: `${i}\n` }));
			else
				nums.push(
					(
						await json<{ num: number }>(
							call(bob, "POST", "/api/models/alice/many/discussions", { title: `Thread ${i}` }),
						)
					).num,
				);
		}
		expect(nums).toEqual(nums.map((_, index) => index + 1));
		type Page = { discussions: { num: number; isPullRequest: boolean }[]; count: number; start: number };
		const first = await json<Page>(call(null, "GET", "/api/models/alice/many/discussions"));
		const second = await json<Page>(call(null, "GET", "/api/models/alice/many/discussions?p=1"));
		expect([first.count, first.start, first.discussions.length]).toEqual([nums.length, 0, LIMITS.discussionsPage]);
		expect([second.count, second.start, second.discussions.length]).toEqual([nums.length, LIMITS.discussionsPage, 3]);
		// Newest first, and the two pages hold every thread once.
		const listed = [...first.discussions, ...second.discussions].map((item) => item.num);
		expect(listed).toEqual([...nums].reverse());
		const prs = await json<Page>(call(null, "GET", "/api/models/alice/many/discussions?type=pull_request"));
		expect(prs.discussions.every((item) => item.isPullRequest)).toBe(true);
		expect(prs.count).toBe(nums.filter((_, index) => index % 3 === 1).length);
		expect((await json<Page>(call(null, "GET", "/api/models/alice/many/discussions?p=2"))).discussions).toEqual([]);
		expect((await call(null, "GET", "/api/models/alice/many/discussions?p=-1")).status).toBe(400);
	});

	it("lists the tree and the paths of a pull request at refs/pr/N, as the clients read revisions", async () => {
		const num = await openPr(bob, "alice/talk", { "docs/pr.txt": "from the pull request\n" });
		const rev = encodeURIComponent(`refs/pr/${num}`);
		const tree = await json<{ path: string }[]>(call(null, "GET", `/api/models/alice/talk/tree/${rev}/docs`));
		expect(tree.map((entry) => entry.path)).toEqual(["docs/pr.txt"]);
		const info = await json<{ path: string; size: number }[]>(
			call(null, "POST", `/api/models/alice/talk/paths-info/${rev}`, { paths: ["docs/pr.txt", "a.txt"] }),
		);
		expect(info.map((entry) => [entry.path, entry.size]).sort()).toEqual([
			["a.txt", 2],
			["docs/pr.txt", 22],
		]);
		// main does not have it.
		expect((await call(null, "GET", "/api/models/alice/talk/tree/main/docs")).status).toBe(404);
	});

	it("applies the reuse rule to every pull request commit: a reader cannot name an object they could not download", async () => {
		const weights = bytesOf(4_000, 71);
		await addTestRepo(hub, { type: "model", id: "alice/vault", files: { "w.bin": weights }, private: true });
		const opened = await call(
			bob,
			"POST",
			"/api/models/alice/talk/commit/main?create_pr=1",
			lfsLine("stolen.bin", weights),
			"application/x-ndjson",
		);
		expect([opened.status, opened.headers.get("x-error-code")]).toEqual([422, "LfsObjectMissing"]);
		const num = await openPr(bob, "alice/talk", { "ok.txt": "fine\n" });
		const later = await call(
			bob,
			"POST",
			`/api/models/alice/talk/commit/${encodeURIComponent(`refs/pr/${num}`)}`,
			lfsLine("stolen.bin", weights),
			"application/x-ndjson",
		);
		expect(later.headers.get("x-error-code")).toBe("LfsObjectMissing");
		// The owner, who may download it, may name it.
		const own = await call(
			alice,
			"POST",
			"/api/models/alice/talk/commit/main",
			lfsLine("mine.bin", weights),
			"application/x-ndjson",
		);
		expect(own.status).toBe(200);
	});

	it("bounds a comment's length and lets a writer rename somebody else's thread", async () => {
		const { num } = await json<{ num: number }>(
			call(bob, "POST", "/api/models/alice/talk/discussions", { title: "Bob's", description: "" }),
		);
		const path = `/api/models/alice/talk/discussions/${num}`;
		const long = await call(carol, "POST", `${path}/comment`, {
			comment: "x".repeat(LIMITS.discussionCommentChars + 1),
		});
		expect([long.status, long.headers.get("x-error-code")]).toEqual([400, "LimitExceeded"]);
		expect(
			(await call(carol, "POST", `${path}/comment`, { comment: "x".repeat(LIMITS.discussionCommentChars) })).status,
		).toBe(200);
		const renamed = await json<{ newTitle: { data: { from: string; to: string } } }>(
			call(alice, "POST", `${path}/title`, { title: "Renamed by the owner" }),
		);
		expect(renamed.newTitle.data).toEqual({ from: "Bob's", to: "Renamed by the owner" });
	});

	it("lets readers of a private repository take part, and answers others as for a missing repository", async () => {
		const lab = await createOrg(hub.db.kysely, { name: "lab", creatorPk: alice.user.pk });
		await setMember(hub.db.kysely, lab.pk, bob.user.pk, "read");
		await addTestRepo(hub, { type: "model", id: "lab/inner", files: { "a.txt": "a\n" }, private: true });
		const { num } = await json<{ num: number }>(
			call(bob, "POST", "/api/models/lab/inner/discussions", { title: "Inside", description: "hi" }),
		);
		expect(await openPr(bob, "lab/inner", { "b.txt": "b\n" })).toBe(num + 1);
		expect((await call(bob, "POST", `/api/models/lab/inner/discussions/${num + 1}/merge`)).status).toBe(403);
		for (const [method, suffix] of [
			["GET", "discussions"],
			["POST", "discussions"],
		] as const) {
			const hidden = await call(
				carol,
				method,
				`/api/models/lab/inner/${suffix}`,
				method === "POST" ? { title: "x" } : undefined,
			);
			const missing = await call(
				carol,
				method,
				`/api/models/lab/inn3r/${suffix}`,
				method === "POST" ? { title: "x" } : undefined,
			);
			expect([hidden.status, hidden.headers.get("x-error-code")]).toEqual([404, "RepoNotFound"]);
			expect([missing.status, missing.headers.get("x-error-code")]).toEqual([404, "RepoNotFound"]);
		}
	});
});
