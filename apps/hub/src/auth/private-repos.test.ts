import { factory } from "../app-env.ts";
import { setPasswordCost } from "./passwords.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../errors.ts";
import { addTestRepo, addTestUser, type TestUser } from "../testing/accounts.ts";
import { createTestHub, type TestHub } from "../testing/create-test-hub.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { canReadBlob } from "./access.ts";
import { authMiddleware } from "../middleware/auth/auth.ts";
import { createToken, revokeToken } from "./tokens.repository.ts";
import { createHash } from "node:crypto";

// Many passwords are hashed and checked here: the cheapest scrypt cost keeps the suite fast.
setPasswordCost(10);

/** Every read route of a repository, as [method, path, body?] for the model, dataset and space `id`. */
function readRoutes(id: string): { method: string; path: string; body?: string; contentType?: string }[] {
	return [
		{ method: "GET", path: `/api/models/${id}` },
		{ method: "GET", path: `/api/models/${id}/revision/main` },
		{ method: "GET", path: `/api/models/${id}/auth-check` },
		{ method: "GET", path: `/api/models/${id}/refs` },
		{ method: "GET", path: `/api/models/${id}/commits/main` },
		{ method: "GET", path: `/api/models/${id}/tree/main` },
		{ method: "GET", path: `/api/models/${id}/tree/main/sub` },
		{
			method: "POST",
			path: `/api/models/${id}/paths-info/main`,
			body: JSON.stringify({ paths: ["config.json"] }),
			contentType: "application/json",
		},
		{ method: "GET", path: `/api/models/${id}/snippets` },
		{ method: "GET", path: `/${id}/resolve/main/config.json` },
		{ method: "HEAD", path: `/${id}/resolve/main/config.json` },
		{ method: "GET", path: `/${id}/resolve/main/model.safetensors` },
		{ method: "GET", path: `/${id}/raw/main/config.json` },
		{ method: "GET", path: `/${id}/resolve/main/no-such-file.json` },
		{ method: "GET", path: `/api/datasets/${id}-data` },
		{ method: "GET", path: `/datasets/${id}-data/resolve/main/data.csv` },
		{ method: "GET", path: `/api/datasets/${id}-data/tree/main` },
		{ method: "GET", path: `/api/spaces/${id}-space` },
		{ method: "GET", path: `/spaces/${id}-space/resolve/main/app.py` },
	];
}

