import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, slowPoll } from "./browser-session.ts";
import { describeOnDatabases } from "./databases.ts";
import { launchChromium, startHubWithUsers, type HubWithUsers } from "./harness.ts";

/**
 * The pages that write (decision 053) are documents with the enhancement script, never the framework:
 * each form posts as plain HTML, and the answer is a redirect or the page again with the error and
 * what was typed. The same walk runs with JavaScript off and on.
 */

let hub: HubWithUsers;
let browser: Browser;

beforeAll(async () => {
	browser = await launchChromium();
}, 180_000);

afterAll(async () => {
	await browser?.close();
});

const ENHANCE = /^\/assets\/enhance-[0-9a-f]+\.js$/;

/**
 * The page on screen carries no inline script (no hydration data) and no script but the enhancement
 * file; with JavaScript on, that script has run and React has not.
 */
async function expectEnhancementOnly(page: Page, javaScript: boolean): Promise<void> {
	const where = new URL(page.url()).pathname;
	await expect(page.locator("script:not([src])").count(), where).resolves.toBe(0);
	const sources = await page
		.locator("script[src]")
		.evaluateAll((scripts) => scripts.map((s) => new URL((s as HTMLScriptElement).src).pathname));
	expect(sources, where).toEqual([expect.stringMatching(ENHANCE)]);
	await expect(page.locator("link[rel=modulepreload]").count(), where).resolves.toBe(0);
	if (javaScript) {
		await page.waitForSelector("html[data-enhanced]", { state: "attached" });
		await expect(page.locator("html[data-hydrated]").count(), where).resolves.toBe(0);
	}
}

