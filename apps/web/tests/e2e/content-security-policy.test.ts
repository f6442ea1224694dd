import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { describeSite, READS_ONLY } from "./databases.ts";
import { useSiteAndBrowser, waitForPageScript } from "./harness.ts";

const e2e = useSiteAndBrowser();

/** A page that records every CSP violation (the DOM event) and every console message about one. */
async function watchedPage(): Promise<{ page: Page; violations: string[]; close: () => Promise<void> }> {
	const context = await e2e.browser.newContext({ baseURL: e2e.site.url });
	const page = await context.newPage();
	const violations: string[] = [];
	await page.exposeFunction("__reportCsp", (text: string) => violations.push(text));
	await page.addInitScript(() => {
		document.addEventListener("securitypolicyviolation", (event) => {
			(window as unknown as { __reportCsp: (text: string) => void }).__reportCsp(
				`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
			);
		});
	});
	page.on("console", (message) => {
		if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
	});
	return { page, violations, close: () => context.close() };
}

async function firstRepo(kind: "datasets" | "spaces"): Promise<string> {
	const res = await fetch(`${e2e.site.url}/api/${kind}?limit=1`);
	const [repo] = (await res.json()) as { id: string }[];
	if (!repo) throw new Error(`no ${kind}`);
	return repo.id;
}

describeSite(
	e2e,
	"Content-Security-Policy",
	() => {
		describe("the site's Content-Security-Policy", () => {
			it("is sent with every page: scripts by nonce, no framing, no plugins", async () => {
				const response = await fetch(`${e2e.site.url}/`);
				const policy = response.headers.get("content-security-policy") ?? "";
				expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
				expect(policy).toMatch(/frame-ancestors 'none'/);
				expect(policy).toMatch(/object-src 'none'/);
				expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
				expect(response.headers.get("x-frame-options")).toBe("DENY");
				// A new nonce per page.
				const again = (await fetch(`${e2e.site.url}/`)).headers.get("content-security-policy");
				expect(again).not.toBe(policy);
			});

			it("reports no violation on any page, with JavaScript doing its work (tabs, video, navigation)", async () => {
				const { page, violations, close } = await watchedPage();
				const { model, chatModel, ggufModel, hostileModel } = e2e.site.content;
				const urls = [
					"/",
					"/models",
					"/models?task=fill-mask",
					"/datasets",
					"/spaces",
					`/${model}`,
					`/${chatModel}`,
					`/${ggufModel}`,
					`/${hostileModel}`,
					`/${model}/tree/main`,
					`/${model}/blob/main/config.json`,
					`/datasets/${await firstRepo("datasets")}`,
					`/spaces/${await firstRepo("spaces")}`,
					"/tasks",
					"/tasks/text-classification",
					"/tasks/token-classification",
					"/tasks/image-classification",
					"/tasks/automatic-speech-recognition",
					"/libraries",
					"/libraries/transformers",
					"/docs",
					"/docs/api",
				];
				const scriptless: string[] = [];
				for (const url of urls) {
					await page.goto(url, { waitUntil: "load" });
					await page
						.waitForSelector("html[data-hydrated], html[data-enhanced]", { state: "attached", timeout: 10_000 })
						.catch(() => scriptless.push(url));
				}
				// Pages that may answer from the error boundary (not found, sign-in needed), which marks neither.
				for (const url of [
					"/no/such/page",
					"/new",
					`/${model}/upload/main`,
					`/${model}/edit/main/README.md`,
					`/${model}/settings`,
				])
					await page.goto(url, { waitUntil: "networkidle" });
				expect({ scriptless, violations }).toEqual({ scriptless: [], violations: [] });
				// A model page's tabs, switched in place by its enhancement script.
				await page.goto(`/${chatModel}`);
				await waitForPageScript(page, { state: "attached" });
				const inference = page.locator("#inference");
				await inference.getByRole("tab", { name: "JavaScript" }).click();
				await expect.poll(() => page.url()).toContain("lang=js");
				// A task page's video: the click swaps in YouTube's player.
				await page.goto("/tasks/image-classification");
				await waitForPageScript(page, { state: "attached" });
				await page.locator("[data-slot=video-embed] a").first().click();
				const player = page.locator("[data-slot=video-embed] iframe").first();
				await expect(player.getAttribute("src")).resolves.toMatch(
					/^https:\/\/www\.youtube-nocookie\.com\/embed\/[^/?]+\?autoplay=1$/,
				);
				// From a sign-in page, a section of the header opens as a document with its script.
				await page.goto("/login");
				await waitForPageScript(page, { state: "attached" });
				await page.getByRole("link", { name: "Models", exact: true }).first().click();
				await expect.poll(() => new URL(page.url()).pathname).toBe("/models");
				await page.waitForSelector("html[data-enhanced]", { state: "attached" });
				await page.waitForLoadState("networkidle");
				expect(violations).toEqual([]);
				await close();
			}, 240_000);

			it("reports no violation on the pages of a signed-in user: join, new repository, settings, write pages", async () => {
				const { page, violations, close } = await watchedPage();
				const name = `csp${Date.now().toString(36)}`;
				const scriptRan = () => waitForPageScript(page, { state: "attached" });
				await page.goto("/join");
				await scriptRan();
				await page.getByLabel("User name").fill(name);
				await page.getByLabel("Password", { exact: true }).fill(`${name}-long-password-1`);
				await page.locator("main form button[type=submit]").first().click();
				await page.waitForLoadState("networkidle");
				// Signed in: the hub set the session cookie.
				await expect.poll(() => new URL(page.url()).pathname).toBe(`/${name}`);
				await expect
					.poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
					.toContain("atrium_session");
				const { model } = e2e.site.content;
				for (const url of [
					"/new",
					"/new-dataset",
					"/new-space",
					"/settings/tokens",
					"/settings/password",
					`/${model}/upload/main`,
					`/${model}/edit/main/README.md`,
					`/${model}/settings`,
				]) {
					await page.goto(url, { waitUntil: "networkidle" });
				}
				expect(violations).toEqual([]);
				await close();
			}, 120_000);

			it("blocks an injected inline script, and says so", async () => {
				const { page, violations, close } = await watchedPage();
				await page.goto("/login");
				await waitForPageScript(page, { state: "attached" });
				// An inline script that is allowed runs as it is inserted; a blocked one fires the page's
				// securitypolicyviolation event instead: wait for that event, not for a time.
				const ran = await page.evaluate(
					() =>
						new Promise<boolean>((resolve) => {
							const injected = () => (window as unknown as { __injected?: boolean }).__injected === true;
							document.addEventListener("securitypolicyviolation", () => resolve(injected()), { once: true });
							const script = document.createElement("script");
							script.textContent = "window.__injected = true";
							document.body.append(script);
							if (injected()) resolve(true);
						}),
				);
				expect(ran).toBe(false);
				await expect.poll(() => violations.length).toBeGreaterThan(0);
				expect(violations.join("\n")).toMatch(/script-src/);
				await close();
			});
		});
	},
	READS_ONLY,
);
