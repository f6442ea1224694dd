import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";

/** Sign-in runs a memory-hard KDF: on a busy machine a page may take seconds. */
export const slowPoll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

/** A fresh browser context on the site with one page, collecting the page's script errors. */
export async function openPage(
	browser: Browser,
	baseURL: string,
	options: { javaScript?: boolean; bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
	const context = await browser.newContext({
		baseURL,
		javaScriptEnabled: options.javaScript ?? true,
		bypassCSP: options.bypassCSP ?? false,
		viewport: { width: 1280, height: 900 },
	});
	const page = await context.newPage();
	const errors: string[] = [];
	page.on("pageerror", (error) => errors.push(error.message));
	return { context, page, errors };
}

/** Signs in through the login form and waits for the account menu to name the user. */
export async function signIn(page: Page, name: string, password: string): Promise<void> {
	await page.goto("/login");
	await page.getByLabel("User name").fill(name);
	await page.getByLabel("Password").fill(password);
	await page.getByRole("button", { name: "Sign in", exact: true }).click();
	await slowPoll(() => page.locator("[data-slot=account-menu]").textContent()).toContain(name);
}
