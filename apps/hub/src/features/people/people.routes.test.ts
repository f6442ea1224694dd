import { afterAll, beforeAll, expect, it } from "vitest";
import { ErrorBody, FollowState, OrganizationOverview, PersonList, UserLikeList, UserOverview } from "@atrium/hub-api";
import type { TestUser } from "../../testing/accounts.ts";
import { readJson } from "../../testing/contract-check.ts";
import type { TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { peopleHub } from "../../testing/people-hub.ts";

describeDialects("people API", (dialect) => {
	let hub: TestHub;
	let alice: TestUser;
	let bob: TestUser;
	let carol: TestUser;
	const get = (path: string, user?: TestUser) => hub.app.request(path, { headers: user ? user.auth() : {} });
	const send = (method: string, path: string, user: TestUser, role: "read" | "write" = "write") =>
		hub.app.request(path, { method, headers: user.auth(role) });
	const names = (list: PersonList) => list.map((person) => person.user);

	beforeAll(async () => {
		({ hub, alice, bob, carol } = await peopleHub(dialect, [
			{ type: "model", id: "acme/secret", files: { "README.md": "# x\n" }, private: true },
		]));
		// carol likes three repositories, one of them private to acme (she liked it as a former member).
		let at = Date.parse("2026-01-01T00:00:00Z");
		for (const [type, id] of [
			["models", "alice/open"],
			["datasets", "alice/table"],
			["spaces", "acme/demo"],
		] as const) {
			expect((await send("POST", `/api/${type}/${id}/like`, carol)).status).toBe(200);
			await hub.db.kysely
				.updateTable("repo_likes")
				.set({ created_at: (at += 1000) })
				.where("user_id", "=", carol.user.pk)
				.where("created_at", ">", at + 10_000_000)
				.execute();
		}
		expect((await send("POST", "/api/models/acme/secret/like", alice)).status).toBe(200);
		const secret = await hub.db.kysely
			.selectFrom("repos")
			.select("pk")
			.where("name", "=", "secret")
			.executeTakeFirstOrThrow();
		await hub.db.kysely
			.insertInto("repo_likes")
			.values({ repo_pk: secret.pk, user_id: carol.user.pk, created_at: at + 1000 })
			.execute();
	});
	afterAll(() => hub.close());

	it("counts a user's repositories as the caller may see them, with their organizations", async () => {
		const anonymous = await readJson(await get("/api/users/alice/overview"), UserOverview);
		expect(anonymous).toMatchObject({ user: "alice", type: "user", numModels: 1, numDatasets: 1, numSpaces: 0 });
		expect(anonymous.orgs.map((org) => org.name)).toEqual(["acme"]);
		const own = await readJson(await get("/api/users/alice/overview", alice), UserOverview);
		expect(own.numModels).toBe(2);
		const org = await readJson(await get("/api/organizations/acme/overview"), OrganizationOverview);
		expect(org).toMatchObject({ name: "acme", numUsers: 2, numModels: 0, numSpaces: 1 });
		expect((await readJson(await get("/api/organizations/acme/overview", bob), OrganizationOverview)).numModels).toBe(
			1,
		);
	});

	it("answers a missing account, and an account of the other kind, with AccountNotFound", async () => {
		for (const path of [
			"/api/users/nobody/overview",
			"/api/users/acme/overview",
			"/api/organizations/alice/overview",
		]) {
			const error = await readJson(await get(path), ErrorBody, 404);
			expect(error.code).toBe("AccountNotFound");
		}
	});

	it("lists an organization's members page by page through the Link header", async () => {
		const first = await get("/api/organizations/acme/members?limit=1");
		expect(names(await readJson(first, PersonList))).toEqual(["alice"]);
		const next = first.headers.get("link")?.match(/<([^>]+)>; rel="next"/)?.[1];
		expect(next).toBeDefined();
		const second = await get(new URL(next ?? "").pathname + new URL(next ?? "").search);
		expect(names(await readJson(second, PersonList))).toEqual(["bob"]);
		expect(second.headers.get("link")).toBeNull();
		const forged = Buffer.from(JSON.stringify({ at: 1 })).toString("base64url");
		expect((await readJson(await get(`/api/organizations/acme/members?cursor=${forged}`), ErrorBody, 400)).code).toBe(
			"InvalidCursor",
		);
	});

	it("follows and unfollows users and organizations with a write credential only", async () => {
		expect((await readJson(await send("POST", "/api/users/alice/follow", bob, "read"), ErrorBody, 403)).code).toBe(
			"Forbidden",
		);
		expect((await hub.app.request("/api/users/alice/follow", { method: "POST" })).status).toBe(401);
		expect((await readJson(await send("POST", "/api/users/alice/follow", alice), ErrorBody, 400)).code).toBe(
			"BadRequest",
		);
		expect(await readJson(await send("POST", "/api/users/alice/follow", bob), FollowState)).toEqual({
			following: true,
			followers: 1,
		});
		// Following twice changes nothing.
		expect((await readJson(await send("POST", "/api/users/alice/follow", bob), FollowState)).followers).toBe(1);
		await readJson(await send("POST", "/api/users/alice/follow", carol), FollowState);
		await readJson(await send("POST", "/api/organizations/acme/follow", carol), FollowState);
		expect(names(await readJson(await get("/api/users/alice/followers"), PersonList))).toEqual(["bob", "carol"]);
		expect(names(await readJson(await get("/api/users/carol/following"), PersonList))).toEqual(["alice"]);
		expect(names(await readJson(await get("/api/organizations/acme/followers"), PersonList))).toEqual(["carol"]);
		const seenByBob = await readJson(await get("/api/users/carol/followers", bob), PersonList);
		expect(seenByBob).toEqual([]);
		const aliceFollowers = await readJson(await get("/api/organizations/acme/members", carol), PersonList);
		expect(aliceFollowers.find((person) => person.user === "alice")?.isFollowing).toBe(true);
		const overview = await readJson(await get("/api/users/alice/overview", bob), UserOverview);
		expect(overview).toMatchObject({ isFollowing: true, numFollowers: 2, numFollowing: 0 });
		expect(await readJson(await send("DELETE", "/api/users/alice/follow", bob), FollowState)).toEqual({
			following: false,
			followers: 1,
		});
		expect((await readJson(await get("/api/users/alice/overview", bob), UserOverview)).isFollowing).toBe(false);
	});

	it("lists a user's liked repositories newest first, without those the caller may not read", async () => {
		const anonymous = await readJson(await get("/api/users/carol/likes"), UserLikeList);
		expect(anonymous.map((like) => like.repo)).toEqual([
			{ name: "acme/demo", type: "space" },
			{ name: "alice/table", type: "dataset" },
			{ name: "alice/open", type: "model" },
		]);
		const member = await readJson(await get("/api/users/carol/likes", bob), UserLikeList);
		expect(member[0]?.repo).toEqual({ name: "acme/secret", type: "model" });
		const page = await get("/api/users/carol/likes?limit=2");
		expect((await readJson(page, UserLikeList)).length).toBe(2);
		const next = new URL(page.headers.get("link")?.match(/<([^>]+)>/)?.[1] ?? "");
		const rest = await readJson(await get(next.pathname + next.search), UserLikeList);
		expect(rest.map((like) => like.repo.name)).toEqual(["alice/open"]);
		const anonymousOverview = await readJson(await get("/api/users/carol/overview"), UserOverview);
		expect(anonymousOverview.numLikes).toBe(3);
	});

	it("lists a repository's likers to its readers, and answers others exactly like a missing repository", async () => {
		expect(names(await readJson(await get("/api/models/acme/secret/likers", bob), PersonList))).toEqual([
			"alice",
			"carol",
		]);
		const hidden = await get("/api/models/acme/secret/likers", carol);
		const missing = await get("/api/models/acme/nothing-here/likers", carol);
		expect(hidden.status).toBe(404);
		const comparable = async (response: Response) =>
			(await response.text()).replace(/acme\/(secret|nothing-here)/g, "ID").replace(/"requestId":"[^"]*"/, "");
		expect(await comparable(hidden)).toBe(await comparable(missing));
		expect([...hidden.headers.keys()].sort()).toEqual([...missing.headers.keys()].sort());
		expect(names(await readJson(await get("/api/spaces/acme/demo/likers"), PersonList))).toEqual(["carol"]);
	});

	it("clamps a page size above the maximum and refuses a malformed one", async () => {
		expect((await get("/api/users/alice/followers?limit=100000")).status).toBe(200);
		expect((await readJson(await get("/api/users/alice/followers?limit=1e3"), ErrorBody, 400)).code).toBe("BadRequest");
	});
});
