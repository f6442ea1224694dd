import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./accessibility.ts";
import { describeSite, READS_ONLY } from "./databases.ts";
import { useSiteAndBrowser, waitForPageScript, waitForShown, WEB_DIR, type RunningSite } from "./harness.ts";

const e2e = useSiteAndBrowser();
let content: RunningSite["content"];

async function newPage(
	options: { javaScriptEnabled?: boolean; colorScheme?: "light" | "dark"; width?: number; bypassCSP?: boolean } = {},
) {
	const context: BrowserContext = await e2e.browser.newContext({
		baseURL: e2e.site.url,
		bypassCSP: options.bypassCSP ?? false,
		javaScriptEnabled: options.javaScriptEnabled ?? true,
		colorScheme: options.colorScheme ?? "light",
		viewport: { width: options.width ?? 1280, height: 900 },
	});
	await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.site.url });
	const page = await context.newPage();
	const errors: string[] = [];
	page.on("pageerror", (e) => errors.push(e.message));
	return { context, page, errors };
}

describeSite(
	e2e,
	"the site",
	() => {
		beforeAll(() => {
			content = e2e.site.content;
		});

		describe("browsing with JavaScript", () => {
			it("goes home → filters by task → opens a model → copies a snippet → switches tabs → task page → docs anchor", async () => {
				const { context, page, errors } = await newPage();
				await page.goto("/");
				await waitForPageScript(page);
				await expect(page.locator("h1").textContent()).resolves.toContain("Find a model");

				await page.getByRole("link", { name: "Models", exact: true }).click();
				await page.waitForURL("**/models");
				await waitForPageScript(page);
				await page.getByLabel("Task").selectOption("fill-mask");
				await waitForShown(page, "/models?pipeline_tag=fill-mask");
				const cards = page.locator("[data-slot=repo-card]");
				await expect.poll(() => cards.locator("h3").allTextContents()).toContain(content.model);
				for (const meta of await cards.locator("p").first().allTextContents()) expect(meta).toContain("Fill-Mask");

				// A model page is a document of its own, with the enhancement script instead of the framework.
				await page.getByRole("link", { name: content.model, exact: true }).click();
				await page.waitForURL(`**/${content.model}`);
				await waitForPageScript(page);
				await expect(page.locator("h1").first().textContent()).resolves.toBe(content.model);
				let documents = 0;
				page.on("load", () => documents++);

				const inference = page.locator("#inference");
				const code = inference.locator("pre").first();
				await inference
					.getByRole("button", { name: /^Copy / })
					.first()
					.click();
				await expect.poll(() => inference.getByRole("status").first().textContent()).toBe("Copied");
				const clipboard = await page.evaluate(() => navigator.clipboard.readText());
				expect(clipboard.trim()).toBe((await code.innerText()).trim());
				expect(clipboard).toContain(content.model);

				// An option typed but not sent survives a tab switch.
				await inference.getByLabel("Bill to organization").fill("my-org");
				await inference.getByRole("tab", { name: "JavaScript" }).click();
				await expect.poll(() => page.url()).toContain("lang=js");
				await expect(inference.getByLabel("Bill to organization").inputValue()).resolves.toBe("my-org");
				await inference.getByRole("tab", { name: "huggingface.js" }).click();
				await expect.poll(() => code.innerText()).toContain("@huggingface/inference");
				await expect(
					inference.getByRole("tab", { name: "huggingface.js" }).getAttribute("aria-selected"),
				).resolves.toBe("true");
				// A block switched in copies its own code.
				await inference
					.getByRole("button", { name: /^Copy / })
					.first()
					.click();
				await expect
					.poll(() => page.evaluate(() => navigator.clipboard.readText()))
					.toContain("@huggingface/inference");
				// Keyboard: arrow keys move along the language tabs and select.
				await inference.getByRole("tab", { name: "JavaScript" }).focus();
				await page.keyboard.press("ArrowRight");
				await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Shell");
				await expect.poll(() => page.url()).toContain("lang=sh");
				await expect.poll(() => code.innerText()).toContain("curl");
				// The snippet options form switches in place too; nothing above loaded a new document.
				await inference.getByLabel("Stream the response").check();
				await inference.getByRole("button", { name: "Update snippets" }).click();
				await expect.poll(() => page.url()).toContain("streaming=true");
				expect(page.url()).toContain("bill_to=my-org");
				await expect(inference.getByLabel("Stream the response").isChecked()).resolves.toBe(true);
				await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("inference-update");
				// The theme switches at once here too, without posting the form.
				await page.getByRole("button", { name: /Colour theme: System/ }).click();
				await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
				await page.getByRole("button", { name: /Colour theme: Light\. Switch to Dark/ }).click();
				await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
				await expect(page.locator("[data-slot=theme-toggle] [data-theme-icon]:not([hidden])").count()).resolves.toBe(1);
				await expect(
					page.locator("[data-slot=theme-toggle] [data-theme-icon]:not([hidden])").getAttribute("data-theme-icon"),
				).resolves.toBe("dark");
				expect(documents).toBe(0);
				await page.reload();
				await waitForPageScript(page);
				await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe("dark");
				await page.getByRole("button", { name: /Colour theme: Dark/ }).click();
				await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(undefined);

				// Task and docs pages, like model pages, are documents with the enhancement script only.
				await page.goto("/tasks");
				await waitForPageScript(page);
				await page.getByRole("link", { name: "Text Classification", exact: true }).click();
				await page.waitForURL("**/tasks/text-classification");
				await waitForPageScript(page);
				await expect(page.locator("h1").textContent()).resolves.toBe("Text Classification");

				await page.goto("/docs");
				await waitForPageScript(page);
				await page.getByRole("navigation", { name: "Documentation" }).getByRole("link", { name: "The API" }).click();
				await page.waitForURL("**/docs/api");
				await waitForPageScript(page);
				await page.getByRole("link", { name: "Link to the section “Errors”" }).click();
				await expect.poll(() => page.url()).toMatch(/\/docs\/api#errors$/);
				await expect(page.locator("#errors").isVisible()).resolves.toBe(true);
				const top = await page.locator("#errors").evaluate((el) => el.getBoundingClientRect().top);
				expect(top).toBeGreaterThanOrEqual(0);
				expect(top).toBeLessThan(900);
				await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(0);
				expect(errors).toEqual([]);
				await context.close();
			});

			it("switches the theme at once and remembers it, on the sign-in page", async () => {
				const { context, page } = await newPage();
				await page.goto("/login");
				await waitForPageScript(page);
				await page.getByRole("button", { name: /Colour theme: System/ }).click();
				await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
				await page.getByRole("button", { name: /Colour theme: Light/ }).click();
				await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
				await page.reload();
				await waitForPageScript(page);
				await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe("dark");
				await context.close();
			});
		});

		describe("lists filtered in place", () => {
			it("follow a choice at once and typing once the reader pauses, in the same document, focus kept", async () => {
				const { context, page, errors } = await newPage();
				await page.goto("/models");
				await waitForPageScript(page);
				let documents = 0;
				page.on("load", () => documents++);
				const cards = page.locator("[data-slot=repo-card] h3");
				const all = await cards.allTextContents();
				const [namespace = ""] = content.model.split("/");

				const search = page.locator("#facet-search");
				await search.pressSequentially(` ${namespace} `);
				await waitForShown(page, `/models?search=${encodeURIComponent(namespace)}`);
				const found = await cards.allTextContents();
				expect(found).toContain(content.model);
				for (const id of found) expect(id.toLowerCase()).toContain(namespace.toLowerCase());
				await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("facet-search");
				await expect(page.getByRole("status").first().textContent()).resolves.toMatch(
					new RegExp(`^${found.length}\\+? shown$`),
				);

				// A second choice keeps the first, in the public hub's order of keys (the address the page gives).
				await page.getByLabel("Sort by").selectOption("likes");
				await waitForShown(page, `/models?search=${encodeURIComponent(namespace)}&sort=likes`);
				await expect(page.locator("[data-live-region=results]").getAttribute("aria-busy")).resolves.toBe("false");
				await search.fill("");
				await waitForShown(page, "/models?sort=likes");
				await expect.poll(() => cards.count()).toBe(all.length);

				// Sending the form (Enter) filters in place too; nothing above loaded a document.
				await search.fill(namespace);
				await search.press("Enter");
				await waitForShown(page, `/models?search=${encodeURIComponent(namespace)}&sort=likes`);
				expect(documents).toBe(0);

				// The libraries list filters the same way.
				await page.goto("/libraries");
				await waitForPageScript(page);
				const libraries = page.locator("[data-live-region=results] li");
				const before = await libraries.count();
				await page.getByLabel("Search libraries").pressSequentially("transf");
				await waitForShown(page, "/libraries?q=transf");
				const matching = await libraries.allTextContents();
				expect(matching.length).toBeGreaterThan(0);
				expect(matching.length).toBeLessThan(before);
				for (const text of matching) expect(text.toLowerCase()).toContain("transf");
				expect(errors).toEqual([]);
				await context.close();
			});
		});

		describe("snippet tabs switched in place", () => {
			it("leave focus where the reader moved it while the page was coming", async () => {
				const { context, page, errors } = await newPage();
				await page.goto(`/${content.model}`);
				await waitForPageScript(page);
				// Hold the answer for the Shell tab until the reader has moved to the search box.
				let release = () => {};
				const released = new Promise<void>((resolve) => (release = resolve));
				let asked = () => {};
				const requested = new Promise<void>((resolve) => (asked = resolve));
				await page.route(
					(url) => url.searchParams.get("lang") === "sh",
					async (route) => {
						asked();
						await released;
						await route.continue();
					},
				);
				const inference = page.locator("#inference");
				await inference.getByRole("tab", { name: "Shell" }).click();
				await requested;
				const search = page.getByRole("search").first().getByRole("searchbox");
				await search.focus();
				release();
				await expect.poll(() => inference.locator("pre").first().innerText()).toContain("curl");
				await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).resolves.toBe(
					"search",
				);
				expect(errors).toEqual([]);
				await context.close();
			});
		});

		describe("browsing without JavaScript", () => {
			it("filters with the plain form, switches tabs by links, reads tasks and follows doc anchors", async () => {
				const { context, page } = await newPage({ javaScriptEnabled: false });
				await page.goto("/");
				await expect(page.locator("h1").textContent()).resolves.toContain("Find a model");

				await page.goto("/models");
				await page.getByLabel("Task").selectOption("fill-mask");
				await page.getByRole("button", { name: "Apply filters" }).click();
				await page.waitForURL(/\/models\?pipeline_tag=fill-mask$/);
				await expect(page.locator("[data-slot=repo-card] h3").allTextContents()).resolves.toContain(content.model);

				await page.getByRole("link", { name: content.model, exact: true }).click();
				await page.waitForURL(`**/${content.model}`);
				const inference = page.locator("#inference");
				await expect(inference.getByRole("button", { name: /^Copy / }).count()).resolves.toBe(0);
				await inference.getByRole("tab", { name: "Shell" }).click();
				await page.waitForURL(/lang=sh/);
				await expect(page.locator("#inference pre").first().innerText()).resolves.toContain("curl");

				await page.goto("/tasks/text-classification");
				await expect(page.locator("h1").textContent()).resolves.toBe("Text Classification");

				await page.goto("/docs/api");
				await expect(page.getByRole("link", { name: "Update on GitHub" }).getAttribute("href")).resolves.toBe(
					"https://github.com/atrium-hub/atrium/edit/main/docs/api.md",
				);
				await page.getByRole("link", { name: "Link to the section “Errors”" }).click();
				await expect.poll(() => page.url()).toMatch(/#errors$/);

				await page.getByRole("button", { name: /Colour theme: System/ }).click();
				await page.waitForURL("**/docs/api");
				await expect(page.locator("html").getAttribute("data-theme")).resolves.toBe("light");

				const missing = await page.goto("/acme-nobody/no-such-model");
				expect(missing?.status()).toBe(404);
				await expect(page.locator("h1").textContent()).resolves.toBe("This page does not exist");
				await expect(page.getByRole("search").count()).resolves.toBeGreaterThan(0);
				await expect(page.getByRole("link", { name: "Browse models" }).count()).resolves.toBe(1);
				await context.close();
			});
		});

		describe("hostile model cards", () => {
			it("run no script from the card", async () => {
				const { context, page } = await newPage();
				let dialogs = 0;
				page.on("dialog", (d) => {
					dialogs++;
					void d.dismiss();
				});
				await page.goto(`/${content.hostileModel}`);
				await waitForPageScript(page);
				await page.getByText("Click me").click();
				await page.getByText("Hover").hover();
				expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
				expect(dialogs).toBe(0);
				await expect(page.locator("article iframe, article script").count()).resolves.toBe(0);
				await context.close();
			});
		});

		async function pageTypes(): Promise<string[]> {
			return [
				"/",
				"/models?pipeline_tag=fill-mask",
				"/datasets",
				"/spaces",
				`/${content.model}`,
				`/${content.chatModel}?lang=sh`,
				`/${content.ggufModel}`,
				`/${content.model}/tree/main`,
				`/${content.model}/blob/main/config.json`,
				`/datasets/${await first("datasets")}`,
				`/spaces/${await first("spaces")}`,
				"/tasks",
				"/tasks/text-classification",
				"/tasks/token-classification",
				"/libraries",
				"/libraries/transformers",
				"/docs",
				"/docs/download-counting",
				"/no/such/page/here",
				...(await historyPages()),
			];
		}

		/** The id of the first repository of `kind` (`models`, `datasets`, `spaces`) the API lists. */
		async function first(kind: string): Promise<string> {
			const res = await fetch(`${e2e.site.url}/api/${kind}?limit=1`);
			const [repo] = (await res.json()) as { id: string }[];
			if (!repo) throw new Error(`the hub has no ${kind}`);
			return repo.id;
		}

		/** The history and commit pages of the two-commit model (the real hub only). */
		async function historyPages(): Promise<string[]> {
			if (!content.historyModel) return [];
			const res = await fetch(`${e2e.site.url}/api/models/${content.historyModel}/commits/main`);
			const [head] = (await res.json()) as { id: string }[];
			if (!head) throw new Error(`${content.historyModel} has no commits`);
			return [`/${content.historyModel}/commits/main`, `/${content.historyModel}/commit/${head.id}`];
		}

		describe("accessibility (axe-core)", () => {
			for (const scheme of ["light", "dark"] as const) {
				it(`finds no serious or critical violation on any page type (${scheme})`, async () => {
					// axe-core goes in as an inline script, which the site's CSP rightly refuses.
					const { context, page } = await newPage({ colorScheme: scheme, bypassCSP: true });
					const found: Record<string, string[]> = {};
					for (const url of await pageTypes()) {
						await page.goto(url);
						const violations = await seriousViolations(page);
						if (violations.length) found[url] = violations;
					}
					expect(found).toEqual({});
					await context.close();
				}, 240_000);
			}

			it("fits a phone screen without sideways scrolling", async () => {
				const { context, page } = await newPage({ width: 375 });
				for (const url of ["/", "/models", `/${content.model}`, "/tasks/text-classification", "/docs/api"]) {
					await page.goto(url);
					const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
					expect(overflow, url).toBeLessThanOrEqual(0);
				}
				await context.close();
			});
		});

		describe("JavaScript shipped to pages whose first view needs none", () => {
			it("is the enhancement script alone, no framework: under 100 KB gzipped, and no inline script", async () => {
				const { context, page } = await newPage();
				const pages = [
					"/",
					"/models",
					"/datasets?sort=likes",
					"/spaces",
					"/libraries",
					`/${content.model}`,
					`/datasets/${await first("datasets")}`,
					`/spaces/${await first("spaces")}`,
				];
				for (const url of pages) {
					const scripts = new Set<string>();
					const onRequest = (r: { resourceType(): string; url(): string }): void => {
						if (r.resourceType() === "script" || r.url().endsWith(".js")) scripts.add(new URL(r.url()).pathname);
					};
					page.on("request", onRequest);
					await page.goto(url, { waitUntil: "networkidle" });
					await waitForPageScript(page);
					page.off("request", onRequest);
					await expect(page.locator("script:not([src])").count(), url).resolves.toBe(0);
					await expect(page.locator("html[data-hydrated]").count(), url).resolves.toBe(0);
					expect([...scripts], url).toEqual([expect.stringMatching(/^\/assets\/enhance-[0-9a-f]+\.js$/)]);
					const clientDir = path.join(WEB_DIR, "build/client");
					let total = 0;
					for (const p of scripts) total += gzipSync(readFileSync(path.join(clientDir, p))).length;
					expect(total, url).toBeLessThan(100 * 1024);
				}
				await context.close();
			});
		});

		describe("site handler", () => {
			const get = (path: string, headers: Record<string, string> = {}) => fetch(`${e2e.site.url}${path}`, { headers });

			it("serves the task demo assets, and nothing outside them", async () => {
				const dir = path.join(WEB_DIR, "../../packages/tasks/assets/image-classification");
				const [file] = readdirSync(dir);
				if (!file) throw new Error("no demo asset to test with");
				const res = await get(`/task-assets/image-classification/${encodeURIComponent(file)}`);
				expect(res.status).toBe(200);
				expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(path.join(dir, file)))).toBe(true);
				for (const evil of [
					"/task-assets/../package.json",
					"/task-assets/%2e%2e/%2e%2e/package.json",
					"/task-assets/x/..%2f..%2f..%2fpackage.json",
				]) {
					expect((await get(evil)).status, evil).toBe(404);
				}
			});

			it("caches fingerprinted assets forever and gzips text", async () => {
				const html = await (await get("/")).text();
				const script = /\/assets\/[^"]+\.js/.exec(html)?.[0];
				if (!script) throw new Error("the page references no script");
				const res = await get(script, { "accept-encoding": "gzip" });
				expect(res.headers.get("cache-control")).toContain("immutable");
				expect(res.headers.get("content-encoding")).toBe("gzip");
				expect((await get("/assets/nope-123.js")).status).toBe(404);
				expect((await get("/models", { "accept-encoding": "gzip" })).headers.get("content-encoding")).toBe("gzip");
				expect((await get("/favicon.svg")).headers.get("content-type")).toBe("image/svg+xml");
			});
		});
	},
	READS_ONLY,
);