describeOnDatabases("forms as documents", (database) => {
	beforeAll(async () => {
		hub = await startHubWithUsers(database, [], { ATRIUM_SIGNUP: "open" });
	}, 180_000);
	afterAll(() => hub?.stop());

	for (const javaScript of [false, true]) {
		describe(`forms post as documents, JavaScript ${javaScript ? "on" : "off"}`, () => {
			it("signs up, creates a repository, discusses it, makes a token and changes settings", async () => {
				const { context, page, errors } = await openPage(browser, hub.url, { javaScript });
				const scripts: string[] = [];
				page.on("request", (r) => {
					if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
				});
				const user = javaScript ? "doc-js" : "doc-nojs";
				const visit = async (path: string): Promise<void> => {
					await page.goto(path);
					await expectEnhancementOnly(page, javaScript);
				};

				// Sign up; a taken name comes back with the error and the fields as typed.
				await visit("/join");
				await page.getByLabel("User name").fill(user);
				await page.getByLabel("Email (optional)").fill(`${user}@example.org`);
				await page.getByLabel("Password").fill(hub.password);
				await page.getByRole("button", { name: "Sign up" }).click();
				await slowPoll(() => page.locator("[data-slot=account-menu]").textContent()).toContain(user);
				await expectEnhancementOnly(page, javaScript);

				// Sign out and in again: a wrong password keeps the name.
				await context.clearCookies();
				await visit("/login");
				await page.getByLabel("User name").fill(user);
				await page.getByLabel("Password").fill("not-the-password");
				await page.getByRole("button", { name: "Sign in", exact: true }).click();
				await page.locator("[data-slot=notice-error]").waitFor();
				await expectEnhancementOnly(page, javaScript);
				await expect(page.getByLabel("User name").inputValue()).resolves.toBe(user);
				await page.getByLabel("Password").fill(hub.password);
				await page.getByRole("button", { name: "Sign in", exact: true }).click();
				await slowPoll(() => page.locator("[data-slot=account-menu]").textContent()).toContain(user);

				// A new repository: a bad name comes back with what was chosen, then a good one opens it.
				await visit("/new");
				await expect(page.locator("button[data-busy-label]").count()).resolves.toBe(1);
				await page.getByLabel("Model name").fill("bad name!");
				await page.getByLabel("License").selectOption("mit");
				await page.getByLabel(/^Private/).check();
				await page.getByRole("button", { name: "Create model" }).click();
				await page.locator("[data-slot=notice-error]").waitFor();
				await expectEnhancementOnly(page, javaScript);
				await expect(page.getByLabel("Model name").inputValue()).resolves.toBe("bad name!");
				await expect(page.getByLabel("License").inputValue()).resolves.toBe("mit");
				await expect(page.getByLabel(/^Private/).isChecked()).resolves.toBe(true);
				await page.getByLabel("Model name").fill("notes");
				await page.getByLabel(/^Public/).check();
				const posted = page.waitForRequest((r) => r.method() === "POST");
				const create = page.getByRole("button", { name: "Create model" });
				if (javaScript) {
					// With the script, the button says it is busy while the answer is on its way: the post is held
					// until that is seen, and the click is a plain DOM click, which does not wait for the navigation.
					let release = (): void => undefined;
					const held = new Promise<void>((resolve) => (release = resolve));
					await page.route("**/new", async (route) => {
						if (route.request().method() === "POST") await held;
						await route.continue();
					});
					// The page reports the change itself: Playwright holds evaluations while a navigation is pending.
					await create.evaluate((button) => {
						new MutationObserver(() => {
							if ((button as HTMLButtonElement).disabled) console.log(`busy: ${button.textContent ?? ""}`);
						}).observe(button, { attributes: true, childList: true, characterData: true, subtree: true });
					});
					const busy = page.waitForEvent("console", (message) => message.text().startsWith("busy:"));
					await create.evaluate((button) => (button as HTMLButtonElement).click());
					expect((await busy).text()).toBe("busy: Creating…");
					release();
				} else await create.click();
				await page.waitForURL(`**/${user}/notes`);
				if (javaScript) await page.unroute("**/new");
				// The answer to a form that worked: 303 See Other, so the next page is a GET.
				expect((await (await posted).response())?.status()).toBe(303);

				// A discussion and a comment on it.
				await visit(`/${user}/notes/discussions/new`);
				await page.getByLabel("Title").fill("Where are the weights?");
				await page.getByLabel("Description").fill("The **card** says soon.");
				await page.getByRole("button", { name: "Open" }).click();
				await page.waitForURL(`**/${user}/notes/discussions/1`);
				await expectEnhancementOnly(page, javaScript);
				await expect(page.getByText("Where are the weights?").count()).resolves.toBeGreaterThan(0);
				await page.getByLabel("Your comment").fill("Uploading them *tonight*.");
				await page.getByRole("button", { name: "Comment", exact: true }).click();
				await page.locator("em", { hasText: "tonight" }).waitFor();
				await expectEnhancementOnly(page, javaScript);
				await visit(`/${user}/notes/discussions`);
				await expect(page.getByRole("link", { name: /Where are the weights\?/ }).count()).resolves.toBeGreaterThan(0);

				// A token, shown once in the answer to the form.
				await visit("/settings/tokens");
				await page.getByLabel("Name", { exact: true }).fill("laptop");
				await page.getByLabel("Role").selectOption("write");
				await page.getByRole("button", { name: "Create token" }).click();
				await page.locator("[data-slot=new-token]").waitFor();
				await expectEnhancementOnly(page, javaScript);
				await expect(page.locator("#new-token-value").inputValue()).resolves.toMatch(/^hf_/);
				await expect(page.locator("[data-slot=tokens-table]").textContent()).resolves.toContain("laptop");

				// The repository's settings: visibility saved, with its notice.
				await visit(`/${user}/notes/settings`);
				await page.getByLabel(/^Private: only its owners/).check();
				await page.getByRole("button", { name: "Save visibility" }).click();
				await page.locator("[data-slot=notice-success]", { hasText: "Visibility saved." }).waitFor();
				await expectEnhancementOnly(page, javaScript);
				await expect(page.getByLabel(/^Private: only its owners/).isChecked()).resolves.toBe(true);
				// A refused rename comes back with its error and the id as typed.
				await page.getByLabel("New id").fill("no-namespace");
				await page.getByRole("button", { name: "Rename or transfer" }).click();
				await page.locator("[data-slot=notice-error]", { hasText: "namespace/name" }).waitFor();
				await expectEnhancementOnly(page, javaScript);
				await expect(page.getByLabel("New id").inputValue()).resolves.toBe("no-namespace");

				// An organisation's admin adds someone who has no account: the error comes back with the name and role as typed.
				await visit("/organizations/new");
				await page.getByLabel("Organization name").fill(`${user}-lab`);
				await page.getByRole("button", { name: "Create organization" }).click();
				await page.waitForURL(`**/${user}-lab`);
				await page.getByLabel("Add a member (user name)").fill("nobody-by-this-name");
				await page.locator("#member-role").selectOption("write");
				await page.getByRole("button", { name: "Add member" }).click();
				await page.locator("[data-slot=notice-error]").waitFor();
				await expectEnhancementOnly(page, javaScript);
				await expect(page.getByLabel("Add a member (user name)").inputValue()).resolves.toBe("nobody-by-this-name");
				await expect(page.locator("#member-role").inputValue()).resolves.toBe("write");

				// The other pages that write, and the missing page, open with the enhancement script too.
				for (const path of [
					"/settings/password",
					"/settings/webhooks",
					"/organizations/new",
					`/${user}`,
					`/${user}/notes/settings/webhooks`,
					`/${user}/notes/edit/main/README.md`,
					`/${user}/notes/delete/main/README.md`,
					`/collections/${user}`,
					"/no/such/page/here",
				])
					await visit(path);

				// Only the enhancement file was ever fetched as a script (nothing at all without JavaScript).
				if (javaScript) expect(new Set(scripts).size).toBe(1);
				expect(scripts.every((p) => ENHANCE.test(p))).toBe(true);
				expect(errors).toEqual([]);
				await context.close();
			}, 120_000);
		});
	}
});
