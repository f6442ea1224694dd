import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { repoIdsAnyCaseMigration } from "../../db/migration-201-repo-ids-any-case.ts";
import { addTestRepo, addTestUser, type TestUser } from "../../testing/accounts.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { answerShape, type Caller, repoRouteRequests, sendAs } from "../../testing/repo-route-families.ts";

/**
 * Decision 060: a repository id is one name whatever its letter case, as on the public hub (whose
 * clients and caches rely on it). Another spelling leads the caller who may read the repository to its
 * own spelling (a 307, like an old name after a move) and answers everyone else exactly like a missing
 * repository; no second repository can take the id in another case.
 */

const PUBLIC = "Casey/Tiny-BERT";
const SECRET = "Casey/Hidden-Model";

const json = (caller: TestUser, body: unknown): RequestInit => ({
	method: "POST",
	headers: { ...caller.auth(), "content-type": "application/json" },
	body: JSON.stringify(body),
});

describeBackends("repository ids in any letter case", (hub) => {
	let owner: TestUser;
	let outsider: TestUser;

	beforeAll(async () => {
		owner = await addTestUser(hub().db, "casey");
		outsider = await addTestUser(hub().db, "case-outsider");
		await addTestRepo(hub(), { type: "model", id: PUBLIC, files: { "config.json": '{"model_type":"bert"}' } });
		await addTestRepo(hub(), { type: "model", id: SECRET, files: { "config.json": "{}" }, private: true });
	});

	it("another spelling of a public id leads everyone to the repository's own, on every route family", async () => {
		const variant = PUBLIC.toLowerCase();
		for (const caller of [
			{ name: "anonymous", headers: () => ({}) },
			{ name: "owner", headers: () => owner.auth() },
		])
			for (const [family, path, init] of repoRouteRequests(variant).filter(
				([family]) =>
					caller.name === "owner" || !["commit", "preupload", "like", "git push info/refs"].includes(family),
			)) {
				const answer = await sendAs(hub().app, path, init, caller);
				expect([caller.name, family, answer.status, answer.headers.get("location")]).toEqual([
					caller.name,
					family,
					307,
					path.replace(variant, PUBLIC),
				]);
			}
		const info = await hub().app.request(`/api/models/${PUBLIC}`);
		expect(((await info.json()) as { id: string }).id).toBe(PUBLIC);
	});

	it("another spelling of a private id answers strangers exactly like a missing repository, and leads the owner", async () => {
		const variant = SECRET.toUpperCase();
		const missing = "CASEY/NEVER-WAS";
		const strangers: Caller[] = [
			{ name: "anonymous", headers: () => ({}) },
			{ name: "a signed-in user without a role", headers: () => outsider.auth() },
		];
		for (const caller of strangers)
			for (const [family, path, init] of repoRouteRequests(variant)) {
				const hidden = await answerShape(await sendAs(hub().app, path, init, caller), variant);
				const absent = await answerShape(
					await sendAs(hub().app, path.replace(variant, missing), init, caller),
					missing,
				);
				expect({ caller: caller.name, family, ...hidden }).toEqual({ caller: caller.name, family, ...absent });
				expect(JSON.stringify(hidden), family).not.toContain(SECRET);
			}
		const led = await hub().app.request(`/api/models/${variant}`, { headers: owner.auth() });
		expect([led.status, led.headers.get("location")]).toEqual([307, `/api/models/${SECRET}`]);
	});

	it("site pages of another spelling lead readers to the repository's own, and render as missing for strangers", async () => {
		const site = createApp({
			db: hub().db,
			storage: hub().storage,
			config: {},
			downloads: hub().downloads,
			site: { fetch: async (page) => new Response(`page ${new URL(page.url).pathname}`, { status: 404 }) },
		});
		for (const suffix of ["", "/tree/main", "/blob/main/config.json"]) {
			const led = await site.request(`/casey/tiny-bert${suffix}`);
			expect([led.status, led.headers.get("location")]).toEqual([307, `/${PUBLIC}${suffix}`]);
			const own = await sendAs(site, `/casey/hidden-MODEL${suffix}`, undefined, {
				name: "owner",
				headers: () => owner.auth(),
			});
			expect([own.status, own.headers.get("location")]).toEqual([307, `/${SECRET}${suffix}`]);
			for (const headers of [{}, outsider.auth()]) {
				const hidden = await site.request(`/casey/hidden-MODEL${suffix}`, { headers });
				expect([hidden.status, hidden.headers.get("location"), await hidden.text()]).toEqual([
					404,
					null,
					`page /casey/hidden-MODEL${suffix}`,
				]);
			}
		}
	});

	it("creating or duplicating onto another spelling of a taken id is refused, naming the repository as it is", async () => {
		for (const id of ["casey/tiny-bert", "CASEY/TINY-BERT"]) {
			const [namespace, name] = id.split("/");
			const created = await hub().app.request(
				"/api/repos/create",
				json(owner, { type: "model", organization: namespace, name }),
			);
			expect(created.status).toBe(409);
			expect(((await created.json()) as { url: string }).url).toMatch(new RegExp(`/${PUBLIC}$`));
		}
		const duplicated = await hub().app.request(
			`/api/models/${PUBLIC}/duplicate`,
			json(owner, { repository: "casey/TINY-bert" }),
		);
		expect(duplicated.status).toBe(409);
		const rows = await hub()
			.db.kysely.selectFrom("repos")
			.select("full_id")
			.where(sql<string>`lower(full_id)`, "=", PUBLIC.toLowerCase())
			.execute();
		expect(rows.map((row) => row.full_id)).toEqual([PUBLIC]);
	});

	it("a repository may change only the case of its id; another repository may not take it", async () => {
		await addTestRepo(hub(), { type: "model", id: "casey/renamed", files: { "a.txt": "a" } });
		const other = await hub().app.request(
			"/api/repos/move",
			json(owner, { type: "model", fromRepo: "casey/renamed", toRepo: "casey/TINY-bert" }),
		);
		expect(other.status).toBe(409);
		expect(await other.text()).toContain(PUBLIC);
		const same = await hub().app.request(
			"/api/repos/move",
			json(owner, { type: "model", fromRepo: "casey/renamed", toRepo: "casey/renamed" }),
		);
		expect(same.status).toBe(409);
		const recased = await hub().app.request(
			"/api/repos/move",
			json(owner, { type: "model", fromRepo: "casey/renamed", toRepo: "casey/Renamed" }),
		);
		expect(recased.status).toBe(200);
		const old = await hub().app.request("/api/models/casey/renamed");
		expect([old.status, old.headers.get("location")]).toEqual([307, "/api/models/casey/Renamed"]);
		expect((await hub().app.request("/api/models/casey/Renamed")).status).toBe(200);
	});

	it("the migration refuses a database holding two ids that differ only in case, and names them", async () => {
		const db = hub().db.kysely;
		await sql`drop index repos_type_full_id_any_case`.execute(db);
		try {
			await addTestRepo(hub(), { type: "dataset", id: "casey/Pairs", files: { "a.txt": "a" } });
			// Written as a hub before this rule could have: the engine would now commit into casey/Pairs.
			const row = await db
				.selectFrom("repos")
				.selectAll()
				.where("full_id", "=", "casey/Pairs")
				.executeTakeFirstOrThrow();
			await db
				.insertInto("repos")
				.values({ ...row, pk: `${row.pk.slice(0, -1)}x`, full_id: "casey/pairs", name: "pairs" })
				.execute();
			await expect(repoIdsAnyCaseMigration.up(db)).rejects.toThrow(/dataset casey\/Pairs and casey\/pairs/);
			await db.deleteFrom("repos").where("full_id", "=", "casey/pairs").execute();
		} finally {
			await repoIdsAnyCaseMigration.up(db);
		}
	});
});
