import { inferenceSnippets } from "@atrium/inference-snippets";
import { librarySnippets, type ModelRecord } from "@atrium/tasks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { openApiDocument, openApiPathOf } from "./features/openapi/openapi-document.ts";
import { createTestHub, type TestHub } from "./testing/create-test-hub.ts";

describe("the app", () => {
	let hub: TestHub;
	beforeAll(async () => {
		hub = await createTestHub("sqlite", "fs");
	});
	afterAll(() => hub.close());

	it("answers /api/health", async () => {
		const response = await hub.app.request("/api/health");
		expect(response.status).toBe(200);
		expect(await response.json()).toMatchObject({ status: "ok", database: "sqlite" });
	});

	it("describes every mounted route in /api/openapi.json", async () => {
		const document = (await (await hub.app.request("/api/openapi.json")).json()) as {
			openapi: string;
			paths: Record<string, Record<string, unknown>>;
		};
		expect(document.openapi).toBe("3.1.0");
		const routes = hub.app.routes.filter((route) => route.method !== "ALL");
		expect(routes.length).toBeGreaterThan(15);
		for (const route of routes) {
			const path = openApiPathOf(route.path);
			expect(document.paths[path], `${route.method} ${route.path}`).toBeDefined();
			expect(document.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
		}
		expect(Object.keys(openApiDocument().paths as object).length).toBe(Object.keys(document.paths).length);
		// Every $ref points at a defined schema.
		const schemas = (document as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas;
		for (const match of JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
			expect(schemas[match[1] ?? ""], match[1]).toBeDefined();
		}
		// The info route's answer has the documented required fields.
		const info = (await (await hub.app.request("/api/models/atrium/tiny-gpt")).json()) as Record<string, unknown>;
		const repoInfo = schemas.RepoInfo as { required: string[]; properties: Record<string, unknown> };
		for (const key of repoInfo.required) expect(info).toHaveProperty(key);
	});

	it("sets CORS headers and answers preflights", async () => {
		const response = await hub.app.request("/atrium/tiny-gpt/resolve/main/config.json", {
			headers: { Origin: "https://example.org" },
		});
		expect(response.headers.get("access-control-allow-origin")).toBe("https://example.org");
		expect(response.headers.get("vary")).toMatch(/Origin/);
		const exposed = (response.headers.get("access-control-expose-headers") ?? "").split(",");
		expect(exposed).toEqual(
			expect.arrayContaining([
				"X-Repo-Commit",
				"X-Request-Id",
				"X-Error-Code",
				"X-Error-Message",
				"X-Total-Count",
				"ETag",
				"Link",
				"Accept-Ranges",
				"Content-Range",
				"X-Linked-Etag",
				"X-Linked-Size",
			]),
		);
		const preflight = await hub.app.request("/atrium/tiny-gpt/resolve/main/config.json", {
			method: "OPTIONS",
			headers: {
				Origin: "https://example.org",
				"Access-Control-Request-Method": "GET",
				"Access-Control-Request-Headers": "authorization,range",
			},
		});
		expect(preflight.status).toBe(204);
		expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Range/);
		expect(preflight.headers.get("access-control-allow-methods")).toMatch(/HEAD/);
	});

	it("gives every response an X-Request-Id, echoing the caller's", async () => {
		expect((await hub.app.request("/api/models?limit=1")).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
		const error = await hub.app.request("/api/models/atrium/nope", { headers: { "X-Request-Id": "abc-123" } });
		expect(error.headers.get("x-request-id")).toBe("abc-123");
	});

	it("answers unknown API routes with JSON errors", async () => {
		const response = await hub.app.request("/api/nothing-here");
		expect(response.status).toBe(404);
		expect(response.headers.get("content-type")).toMatch(/^application\/json/);
		expect(await response.json()).toMatchObject({ code: "NotFound" });
	});

	it("hands every other path to the site, after the API and file routes", async () => {
		const seen: string[] = [];
		const app = createApp({
			db: hub.db,
			storage: hub.storage,
			config: {},
			downloads: hub.downloads,
			site: {
				fetch: async (request) => (
					seen.push(new URL(request.url).pathname),
					new Response("<html>site</html>", { headers: { "Content-Type": "text/html" } })
				),
			},
		});
		expect(await (await app.request("/atrium/tiny-gpt")).text()).toBe("<html>site</html>");
		expect(await (await app.request("/models?search=x")).text()).toBe("<html>site</html>");
		expect((await app.request("/atrium/tiny-gpt/resolve/main/config.json")).headers.get("content-type")).toBe(
			"application/json",
		);
		expect((await app.request("/api/nothing")).status).toBe(404);
		expect(seen).toEqual(["/atrium/tiny-gpt", "/models"]);
		const withoutSite = await hub.app.request("/atrium/tiny-gpt");
		expect(withoutSite.status).toBe(404);
	});

	it("serves the task catalogue and the library registry", async () => {
		const tasks = (await (await hub.app.request("/api/tasks")).json()) as {
			pipelines: Record<string, unknown>;
			tasks: Record<string, unknown>;
		};
		expect(tasks.pipelines["text-classification"]).toMatchObject({ label: expect.any(String) });
		const task = await hub.app.request("/api/tasks/fill-mask");
		expect(task.status).toBe(200);
		expect((await hub.app.request("/api/tasks/not-a-task")).status).toBe(404);
		const libraries = (await (await hub.app.request("/api/libraries")).json()) as Record<
			string,
			{ prettyLabel: string }
		>;
		expect(libraries.transformers?.prettyLabel).toBe("Transformers");
	});

	it("serves the library snippets of a hub model, generated from its API record", async () => {
		for (const id of ["atrium/tiny-bert-mlm", "atrium/tiny-sentence-encoder", "atrium/tiny-diffusion"]) {
			const response = await hub.app.request(`/api/models/${id}/snippets`);
			expect(response.status).toBe(200);
			const body = (await response.json()) as { library: unknown[]; inference: unknown[] };
			const model = (await (await hub.app.request(`/api/models/${id}`)).json()) as ModelRecord;
			expect(body.library).toEqual(librarySnippets(model));
			expect(body.inference).toEqual([]);
		}
		const chat = (await (
			await hub.app.request("/api/models/atrium/tiny-gpt/snippets?provider=hf-inference&streaming=true&bill_to=acme")
		).json()) as { library: unknown[]; inference: { language: string; client: string; code: string }[] };
		const gpt = (await (await hub.app.request("/api/models/atrium/tiny-gpt")).json()) as ModelRecord;
		expect(chat.inference).toEqual(inferenceSnippets(gpt, "hf-inference", { streaming: true, billTo: "acme" }));
		expect(chat.inference.length).toBeGreaterThan(0);
		expect(chat.inference.every((snippet) => snippet.code.includes("atrium/tiny-gpt"))).toBe(true);
		const missing = await hub.app.request("/api/models/atrium/nope/snippets?provider=hf-inference");
		expect(missing.headers.get("x-error-code")).toBe("RepoNotFound");
	});
});
