import { inferenceSnippets, providersFor } from "@atrium/inference-snippets";
import { LIBRARIES, librarySnippets, PIPELINES, TASKS, type ModelRecord } from "@atrium/tasks";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Commit } from "@atrium/hub-api";
import { createApp } from "./app.ts";
import { openApiDocument, openApiPathOf } from "./features/openapi/openapi-document.ts";
import { successOf, type Operation } from "./testing/contract-check.ts";
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
		expect(await response.json()).toEqual({ status: "ok" });
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
		// Every JSON answer is a named schema of @atrium/hub-api, generated from zod: a new route brings its schema.
		// Answers in other formats (files, text, git, git-lfs JSON) declare no application/json content.
		const undescribed: string[] = [];
		let described = 0;
		for (const [path, item] of Object.entries(document.paths)) {
			for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
				const json = successOf(operation)?.answer.content?.["application/json"];
				if (json?.schema) described += 1;
				else if (json) undescribed.push(`${method.toUpperCase()} ${path}`);
			}
		}
		expect(undescribed).toEqual([]);
		expect(described).toBeGreaterThan(50);
		const { $schema: _s, ...commit } = z.toJSONSchema(Commit) as Record<string, unknown>;
		expect(schemas.Commit).toEqual(commit);
		// The info route's answer has the documented required fields.
		const info = (await (await hub.app.request("/api/models/atrium/tiny-gpt")).json()) as Record<string, unknown>;
		const repoInfo = schemas.ModelInfo as { required: string[]; properties: Record<string, unknown> };
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
		// Keyed by task id, as InferenceClient (widgetModels[0]) and @huggingface/inference (models[0].id) read it.
		const tasks = (await (await hub.app.request("/api/tasks")).json()) as Record<
			string,
			{ id: string; label: string; widgetModels: string[]; models: { id: string; description: string }[] }
		>;
		expect(Object.keys(tasks)).toContain("text-classification");
		for (const [id, task] of Object.entries(tasks)) {
			expect(task.id).toBe(id);
			expect(task).toEqual(TASKS[id as keyof typeof TASKS]);
		}
		expect(tasks["text-generation"]?.widgetModels[0]).toEqual(expect.any(String));
		expect(tasks["text-generation"]?.models[0]?.id).toEqual(expect.any(String));
		// get_model_tags(): the catalogue's tags by kind.
		const byType = (await (await hub.app.request("/api/models-tags-by-type")).json()) as Record<
			string,
			{ id: string; label: string; type: string; subType?: string }[]
		>;
		expect(byType.pipeline_tag?.map((tag) => tag.id)).toEqual(Object.keys(PIPELINES));
		expect(byType.pipeline_tag?.find((tag) => tag.id === "fill-mask")).toEqual({
			id: "fill-mask",
			label: PIPELINES["fill-mask"].label,
			type: "pipeline_tag",
			subType: PIPELINES["fill-mask"].modality,
		});
		expect(byType.library?.find((tag) => tag.id === "transformers")).toEqual({
			id: "transformers",
			label: "Transformers",
			type: "library",
		});
		expect(byType.library?.every((tag) => LIBRARIES[tag.id as keyof typeof LIBRARIES].filter)).toBe(true);
		const task = await hub.app.request("/api/tasks/fill-mask");
		expect(task.status).toBe(200);
		expect((await hub.app.request("/api/tasks/not-a-task")).status).toBe(404);
		const libraries = (await (await hub.app.request("/api/libraries")).json()) as Record<
			string,
			{ prettyLabel: string }
		>;
		expect(libraries.transformers?.prettyLabel).toBe("Transformers");
	});

	it("offers exactly the providers with inference snippets, under the hub's own router setting (no empty tab)", async () => {
		const models = (await (await hub.app.request("/api/models?limit=1000")).json()) as { id: string }[];
		const custom = createApp({
			db: hub.db,
			storage: hub.storage,
			config: { inferenceUrl: "https://inference.example.org" },
			downloads: hub.downloads,
		});
		let pairs = 0;
		let libraryOnlyDropped = 0;
		for (const [app, routerUrl] of [
			[hub.app, undefined],
			[custom, "https://inference.example.org"],
		] as const) {
			for (const { id } of models) {
				const model = (await (await app.request(`/api/models/${id}`)).json()) as ModelRecord;
				const offered = (await (await app.request(`/api/models/${id}/snippets`)).json()) as { providers: string[] };
				// The one provider table decides, with the same options the snippets get.
				expect(offered.providers).toEqual(providersFor(model, routerUrl ? { routerUrl } : {}));
				if (routerUrl) libraryOnlyDropped += providersFor(model).length - offered.providers.length;
				for (const provider of offered.providers) {
					const body = (await (await app.request(`/api/models/${id}/snippets?provider=${provider}`)).json()) as {
						inference: unknown[];
						provider: string;
					};
					expect(body.provider).toBe(provider);
					expect(body.inference.length, `${id} × ${provider}`).toBeGreaterThan(0);
					pairs++;
				}
			}
		}
		expect(pairs).toBeGreaterThan(40);
		// Behind a custom router the library-only pairs (multipart, polled) are not offered at all.
		expect(libraryOnlyDropped).toBeGreaterThan(0);
		// Speech recognition on deepinfra and together is a multipart upload, which the raw snippets cannot
		// make: those tabs hold the client libraries alone, which make it in one call.
		for (const provider of ["deepinfra", "together"]) {
			const body = (await (
				await hub.app.request(`/api/models/atrium/tiny-whisper/snippets?provider=${provider}`)
			).json()) as { inference: { client: string }[]; providers: string[] };
			expect(body.providers).toContain(provider);
			expect(body.inference.map((s) => s.client)).toEqual(
				provider === "deepinfra" ? ["huggingface.js", "huggingface_hub"] : ["huggingface.js"],
			);
		}
	});

	it("picks the asked provider when it serves the model, else hf-inference, else the first offered", async () => {
		const ask = async (id: string, provider: string) =>
			(await (await hub.app.request(`/api/models/${id}/snippets?provider=${provider}`)).json()) as {
				provider: string | null;
				providers: string[];
				inference: unknown[];
			};
		const gpt = await ask("atrium/tiny-gpt", "no-such-provider");
		expect(gpt.providers).toContain("hf-inference");
		expect(gpt.provider).toBe("hf-inference");
		expect(gpt.inference.length).toBeGreaterThan(0);
		const other = gpt.providers.find((provider) => provider !== "hf-inference") ?? "";
		expect((await ask("atrium/tiny-gpt", other)).provider).toBe(other);
		const whisper = await ask("atrium/tiny-whisper", "");
		expect(whisper.provider).toBe(whisper.providers.includes("hf-inference") ? "hf-inference" : whisper.providers[0]);
		// Without `provider`: the offered list, no inference snippets.
		const plain = (await (await hub.app.request("/api/models/atrium/tiny-gpt/snippets")).json()) as {
			provider: string | null;
			inference: unknown[];
		};
		expect(plain).toMatchObject({ provider: null, inference: [] });
	});

	it("serves the library snippets of a hub model, generated from its API record", async () => {
		for (const id of ["atrium/tiny-bert-mlm", "atrium/tiny-sentence-encoder", "atrium/tiny-diffusion"]) {
			const response = await hub.app.request(`/api/models/${id}/snippets`);
			expect(response.status).toBe(200);
			const body = (await response.json()) as { library: unknown[]; inference: unknown[]; endpoint: string | null };
			const model = (await (await hub.app.request(`/api/models/${id}`)).json()) as ModelRecord;
			// A request to localhost (the site's in-process calls too): the snippets download from this hub.
			expect(body.endpoint).toBe("http://localhost");
			expect(body.library).toEqual(librarySnippets(model, { endpoint: "http://localhost" }));
			expect(body.inference).toEqual([]);
			// Any other host, without ATRIUM_PUBLIC_URL: the public hub, unchanged snippets.
			const remote = (await (await hub.app.request(`http://hub.example/api/models/${id}/snippets`)).json()) as {
				library: unknown[];
				endpoint: string | null;
			};
			expect(remote.endpoint).toBeNull();
			expect(remote.library).toEqual(librarySnippets(model));
		}
		// ATRIUM_PUBLIC_URL names the hub whatever the request's host; `atrium serve` sets the local URL with its port.
		for (const [config, expected] of [
			[{ publicUrl: "https://hub.example.org" }, "https://hub.example.org"],
			[{ localUrl: "http://localhost:8123" }, "http://localhost:8123"],
		] as const) {
			const app = createApp({ db: hub.db, storage: hub.storage, config, downloads: hub.downloads });
			const body = (await (await app.request("/api/models/atrium/tiny-gpt/snippets")).json()) as {
				library: { code: string }[];
				endpoint: string;
			};
			expect(body.endpoint).toBe(expected);
			expect(body.library.at(-1)?.code).toContain(`git clone '${expected}/atrium/tiny-gpt'`);
			expect(body.library.some((snippet) => snippet.code.includes(`HF_ENDPOINT"] = "${expected}"`))).toBe(true);
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