describeDialects("private repositories", (dialect) => {
	let hub: TestHub;
	let admin: TestUser;
	let alice: TestUser;
	let bob: TestUser;
	let disabled: TestUser;
	let revoked: string;
	const weights = new Uint8Array(64).fill(7);
	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs");
		admin = await addTestUser(hub.db, "root");
		alice = await addTestUser(hub.db, "alice");
		bob = await addTestUser(hub.db, "bob");
		disabled = await addTestUser(hub.db, "dora");
		const later = Date.parse("2030-01-01T00:00:00.000Z");
		const model = {
			"README.md":
				"---\nlicense: mit\npipeline_tag: fill-mask\nlibrary_name: transformers\ntags: [secretword]\n---\n# Secret\n",
			"config.json": '{"model_type":"bert"}',
			"sub/notes.txt": "hidden notes",
			"model.safetensors": weights,
		};
		for (const owner of ["alice", "dora"]) {
			await addTestRepo(hub, { type: "model", id: `${owner}/secret`, files: model, private: true, timeMs: later });
			await addTestRepo(hub, {
				type: "dataset",
				id: `${owner}/secret-data`,
				files: { "data.csv": "a,b\n1,2\n" },
				private: true,
				timeMs: later,
			});
			await addTestRepo(hub, {
				type: "space",
				id: `${owner}/secret-space`,
				files: { "README.md": "---\nsdk: gradio\nmodels: [atrium/tiny-bert-mlm]\n---\n", "app.py": "print(1)\n" },
				private: true,
				timeMs: later,
			});
		}
		const temp = await createToken(hub.db.kysely, alice.user.pk, { name: "temp", role: "write" });
		await revokeToken(hub.db.kysely, alice.user.pk, temp.token.pk);
		revoked = temp.secret;
		await hub.db.kysely
			.updateTable("accounts")
			.set({ disabled_at: Date.now() })
			.where("pk", "=", disabled.user.pk)
			.execute();
	});
	afterAll(() => hub.close());

	const request = (
		route: { method: string; path: string; body?: string; contentType?: string },
		headers: Record<string, string> = {},
	): Promise<Response> =>
		Promise.resolve(
			hub.app.request(route.path, {
				method: route.method,
				headers: { ...headers, ...(route.contentType ? { "content-type": route.contentType } : {}) },
				...(route.body ? { body: route.body } : {}),
			}),
		);

	it("answers a private repository exactly like a missing one to callers without access", async () => {
		const callers: [string, Record<string, string>, number][] = [
			["anonymous", {}, 401],
			["read token without access", bob.auth("read"), 404],
			["write token without access", bob.auth("write"), 404],
		];
		for (const [who, headers, status] of callers) {
			const hidden = readRoutes("alice/secret");
			const missing = readRoutes("alice/nothing");
			for (const [index, route] of hidden.entries()) {
				const response = await request(route, headers);
				const twin = await request(missing[index] ?? route, headers);
				const label = `${who}: ${route.method} ${route.path}`;
				expect(response.status, label).toBe(status);
				expect(twin.status, label).toBe(status);
				expect(response.headers.get("x-error-code"), label).toBe("RepoNotFound");
				const strip = (text: string | null): string | undefined =>
					text?.replace(/alice\/(secret|nothing)/g, "ID").replace(/"requestId":"[^"]*"/, "");
				expect(strip(response.headers.get("x-error-message")), label).toBe(strip(twin.headers.get("x-error-message")));
				if (route.method !== "HEAD") {
					const body = async (r: Response): Promise<string | undefined> => {
						const { requestId: _id, ...rest } = (await r.json()) as Record<string, unknown>;
						return strip(JSON.stringify(rest));
					};
					expect(await body(response), label).toBe(await body(twin));
				}
				expect(response.headers.get("x-repo-commit"), label).toBeNull();
			}
		}
	});

	it("refuses revoked tokens and disabled users' tokens before anything else, even on their own repos", async () => {
		for (const [who, headers] of [
			["revoked", { authorization: `Bearer ${revoked}` }],
			["disabled", disabled.auth("read")],
		] as const) {
			for (const route of [
				...readRoutes("alice/secret"),
				...readRoutes("dora/secret"),
				{ method: "GET", path: "/api/models" },
			]) {
				const response = await request(route, headers);
				expect(response.status, `${who} ${route.path}`).toBe(401);
				expect(response.headers.get("x-error-message")).toBe("Invalid credentials in Authorization header");
			}
		}
	});

	it("serves every read route to the owner's read and write tokens and to an admin", async () => {
		for (const headers of [alice.auth("read"), alice.auth("write"), admin.auth("read")]) {
			for (const route of readRoutes("alice/secret")) {
				const response = await request(route, headers);
				const label = `${headers.authorization} ${route.method} ${route.path}`;
				if (route.path.endsWith("no-such-file.json")) {
					expect(response.status, label).toBe(404);
					expect(response.headers.get("x-error-code")).toBe("EntryNotFound");
				} else expect(response.status, label).toBe(200);
			}
		}
		const info = (await (
			await request({ method: "GET", path: "/api/models/alice/secret" }, alice.auth("read"))
		).json()) as Record<string, unknown>;
		expect(info).toMatchObject({ id: "alice/secret", private: true });
		const bytes = await (
			await request({ method: "GET", path: "/alice/secret/resolve/main/model.safetensors" }, alice.auth("read"))
		).arrayBuffer();
		expect(new Uint8Array(bytes)).toEqual(weights);
	});

	it("keeps private repositories out of every list, search and 'spaces using this model' of those without access", async () => {
		const lists = [
			"/api/models?limit=1000",
			"/api/models?author=alice",
			"/api/models?search=secret",
			"/api/models?filter=secretword",
			"/api/models?pipeline_tag=fill-mask&limit=1000",
			"/api/models?library=transformers&sort=downloads&limit=1000",
			"/api/models?full=true&limit=1000",
			"/api/datasets?limit=1000",
			"/api/spaces?limit=1000",
			"/api/spaces?search=secret",
		];
		const ids = async (path: string, headers: Record<string, string>): Promise<string[]> => {
			const response = await hub.app.request(path, { headers });
			expect(response.status, path).toBe(200);
			return ((await response.json()) as { id: string }[]).map((item) => item.id);
		};
		for (const headers of [{}, bob.auth("read"), bob.auth("write")]) {
			for (const path of lists) {
				const found = await ids(path, headers);
				expect(
					found.filter((id) => id.includes("secret")),
					`${path} as ${headers.authorization ?? "anonymous"}`,
				).toEqual([]);
			}
		}
		expect(await ids("/api/models?author=alice", alice.auth("read"))).toEqual(["alice/secret"]);
		expect(await ids("/api/models?search=secret", alice.auth("read"))).toEqual(["alice/secret"]);
		expect(await ids("/api/datasets?search=secret", alice.auth("write"))).toEqual(["alice/secret-data"]);
		expect((await ids("/api/models?search=secret", admin.auth("read"))).sort()).toEqual([
			"alice/secret",
			"dora/secret",
		]);

		const spaces = async (headers: Record<string, string>): Promise<unknown> =>
			(
				(await (await hub.app.request("/api/models/atrium/tiny-bert-mlm", { headers })).json()) as {
					spaces: string[];
				}
			).spaces;
		expect(await spaces({})).toEqual(["atrium/tiny-demo", "atrium/tiny-static-demo"]);
		expect(await spaces(bob.auth())).toEqual(["atrium/tiny-demo", "atrium/tiny-static-demo"]);
		expect(await spaces(alice.auth("read"))).toEqual([
			"alice/secret-space",
			"atrium/tiny-demo",
			"atrium/tiny-static-demo",
		]);
	});

	it("filters in SQL before paging: the newest page is full of public repositories", async () => {
		// The private models are the newest; a filter applied after paging would return a short page.
		const response = await hub.app.request("/api/models?sort=lastModified&limit=2");
		const page = (await response.json()) as { id: string }[];
		expect(page).toHaveLength(2);
		expect(page.map((item) => item.id).some((id) => id.includes("secret"))).toBe(false);
		expect(response.headers.get("link")).toMatch(/rel="next"/);
		const mine = (await (
			await hub.app.request("/api/models?sort=lastModified&limit=1", { headers: alice.auth("read") })
		).json()) as { id: string }[];
		expect(mine.map((item) => item.id)).toEqual(["alice/secret"]);
	});

	it("counts downloads only for callers who may download", async () => {
		const countOf = async (): Promise<number> => {
			await hub.downloads.flush();
			const row = await hub.db.kysely
				.selectFrom("repos")
				.select("downloads_all_time")
				.where("full_id", "=", "alice/secret")
				.executeTakeFirstOrThrow();
			return Number(row.downloads_all_time);
		};
		const before = await countOf();
		for (const headers of [{}, bob.auth("read"), bob.auth("write")])
			await hub.app.request("/alice/secret/resolve/main/config.json", { headers });
		expect(await countOf()).toBe(before);
		hub.clock.now += 3600_000;
		await hub.app.request("/alice/secret/resolve/main/config.json", { headers: alice.auth("read") });
		expect(await countOf()).toBe(before + 1);
	});

	it("tells de-duplication about a blob only when a repository the viewer can read holds it", async () => {
		const app = factory.createApp();
		app.use("*", authMiddleware(hub));
		app.get("/blob/:sha", async (c) => c.json({ readable: await canReadBlob(c, hub, c.req.param("sha")) }));
		app.onError((error) => new Response(null, { status: error instanceof ApiError ? error.status : 500 }));
		const secret = createHash("sha256").update("hidden notes").digest("hex");
		const ask = async (sha: string, headers: Record<string, string> = {}): Promise<unknown> =>
			((await (await app.request(`/blob/${sha}`, { headers })).json()) as { readable: boolean }).readable;
		expect(await ask(secret)).toBe(false);
		expect(await ask(secret, bob.auth())).toBe(false);
		expect(await ask(secret, alice.auth("read"))).toBe(true);
		const publicBlob = createHash("sha256").update('{"model_type":"bert"}').digest("hex");
		// The same config.json content is only in private repositories here.
		expect(await ask(publicBlob)).toBe(false);
		const seeded = await hub.db.kysely
			.selectFrom("tree_entries")
			.innerJoin("repos", "repos.pk", "tree_entries.repo_pk")
			.select("tree_entries.sha256")
			.where("repos.private", "=", 0)
			.where("tree_entries.type", "=", "file")
			.executeTakeFirstOrThrow();
		expect(await ask(seeded.sha256)).toBe(true);
	});
});

describe("the LFS batch endpoint on a private repository", () => {
	it("answers a caller without access like a missing repository, whatever the body", async () => {
		const hub = await createTestHub("sqlite", "fs", { seed: false });
		try {
			await addTestUser(hub.db, "alice");
			const bob = await addTestUser(hub.db, "bob");
			await addTestRepo(hub, { type: "model", id: "alice/secret", files: { "config.json": "{}" }, private: true });
			for (const id of ["alice/secret", "alice/nothing"]) {
				const response = await hub.app.request(`/${id}.git/info/lfs/objects/batch`, {
					method: "POST",
					headers: { ...bob.auth("read"), "content-type": "application/vnd.git-lfs+json" },
					body: "not json",
				});
				expect(response.status, id).toBe(404);
				expect(response.headers.get("x-error-code"), id).toBe("RepoNotFound");
			}
		} finally {
			await hub.close();
		}
	});
});
