import { beforeAll, expect, it } from "vitest";
import {
	CommitCreated,
	DiscussionCommentUpdated,
	DiscussionCommented,
	DiscussionCreated,
	DiscussionDetails,
	DiscussionList,
	DiscussionRenamed,
	DiscussionStatusChanged,
	GitRefs,
	PullRequestMerged,
} from "@atrium/hub-api";
import { addTestRepo } from "../../testing/accounts.ts";
import { readJson } from "../../testing/contract-check.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { testUser } from "../../testing/writers.ts";
import { commitNdjson as ndjson } from "../../testing/commit-body.ts";

describeBackends("discussions and pull requests", (hub) => {
	/** A request as `who` (a user's write token, `{ role: "read" }` for their read token, or anonymous). */
	const call = async (
		who: string | null,
		method: string,
		path: string,
		body?: unknown,
		options: { role?: "read"; type?: string } = {},
	): Promise<Response> => {
		const auth = who ? (await testUser(hub(), who)).auth(options.role ?? "write") : {};
		return hub().app.request(path, {
			method,
			headers: { ...auth, "content-type": options.type ?? "application/json" },
			...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
		});
	};
	const commitTo = (who: string, repo: string, rev: string, files: Record<string, string>, query = "") =>
		call(
			who,
			"POST",
			`/api/models/${repo}/commit/${encodeURIComponent(rev)}${query}`,
			ndjson(`edit ${Object.keys(files).join(" ")}`, files),
			{
				type: "application/x-ndjson",
			},
		);
	const fileAt = async (repo: string, rev: string, path: string): Promise<string> =>
		(await call("alice", "GET", `/${repo}/resolve/${rev}/${path}`)).text();
	const details = async (repo: string, num: number, who: string | null = "alice") =>
		readJson(await call(who, "GET", `/api/models/${repo}/discussions/${num}?diff=1`), DiscussionDetails);
	/** The commit ref `name` of alice/talk points to. */
	const refOf = async (name: string): Promise<string> => {
		const row = await hub()
			.db.kysely.selectFrom("refs")
			.innerJoin("repos", "repos.pk", "refs.repo_pk")
			.select("refs.commit_id")
			.where("repos.full_id", "=", "alice/talk")
			.where("refs.name", "=", name)
			.executeTakeFirstOrThrow();
		return row.commit_id;
	};
	const openPr = async (who: string, repo: string, files: Record<string, string>): Promise<number> => {
		const created = await readJson(await commitTo(who, repo, "main", files, "?create_pr=1"), CommitCreated);
		const num = Number(/\/discussions\/(\d+)$/.exec(created.pullRequestUrl ?? "")?.[1]);
		expect(num).toBeGreaterThan(0);
		return num;
	};

	beforeAll(async () => {
		for (const name of ["alice", "bob", "carol"]) await testUser(hub(), name);
		await addTestRepo(hub(), { type: "model", id: "alice/talk", files: { "a.txt": "one\n", "b.txt": "two\n" } });
		await addTestRepo(hub(), { type: "model", id: "alice/secret", files: { "a.txt": "x" }, private: true });
		await addTestRepo(hub(), { type: "model", id: "alice/gated", files: { "a.txt": "x" }, gated: "manual" });
	});

	it("opens, lists, comments, edits, hides, renames and closes discussions with the rules of issue 21", async () => {
		const opened = await readJson(
			await call("bob", "POST", "/api/models/alice/talk/discussions", { title: "Question", description: "How?" }),
			DiscussionCreated,
		);
		expect(opened.url).toMatch(/\/alice\/talk\/discussions\/\d+$/);
		const num = opened.num;
		let thread = await details("alice/talk", num, null);
		expect(thread).toMatchObject({
			num,
			title: "Question",
			author: { name: "bob" },
			status: "open",
			isPullRequest: false,
		});
		expect(thread.changes).toBeUndefined();
		const [first] = thread.events;
		expect(first).toMatchObject({
			type: "comment",
			author: { name: "bob" },
			data: { latest: { raw: "How?" }, hidden: false },
		});
		expect(first?.id).toMatch(/^[0-9a-f]{24}$/);

		const comment = await readJson(
			await call("carol", "POST", `/api/models/alice/talk/discussions/${num}/comment`, {
				comment: "<script>x</script>",
			}),
			DiscussionCommented,
		);
		expect(comment.newMessage.data).toMatchObject({ latest: { raw: "<script>x</script>" } });
		expect((comment.newMessage.data as { latest: { html: string } }).latest.html).toBe(
			"<p>&lt;script&gt;x&lt;/script&gt;</p>",
		);
		const commentId = comment.newMessage.id;
		const path = `/api/models/alice/talk/discussions/${num}`;
		// Only the comment's author edits it; every version stays.
		expect(
			(await call("bob", "POST", `${path}/comment/${commentId}/edit`, { content: "mine" })).headers.get("x-error-code"),
		).toBe("Forbidden");
		const edited = await readJson(
			await call("carol", "POST", `${path}/comment/${commentId}/edit`, { content: "better" }),
			DiscussionCommentUpdated,
		);
		expect(edited.updatedComment.data).toMatchObject({ edited: true, latest: { raw: "better" } });
		expect((edited.updatedComment.data as { history: { raw: string }[] }).history.map((v) => v.raw)).toEqual([
			"better",
			"<script>x</script>",
		]);
		// Only writers hide; a hidden comment shows none of its texts anywhere.
		expect((await call("carol", "POST", `${path}/comment/${commentId}/hide`)).status).toBe(403);
		const hidden = await readJson(
			await call("alice", "POST", `${path}/comment/${commentId}/hide`),
			DiscussionCommentUpdated,
		);
		expect(hidden.updatedComment.data).toMatchObject({ hidden: true, latest: { raw: "" }, history: [] });
		expect(JSON.stringify(await details("alice/talk", num, "bob"))).not.toContain("better");
		expect((await call("alice", "POST", `${path}/comment/${"0".repeat(24)}/hide`)).headers.get("x-error-code")).toBe(
			"CommentNotFound",
		);

		// The author and writers rename; others may not.
		expect((await call("carol", "POST", `${path}/title`, { title: "Mine now" })).status).toBe(403);
		const renamed = await readJson(
			await call("bob", "POST", `${path}/title`, { title: "Better question" }),
			DiscussionRenamed,
		);
		expect(renamed.newTitle).toMatchObject({ type: "title-change", data: { from: "Question", to: "Better question" } });
		// Only the author and writers close it.
		expect((await call("carol", "POST", `${path}/status`, { status: "closed" })).status).toBe(403);
		const closed = await readJson(
			await call("alice", "POST", `${path}/status`, { status: "closed", comment: "Answered" }),
			DiscussionStatusChanged,
		);
		expect(closed.newStatus).toMatchObject({ type: "status-change", data: { status: "closed" } });
		thread = await details("alice/talk", num);
		expect(thread.status).toBe("closed");
		expect(thread.events.map((event) => event.type)).toEqual([
			"comment",
			"comment",
			"title-change",
			"comment",
			"status-change",
		]);

		const list = await readJson(
			await call(null, "GET", "/api/models/alice/talk/discussions?status=closed&author=bob"),
			DiscussionList,
		);
		expect(list.discussions.map((d) => d.num)).toContain(num);
		expect(list).toMatchObject({ start: 0 });
		const open = await readJson(
			await call(null, "GET", "/api/models/alice/talk/discussions?status=open&type=discussion"),
			DiscussionList,
		);
		expect(open.discussions.map((d) => d.num)).not.toContain(num);
		expect((await call(null, "GET", "/api/models/alice/talk/discussions?status=bogus")).status).toBe(400);
	});

	it("refuses anonymous callers, read tokens, strangers on private repositories and unapproved users on gated ones", async () => {
		const body = { title: "Hi", description: "" };
		expect((await call(null, "POST", "/api/models/alice/talk/discussions", body)).status).toBe(401);
		expect((await call("bob", "POST", "/api/models/alice/talk/discussions", body, { role: "read" })).status).toBe(403);
		// A private repository answers exactly like a missing one, for reads and writes.
		for (const [method, suffix] of [
			["GET", "discussions"],
			["POST", "discussions"],
			["GET", "discussions/1"],
			["POST", "discussions/1/comment"],
			["POST", "discussions/1/merge"],
		] as const) {
			for (const who of [null, "bob"]) {
				const hiddenRepo = await call(
					who,
					method,
					`/api/models/alice/secret/${suffix}`,
					method === "POST" ? body : undefined,
				);
				const missing = await call(
					who,
					method,
					`/api/models/alice/secre7/${suffix}`,
					method === "POST" ? body : undefined,
				);
				expect([hiddenRepo.status, hiddenRepo.headers.get("x-error-code")]).toEqual([
					missing.status,
					missing.headers.get("x-error-code"),
				]);
				const text = (response: Response) => response.json().then((json) => (json as { error: string }).error);
				expect((await text(hiddenRepo)).replace("secret", "secre7")).toBe(await text(missing));
			}
		}
		// Gated: reading is open, taking part needs approval.
		expect((await call("bob", "GET", "/api/models/alice/gated/discussions")).status).toBe(200);
		const refused = await call("bob", "POST", "/api/models/alice/gated/discussions", body);
		expect(refused.headers.get("x-error-code")).toBe("GatedRepo");
		const gated = await hub()
			.db.kysely.selectFrom("repos")
			.select("pk")
			.where("full_id", "=", "alice/gated")
			.executeTakeFirstOrThrow();
		const bob = await testUser(hub(), "bob");
		await hub()
			.db.kysely.insertInto("access_requests")
			.values({
				repo_pk: gated.pk,
				user_pk: bob.user.pk,
				status: "accepted",
				fields: "{}",
				created_at: 0,
				decided_at: 0,
				decided_by: null,
			})
			.execute();
		expect((await call("bob", "POST", "/api/models/alice/gated/discussions", body)).status).toBe(200);
		expect(
			(await call("bob", "POST", "/api/models/alice/talk/discussions", { title: "x".repeat(201) })).headers.get(
				"x-error-code",
			),
		).toBe("LimitExceeded");
	});

	it("takes a reader's pull request through create_pr, later commits to refs/pr/N, and a writer's fast-forward merge", async () => {
		const num = await openPr("bob", "alice/talk", { "c.txt": "from bob\n" });
		expect(await fileAt("alice/talk", `refs/pr/${num}`, "c.txt")).toBe("from bob\n");
		expect((await call("alice", "GET", "/alice/talk/resolve/main/c.txt")).status).toBe(404);
		// The author commits further; another reader may not.
		expect((await commitTo("bob", "alice/talk", `refs/pr/${num}`, { "c.txt": "from bob, v2\n" })).status).toBe(200);
		expect(
			(await commitTo("carol", "alice/talk", `refs/pr/${num}`, { "c.txt": "carol\n" })).headers.get("x-error-code"),
		).toBe("Forbidden");
		expect((await commitTo("bob", "alice/talk", "main", { "c.txt": "direct\n" })).status).toBe(403);
		const refs = await readJson(await call("bob", "GET", "/api/models/alice/talk/refs?include_prs=1"), GitRefs);
		expect(refs.pullRequests?.map((ref) => ref.ref)).toContain(`refs/pr/${num}`);
		expect(refs.branches.map((ref) => ref.ref)).toEqual(["refs/heads/main"]);

		const thread = await details("alice/talk", num);
		expect(thread).toMatchObject({
			isPullRequest: true,
			status: "open",
			changes: { base: "refs/heads/main" },
			filesWithConflicts: [],
		});
		expect(thread.events.filter((event) => event.type === "commit")).toHaveLength(2);
		expect(thread.diff).toContain("+from bob, v2");
		// main has not moved since the pull request parted from it: that is where the site's "Files changed" starts.
		expect(thread.changes?.mergeBase).toBe(await refOf("main"));

		expect((await call("bob", "POST", `/api/models/alice/talk/discussions/${num}/merge`)).status).toBe(403);
		const merged = await readJson(
			await call("alice", "POST", `/api/models/alice/talk/discussions/${num}/merge`, { comment: "Thanks" }),
			PullRequestMerged,
		);
		const head = { commit_id: await refOf(`refs/pr/${num}`) };
		expect(merged.mergeCommitId).toBe(head.commit_id);
		expect(await fileAt("alice/talk", "main", "c.txt")).toBe("from bob, v2\n");
		expect(await details("alice/talk", num)).toMatchObject({
			status: "merged",
			changes: { mergeCommitId: head.commit_id },
		});
		expect(
			(await call("alice", "POST", `/api/models/alice/talk/discussions/${num}/merge`)).headers.get("x-error-code"),
		).toBe("PullRequestNotOpen");
		expect((await commitTo("bob", "alice/talk", `refs/pr/${num}`, { "d.txt": "late\n" })).status).toBe(409);
	});

	it("merges a moved target with a merge commit of both parents, and refuses conflicting files", async () => {
		const clean = await openPr("bob", "alice/talk", { "e.txt": "e\n" });
		const clash = await openPr("bob", "alice/talk", { "b.txt": "bob's b\n" });
		expect((await commitTo("alice", "alice/talk", "main", { "b.txt": "alice's b\n" })).status).toBe(200);
		const mainBefore = await fileAt("alice/talk", "main", "b.txt");
		expect((await details("alice/talk", clash)).filesWithConflicts).toEqual(["b.txt"]);
		const refused = await call("alice", "POST", `/api/models/alice/talk/discussions/${clash}/merge`);
		expect([refused.status, refused.headers.get("x-error-code")]).toEqual([409, "MergeConflict"]);
		expect(await fileAt("alice/talk", "main", "b.txt")).toBe(mainBefore);
		expect((await details("alice/talk", clash)).status).toBe("open");

		const mainHead = { commit_id: await refOf("main") };
		const merged = await readJson(
			await call("alice", "POST", `/api/models/alice/talk/discussions/${clean}/merge`),
			PullRequestMerged,
		);
		const row = await hub()
			.db.kysely.selectFrom("commits")
			.select("parents")
			.where("id", "=", merged.mergeCommitId)
			.executeTakeFirstOrThrow();
		const prHead = { commit_id: await refOf(`refs/pr/${clean}`) };
		expect(row.parents.split(" ")).toEqual([mainHead.commit_id, prHead.commit_id]);
		expect(await fileAt("alice/talk", "main", "e.txt")).toBe("e\n");
		expect(await fileAt("alice/talk", "main", "b.txt")).toBe("alice's b\n");
	});

	it("races two merges of different pull requests and a direct commit on main: every change lands, none is lost", async () => {
		const first = await openPr("bob", "alice/talk", { "race1.txt": "1\n" });
		const second = await openPr("carol", "alice/talk", { "race2.txt": "2\n" });
		const results = await Promise.all([
			call("alice", "POST", `/api/models/alice/talk/discussions/${first}/merge`),
			call("alice", "POST", `/api/models/alice/talk/discussions/${second}/merge`),
			commitTo("alice", "alice/talk", "main", { "race3.txt": "3\n" }),
			call("alice", "POST", `/api/models/alice/talk/discussions/${first}/merge`),
		]);
		const statuses = results.map((response) => response.status);
		expect([statuses[1], statuses[2]]).toEqual([200, 200]);
		// The same pull request merged twice at once: exactly one of the two wins, the other is told it is merged.
		expect([statuses[0], statuses[3]].sort()).toEqual([200, 409]);
		const loser = statuses[0] === 409 ? results[0] : results[3];
		expect(loser?.headers.get("x-error-code")).toBe("PullRequestNotOpen");
		expect(await fileAt("alice/talk", "main", "race1.txt")).toBe("1\n");
		expect(await fileAt("alice/talk", "main", "race2.txt")).toBe("2\n");
		expect(await fileAt("alice/talk", "main", "race3.txt")).toBe("3\n");
		const thread = await details("alice/talk", first);
		expect(thread.events.filter((event) => event.type === "status-change")).toHaveLength(1);
	});
});
