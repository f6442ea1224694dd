import { beforeAll, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { addTestRepo, addTestUser, type TestUser } from "../../testing/accounts.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import {
	answerShape as shape,
	type Caller,
	repoRouteRequests as requests,
	sendAs as send,
} from "../../testing/repo-route-families.ts";

/**
 * Issue 18, item 3: after `move_repo`, the old name of a private repository redirects only callers who
 * may read it at its new name. Everyone else gets exactly what a name that never existed gets (status,
 * body, headers) on the API, resolve, site, git and LFS routes; the new name is never revealed.
 */

const OLD = "mover/secret-old";
const MISSING = "mover/never-was";
const NEW = "mover/secret-new";

describeBackends("moved private repositories", (hub) => {
	let owner: TestUser;
	let outsider: TestUser;
	let site: ReturnType<typeof createApp>;
	beforeAll(async () => {
		owner = await addTestUser(hub().db, "mover");
		outsider = await addTestUser(hub().db, "mover-outsider");
		await addTestRepo(hub(), {
			type: "model",
			id: OLD,
			files: { "config.json": '{"model_type":"bert"}' },
			private: true,
		});
		await addTestRepo(hub(), { type: "model", id: "mover/public-old", files: { "config.json": "{}" } });
		for (const [from, to] of [
			[OLD, NEW],
			["mover/public-old", "mover/public-new"],
		])
			expect(
				(
					await hub().app.request("/api/repos/move", {
						method: "POST",
						headers: { ...owner.auth(), "content-type": "application/json" },
						body: JSON.stringify({ fromRepo: from, toRepo: to, type: "model" }),
					})
				).status,
			).toBe(200);
		site = createApp({
			db: hub().db,
			storage: hub().storage,
			config: {},
			downloads: hub().downloads,
			site: { fetch: async (page) => new Response(`page ${new URL(page.url).pathname}`, { status: 404 }) },
		});
	});

	const strangers: Caller[] = [
		{ name: "anonymous", headers: () => ({}) },
		{ name: "a signed-in user without a role", headers: () => outsider.auth() },
	];

	for (const caller of strangers) {
		it(`the old name answers ${caller.name} exactly like a missing repository, on every route family`, async () => {
			for (const [family, path, init] of requests(OLD)) {
				const old = await shape(await send(hub().app, path, init, caller), OLD);
				const missingPath = path.replace(OLD, MISSING);
				const missing = await shape(await send(hub().app, missingPath, init, caller), MISSING);
				expect({ family, ...old }).toEqual({ family, ...missing });
				expect(old.status, family).not.toBe(307);
				expect(JSON.stringify(old), family).not.toContain("secret-new");
			}
		});

		it(`site pages of the old name render for ${caller.name} as for a missing repository`, async () => {
			for (const suffix of ["", "/tree/main", "/blob/main/config.json"]) {
				const old = await send(site, `/${OLD}${suffix}`, undefined, caller);
				expect([old.status, old.headers.get("location"), await old.text()]).toEqual([
					404,
					null,
					`page /${OLD}${suffix}`,
				]);
			}
		});
	}

	it("the owner (and a site admin) still follow the old name to the new one", async () => {
		const admin = await addTestUser(hub().db, "mover-admin", { admin: true });
		for (const user of [owner, admin]) {
			const caller = { name: user.user.name, headers: () => user.auth() };
			for (const [family, path, init] of requests(OLD).filter(([family]) => !family.startsWith("lfs"))) {
				const answer = await send(hub().app, path, init, caller);
				expect([family, answer.status, answer.headers.get("location")]).toEqual([family, 307, path.replace(OLD, NEW)]);
			}
			const page = await send(site, `/${OLD}/tree/main`, undefined, caller);
			expect([page.status, page.headers.get("location")]).toEqual([307, `/${NEW}/tree/main`]);
		}
	});

	it("a moved public repository still redirects everyone", async () => {
		const api = await hub().app.request("/api/models/mover/public-old/revision/main");
		expect([api.status, api.headers.get("location")]).toEqual([307, "/api/models/mover/public-new/revision/main"]);
		const git = await hub().app.request("/mover/public-old/info/refs?service=git-upload-pack");
		expect([git.status, git.headers.get("location")]).toEqual([
			307,
			"/mover/public-new/info/refs?service=git-upload-pack",
		]);
		const page = await site.request("/mover/public-old");
		expect([page.status, page.headers.get("location")]).toEqual([307, "/mover/public-new"]);
	});
});
