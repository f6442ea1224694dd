import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importFolder } from "../../commits/import-folder.ts";
import { createApp } from "../../app.ts";
import { isXetOffAnswer } from "../../features/xet/xet.routes.ts";
import type { HubConfig } from "../../config.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";

const SITE_CSP = "default-src 'self'; script-src 'self' 'nonce-abc'";

describe("security headers", () => {
	let hub: TestHub;
	beforeAll(async () => {
		hub = await createTestHub("sqlite", "fs");
	});
	afterAll(() => hub.close());

	const appWith = (config: HubConfig = {}) =>
		createApp({
			db: hub.db,
			storage: hub.storage,
			config: { metricsToken: "t", ...config },
			downloads: hub.downloads,
			site: {
				fetch: async (request) =>
					new URL(request.url).pathname.startsWith("/assets/")
						? new Response("export {}", { headers: { "Content-Type": "text/javascript" } })
						: new Response("<html></html>", {
								headers: { "Content-Type": "text/html", "Content-Security-Policy": SITE_CSP },
							}),
			},
		});

	/** One request per route family: [path, init, expected status]. */
	const FAMILIES: [string, RequestInit, number][] = [
		["/api/health", {}, 200],
		["/api/health/ready", {}, 200],
		["/metrics", {}, 401],
		["/metrics", { headers: { Authorization: "Bearer t" } }, 200],
		["/api/openapi.json", {}, 200],
		["/api/tasks", {}, 200],
		["/api/libraries", {}, 200],
		["/api/models?limit=2", {}, 200],
		["/api/models/atrium/tiny-gpt", {}, 200],
		["/api/models/atrium/tiny-gpt/revision/main", {}, 200],
		["/api/models/atrium/tiny-gpt/refs", {}, 200],
		["/api/models/atrium/tiny-gpt/commits/main", {}, 200],
		["/api/models/atrium/tiny-gpt/tree/main", {}, 200],
		["/api/models/atrium/tiny-gpt/snippets", {}, 200],
		[
			"/api/models/atrium/tiny-gpt/paths-info/main",
			{ method: "POST", headers: { "Content-Type": "application/json" }, body: '{"paths":["config.json"]}' },
			200,
		],
		["/api/models/atrium/nope", {}, 401],
		["/api/nothing", {}, 404],
		["/atrium/tiny-gpt", {}, 200],
		["/assets/entry.js", {}, 200],
		["/atrium/tiny-gpt/resolve/main/config.json", {}, 200],
		["/atrium/tiny-gpt/raw/main/config.json", { method: "HEAD" }, 200],
		["/atrium/tiny-gpt/resolve/main/nope.json", {}, 404],
		[
			"/atrium/tiny-gpt/resolve/main/config.json",
			{ method: "OPTIONS", headers: { Origin: "https://x.org", "Access-Control-Request-Method": "GET" } },
			204,
		],
	];

	it("sends nosniff, a referrer policy and a CSP on every route family, and forbids framing outside files", async () => {
		const app = appWith();
		for (const [path, init, status] of FAMILIES) {
			const response = await app.request(path, init);
			const what = `${init.method ?? "GET"} ${path}`;
			expect(response.status, what).toBe(status);
			expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
			expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
			const csp = response.headers.get("content-security-policy") ?? "";
			expect(csp, what).not.toBe("");
			expect(response.headers.get("strict-transport-security"), what).toBeNull();
			const isFile = /\/(resolve|raw)\//.test(path);
			if (isFile) {
				expect(csp, what).toBe("default-src 'none'; sandbox");
				expect(response.headers.get("x-frame-options"), what).toBeNull();
			} else {
				expect(csp, what).toMatch(/frame-ancestors 'none'/);
				expect(response.headers.get("x-frame-options"), what).toBe("DENY");
			}
		}
		// The site's own policy is kept (framing forbidden on top); API answers run nothing.
		expect((await app.request("/atrium/tiny-gpt")).headers.get("content-security-policy")).toBe(
			`${SITE_CSP}; frame-ancestors 'none'`,
		);
		expect((await app.request("/api/models")).headers.get("content-security-policy")).toBe(
			"default-src 'none'; sandbox; frame-ancestors 'none'",
		);
	});

	it("sends them on every registered route, whatever it answers", async () => {
		const app = appWith({ publicUrl: "https://hub.example.org" });
		const SAMPLE: Record<string, string> = {
			type: "models",
			prefix: "datasets",
			namespace: "atrium",
			name: "tiny-gpt",
			rev: "main",
			path: "config.json",
			rest: "main",
		};
		const routes = app.routes.filter((route) => route.path !== "*" && route.path !== "/*");
		expect(routes.length).toBeGreaterThan(20);
		for (const route of routes) {
			const path = route.path.replace(/:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, (_, key: string) => SAMPLE[key] ?? "x");
			const method = route.method === "ALL" ? "GET" : route.method;
			const response = await app.request(path, {
				method,
				...(["POST", "PUT", "PATCH", "DELETE"].includes(method)
					? { headers: { "Content-Type": "application/json" }, body: "{}" }
					: {}),
			});
			const what = `${method} ${route.path} (${response.status})`;
			// No 5xx, but the deliberate "Xet is off" answer of the Xet token routes (decision 022).
			if (!isXetOffAnswer(response.status, response.headers.get("x-error-code")))
				expect(response.status, what).toBeLessThan(500);
			expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
			expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
			expect(response.headers.get("content-security-policy"), what).toMatch(/default-src/);
			expect(response.headers.get("strict-transport-security"), what).toMatch(/^max-age=/);
			expect(response.headers.get("x-request-id"), what).toBeTruthy();
		}
	});

	it("sends HSTS only when served over https", async () => {
		const path = "/api/health";
		const hsts = async (config: HubConfig, headers: Record<string, string> = {}) =>
			(await appWith(config).request(path, { headers })).headers.get("strict-transport-security");
		expect(await hsts({ publicUrl: "https://hub.example.org" })).toBe("max-age=31536000; includeSubDomains");
		expect(await hsts({ publicUrl: "http://hub.example.org" })).toBeNull();
		expect(await hsts({}, { "X-Forwarded-Proto": "https" })).toBeNull();
		expect(await hsts({ trustProxy: true }, { "X-Forwarded-Proto": "https" })).toBe(
			"max-age=31536000; includeSubDomains",
		);
		expect(await hsts({ trustProxy: true }, { "X-Forwarded-Proto": "http" })).toBeNull();
		expect(await hsts({ trustProxy: true })).toBeNull();
		// Every family, errors included.
		const app = appWith({ publicUrl: "https://hub.example.org" });
		for (const [path, init] of FAMILIES) {
			expect((await app.request(path, init)).headers.get("strict-transport-security"), path).toMatch(/^max-age=/);
		}
	});

	it("sends active content as an attachment, even when asked for no Content-Disposition", async () => {
		const folder = await mkdtemp(join(tmpdir(), "atrium-active-"));
		await writeFile(join(folder, "page.html"), "<script>alert(1)</script>");
		await writeFile(
			join(folder, "logo.svg"),
			'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
		);
		await importFolder(hub, { folder, repoId: "e2e/active", type: "model" });
		await rm(folder, { recursive: true, force: true });
		const app = appWith();
		for (const name of ["page.html", "logo.svg"]) {
			for (const query of ["", "?noContentDisposition=1"]) {
				const response = await app.request(`/e2e/active/resolve/main/${name}${query}`);
				expect(response.status).toBe(200);
				expect(response.headers.get("content-disposition"), name + query).toBe(
					`attachment; filename*=UTF-8''${name}; filename="${name}";`,
				);
				expect(response.headers.get("content-type"), name).not.toMatch(/html|svg|xml/);
				expect(response.headers.get("x-content-type-options")).toBe("nosniff");
			}
		}
		const plain = await app.request("/atrium/tiny-gpt/resolve/main/config.json?noContentDisposition=1");
		expect(plain.headers.get("content-disposition")).toBeNull();
		const download = await app.request("/atrium/tiny-gpt/resolve/main/config.json?download=true");
		expect(download.headers.get("content-disposition")).toBe(
			`attachment; filename*=UTF-8''config.json; filename="config.json";`,
		);
	});
});
