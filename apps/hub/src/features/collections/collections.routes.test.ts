import { afterAll, beforeAll, expect, it } from "vitest";
import { Collection, CollectionExists, CollectionList, CollectionUpdated, ErrorBody } from "@atrium/hub-api";
import type { TestUser } from "../../testing/accounts.ts";
import { readJson } from "../../testing/contract-check.ts";
import type { TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { peopleHub } from "../../testing/people-hub.ts";

describeDialects("collections API", (dialect) => {
	let hub: TestHub;
	let alice: TestUser;
	let bob: TestUser;
	let carol: TestUser;
	const call = (method: string, path: string, user?: TestUser, body?: unknown, role: "read" | "write" = "write") =>
		hub.app.request(path, {
			method,
			headers: { ...(user ? user.auth(role) : {}), ...(body ? { "content-type": "application/json" } : {}) },
			...(body ? { body: JSON.stringify(body) } : {}),
		});
	const errorCode = async (response: Response, status: number) => (await readJson(response, ErrorBody, status)).code;
	const comparable = async (response: Response) =>
		`${response.status} ${(await response.text()).replace(/"requestId":"[^"]*"/, "").replace(/[0-9a-f]{24}/g, "ID")}`;

	beforeAll(async () => {
		({ hub, alice, bob, carol } = await peopleHub(dialect));
	});
	afterAll(() => hub.close());

	it("lists nothing and answers an unknown slug with CollectionNotFound before any collection exists", async () => {
		expect(await readJson(await call("GET", "/api/collections"), CollectionList)).toEqual([]);
		const missing = await call("GET", "/api/collections/atrium/favourites-0123456789abcdef01234567");
		expect(await errorCode(missing, 404)).toBe("CollectionNotFound");
		expect(await errorCode(await call("GET", "/api/collections/atrium/no-id-here"), 404)).toBe("CollectionNotFound");
	});

	it("creates a collection under the caller's name, finds it by slug, and answers a second of that title with 409 and its slug", async () => {
		const made = await readJson(
			await call("POST", "/api/collections", alice, { title: "Small Models!", description: "tiny ones" }),
			Collection,
		);
		expect(made).toMatchObject({
			title: "Small Models!",
			description: "tiny ones",
			owner: { name: "alice", type: "user" },
			items: [],
			private: false,
			position: 0,
			upvotes: 0,
		});
		expect(made.slug).toMatch(/^alice\/small-models-[0-9a-f]{24}$/);
		expect(await readJson(await call("GET", `/api/collections/${made.slug}`), Collection)).toEqual(made);
		const again = await call("POST", "/api/collections", alice, { title: "small models" });
		expect(again.headers.get("x-error-code")).toBe("CollectionExists");
		expect((await readJson(again, CollectionExists, 409)).slug).toBe(made.slug);
		await call("DELETE", `/api/collections/${made.slug}`, alice);
	});

	it("lets only writers of a namespace create and change its collections, never with a read token", async () => {
		expect((await call("POST", "/api/collections", undefined, { title: "x" })).status).toBe(401);
		expect(await errorCode(await call("POST", "/api/collections", alice, { title: "x" }, "read"), 403)).toBe(
			"Forbidden",
		);
		expect(await errorCode(await call("POST", "/api/collections", bob, { title: "x", namespace: "acme" }), 403)).toBe(
			"Forbidden",
		);
		expect(
			await errorCode(await call("POST", "/api/collections", alice, { title: "x", namespace: "nobody" }), 403),
		).toBe("Forbidden");
		const org = await readJson(
			await call("POST", "/api/collections", alice, { title: "Team picks", namespace: "acme" }),
			Collection,
		);
		expect(org.owner).toEqual({ name: "acme", type: "org" });
		expect(await errorCode(await call("PATCH", `/api/collections/${org.slug}`, bob, { title: "mine" }), 403)).toBe(
			"Forbidden",
		);
		expect(await errorCode(await call("DELETE", `/api/collections/${org.slug}`, carol), 403)).toBe("Forbidden");
		expect(await errorCode(await call("POST", "/api/collections", alice, { title: "" }), 400)).toBe("BadRequest");
		expect(await errorCode(await call("POST", "/api/collections", alice, { title: 5 }), 400)).toBe("BadRequest");
		await call("DELETE", `/api/collections/${org.slug}`, alice);
	});

	it("adds, moves, annotates and removes items, showing each caller only the repositories they may read", async () => {
		const { slug } = await readJson(await call("POST", "/api/collections", alice, { title: "Mixed" }), Collection);
		for (const item of [
			{ id: "alice/open", type: "model" },
			{ id: "alice/table", type: "dataset" },
			{ id: "alice/hidden", type: "model" },
		])
			await readJson(
				await call("POST", `/api/collections/${slug}/items`, alice, { item, note: "<b>see</b>" }),
				Collection,
			);
		const own = await readJson(await call("GET", `/api/collections/${slug}`, alice), Collection);
		expect(own.items.map((item) => [item.id, item.type, item.position])).toEqual([
			["alice/open", "model", 0],
			["alice/table", "dataset", 1],
			["alice/hidden", "model", 2],
		]);
		expect(own.items[0]?.note).toEqual({ text: "<b>see</b>", html: "&lt;b&gt;see&lt;/b&gt;" });
		const seenByCarol = await readJson(await call("GET", `/api/collections/${slug}`, carol), Collection);
		expect(seenByCarol.items.map((item) => item.id)).toEqual(["alice/open", "alice/table"]);

		const duplicate = { item: { id: "alice/open", type: "model" } };
		expect(await errorCode(await call("POST", `/api/collections/${slug}/items`, alice, duplicate), 409)).toBe(
			"CollectionItemExists",
		);
		const hiddenToCarol = await call("POST", `/api/collections/${slug}/items`, carol, {
			item: { id: "alice/hidden", type: "model" },
		});
		expect(hiddenToCarol.status).toBe(403);
		expect(
			await errorCode(
				await call("POST", `/api/collections/${slug}/items`, alice, { item: { id: "alice/none", type: "model" } }),
				404,
			),
		).toBe("RepoNotFound");
		expect(
			await errorCode(
				await call("POST", `/api/collections/${slug}/items`, alice, { item: { id: "2311.12983", type: "paper" } }),
				400,
			),
		).toBe("BadRequest");

		const hidden = own.items[2]?._id ?? "";
		expect(
			(await call("PATCH", `/api/collections/${slug}/items/${hidden}`, alice, { position: 0, note: "" })).status,
		).toBe(200);
		const moved = await readJson(await call("GET", `/api/collections/${slug}`, alice), Collection);
		expect(moved.items.map((item) => [item.id, item.position])).toEqual([
			["alice/hidden", 0],
			["alice/open", 1],
			["alice/table", 2],
		]);
		expect(moved.items[0]?.note).toBeUndefined();
		const open = moved.items[1]?._id ?? "";
		expect((await call("DELETE", `/api/collections/${slug}/items/${open}`, alice)).status).toBe(200);
		expect(await errorCode(await call("DELETE", `/api/collections/${slug}/items/${open}`, alice), 404)).toBe(
			"CollectionItemNotFound",
		);
		const after = await readJson(await call("GET", `/api/collections/${slug}`, alice), Collection);
		expect(after.items.map((item) => [item.id, item.position])).toEqual([
			["alice/hidden", 0],
			["alice/table", 1],
		]);
		await call("DELETE", `/api/collections/${slug}`, alice);
	});

	it("renames and hides a collection: the old slug still finds it, and a hidden one looks missing to others", async () => {
		const made = await readJson(await call("POST", "/api/collections", alice, { title: "Draft" }), Collection);
		const updated = await readJson(
			await call("PATCH", `/api/collections/${made.slug}`, alice, {
				title: "Final list",
				private: true,
				theme: "pink",
			}),
			CollectionUpdated,
		);
		expect(updated.data).toMatchObject({ title: "Final list", private: true, theme: "pink" });
		expect(updated.data.slug).toMatch(/^alice\/final-list-[0-9a-f]{24}$/);
		expect((await readJson(await call("GET", `/api/collections/${made.slug}`, alice), Collection)).title).toBe(
			"Final list",
		);
		const hidden = await call("GET", `/api/collections/${updated.data.slug}`, carol);
		const missing = await call("GET", `/api/collections/alice/final-list-${"0".repeat(24)}`, carol);
		expect(await comparable(hidden)).toBe(await comparable(missing));
		const hiddenWrite = await call("DELETE", `/api/collections/${updated.data.slug}`, carol);
		expect(await comparable(hiddenWrite)).toBe(
			await comparable(await call("DELETE", `/api/collections/alice/final-list-${"0".repeat(24)}`, carol)),
		);
		expect(await errorCode(await call("PATCH", `/api/collections/${made.slug}`, alice, { theme: "plaid" }), 400)).toBe(
			"BadRequest",
		);
		expect((await call("DELETE", `/api/collections/${made.slug}`, alice)).status).toBe(200);
		expect(await errorCode(await call("GET", `/api/collections/${made.slug}`, alice), 404)).toBe("CollectionNotFound");
	});

	it("lists the collections a caller may see, by owner and by item, page by page, without position", async () => {
		const slugs: string[] = [];
		for (const [title, isPrivate] of [
			["One", false],
			["Two", false],
			["Three", true],
		] as const) {
			const made = await readJson(
				await call("POST", "/api/collections", alice, { title, private: isPrivate }),
				Collection,
			);
			slugs.push(made.slug);
			hub.ahead.ms += 1000;
		}
		await call("POST", `/api/collections/${slugs[0]}/items`, alice, { item: { id: "alice/open", type: "model" } });
		const anonymous = await readJson(await call("GET", "/api/collections?owner=alice"), CollectionList);
		expect(anonymous.map((collection) => collection.title).sort()).toEqual(["One", "Two"]);
		expect(anonymous.every((collection) => !("position" in collection))).toBe(true);
		const own = await readJson(await call("GET", "/api/collections?owner=alice", alice), CollectionList);
		expect(own.length).toBe(3);
		const byItem = await readJson(await call("GET", "/api/collections?item=models/alice/open"), CollectionList);
		expect(byItem.map((collection) => collection.title)).toEqual(["One"]);
		expect(
			await readJson(await call("GET", "/api/collections?item=models/alice/hidden", carol), CollectionList),
		).toEqual([]);
		const first = await call("GET", "/api/collections?owner=alice&limit=1", alice);
		const firstPage = await readJson(first, CollectionList);
		const next = new URL(first.headers.get("link")?.match(/<([^>]+)>/)?.[1] ?? "");
		const second = await readJson(await call("GET", next.pathname + next.search, alice), CollectionList);
		expect(second[0]?.slug).not.toBe(firstPage[0]?.slug);
		expect(await errorCode(await call("GET", "/api/collections?sort=stars"), 400)).toBe("BadRequest");
		expect(await errorCode(await call("GET", "/api/collections?cursor=abc"), 400)).toBe("InvalidCursor");
		const positions = await Promise.all(
			slugs.map(
				async (slug) => (await readJson(await call("GET", `/api/collections/${slug}`, alice), Collection)).position,
			),
		);
		expect(positions).toEqual([0, 1, 2]);
		await call("PATCH", `/api/collections/${slugs[2]}`, alice, { position: 0 });
		const reordered = await Promise.all(
			slugs.map(
				async (slug) => (await readJson(await call("GET", `/api/collections/${slug}`, alice), Collection)).position,
			),
		);
		expect(reordered).toEqual([1, 2, 0]);
	});
});
