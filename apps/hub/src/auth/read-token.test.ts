import { afterAll, beforeAll, expect, it } from "vitest";
import { setPasswordCost } from "./passwords.ts";
import { addTestRepo, addTestUser, type TestUser } from "../testing/accounts.ts";
import { createTestHub, type TestHub } from "../testing/create-test-hub.ts";
import { describeDialects } from "../testing/describe-backends.ts";

setPasswordCost(10);

/** Every route that changes something, with a body it would accept from a write token. */
const CHANGES: { method: string; path: string; body?: unknown; type?: string }[] = [
	{ method: "POST", path: "/api/repos/create", body: { name: "made-by-read", type: "model" } },
	{ method: "DELETE", path: "/api/repos/delete", body: { name: "root/open", type: "model" } },
	{ method: "POST", path: "/api/repos/move", body: { fromRepo: "root/open", toRepo: "root/moved", type: "model" } },
	{ method: "PUT", path: "/api/models/root/open/settings", body: { private: true } },
	{
		method: "POST",
		path: "/api/models/root/open/commit/main",
		type: "application/x-ndjson",
		body: `${JSON.stringify({ key: "header", value: { summary: "read token" } })}\n${JSON.stringify({ key: "file", value: { path: "x.txt", content: "eA==", encoding: "base64" } })}\n`,
	},
	{ method: "POST", path: "/api/models/root/open/branch/dev", body: {} },
	{ method: "DELETE", path: "/api/models/root/open/branch/keep" },
	{ method: "POST", path: "/api/models/root/open/tag/main", body: { tag: "v1" } },
	{ method: "DELETE", path: "/api/models/root/open/tag/kept" },
	{ method: "POST", path: "/api/models/root/open/like" },
	{ method: "DELETE", path: "/api/models/root/open/like" },
	{ method: "POST", path: "/api/models/root/gated/ask-access", body: {} },
	{ method: "POST", path: "/api/models/root/gated/user-access-request/grant", body: { user: "other" } },
	{
		method: "POST",
		path: "/api/models/root/gated/user-access-request/handle",
		body: { user: "other", status: "rejected" },
	},
	{
		method: "POST",
		path: "/api/models/root/open/preupload/main",
		body: { files: [{ path: "a.bin", size: 4, sample: "AAAA" }] },
	},
	{
		method: "POST",
		path: "/root/open.git/info/lfs/objects/batch",
		type: "application/vnd.git-lfs+json",
		body: { operation: "upload", objects: [{ oid: "a".repeat(64), size: 1 }] },
	},
	{ method: "POST", path: "/api/settings/tokens", body: { name: "minted", role: "write" } },
	{ method: "POST", path: "/api/organizations", body: { name: "read-org" } },
	{ method: "POST", path: "/api/organizations/team/members", body: { user: "other", role: "admin" } },
	{ method: "DELETE", path: "/api/organizations/team/members/root" },
	{ method: "POST", path: "/api/admin/users/other/disable" },
	{ method: "POST", path: "/api/admin/invitations", body: {} },
	{ method: "POST", path: "/api/auth/password", body: { current: "root-password", password: "a-new-password" } },
];

describeDialects("a read token never changes anything", (dialect) => {
	let hub: TestHub;
	let root: TestUser;
	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		root = await addTestUser(hub.db, "root", { admin: true });
		await addTestUser(hub.db, "other");
		await addTestRepo(hub, { type: "model", id: "root/open", files: { "README.md": "# open\n" } });
		await addTestRepo(hub, { type: "model", id: "root/gated", files: { "README.md": "# gated\n" }, gated: "auto" });
		const write = { ...root.auth("write"), "content-type": "application/json" };
		for (const [path, body] of [
			["/api/models/root/open/branch/keep", {}],
			["/api/models/root/open/tag/main", { tag: "kept" }],
			["/api/organizations", { name: "team" }],
			["/api/models/root/gated/ask-access", {}],
		] as const)
			expect((await hub.app.request(path, { method: "POST", headers: write, body: JSON.stringify(body) })).ok).toBe(
				true,
			);
	});
	afterAll(() => hub.close());

	const snapshot = async (): Promise<unknown> => {
		const kysely = hub.db.kysely;
		return {
			repos: await kysely.selectFrom("repos").select(["full_id", "private", "likes"]).orderBy("full_id").execute(),
			refs: await kysely.selectFrom("refs").selectAll().orderBy("name").execute(),
			tokens: await kysely.selectFrom("tokens").select("name").orderBy("name").execute(),
			accounts: await kysely.selectFrom("accounts").select(["name", "disabled_at"]).orderBy("name").execute(),
			members: await kysely.selectFrom("org_members").selectAll().orderBy("user_pk").execute(),
			requests: await kysely.selectFrom("access_requests").select(["user_pk", "status"]).execute(),
			likes: await kysely.selectFrom("repo_likes").select("user_id").execute(),
			invitations: await kysely.selectFrom("invitations").select("created_at").execute(),
		};
	};

	it("answers 403 Forbidden on every changing route, and the database is unchanged", async () => {
		const before = await snapshot();
		const answers: Record<string, [number, unknown]> = {};
		for (const change of CHANGES) {
			const response = await hub.app.request(change.path, {
				method: change.method,
				headers: {
					...root.auth("read"),
					...(change.body === undefined ? {} : { "content-type": change.type ?? "application/json" }),
				},
				...(change.body === undefined
					? {}
					: { body: typeof change.body === "string" ? change.body : JSON.stringify(change.body) }),
			});
			const body = (await response.json().catch(() => ({}))) as { code?: unknown };
			answers[`${change.method} ${change.path}`] = [response.status, body.code];
		}
		for (const [route, answer] of Object.entries(answers)) expect(answer, route).toEqual([403, "Forbidden"]);
		expect(await snapshot()).toEqual(before);
	});

	it("refuses a git push with a read token (basic auth, as git sends it)", async () => {
		const basic = `Basic ${Buffer.from(`root:${root.read}`).toString("base64")}`;
		const refs = await hub.app.request("/root/open/info/refs?service=git-receive-pack", {
			headers: { authorization: basic },
		});
		expect(refs.status).toBe(403);
	});
});
