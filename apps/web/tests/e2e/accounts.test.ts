import type { ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createServer } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type TestOidcProvider } from "../../../hub/src/testing/oidc-provider.ts";
import { seriousViolations } from "./accessibility.ts";
import { openPage, signIn } from "./browser-session.ts";
import { describeOnDatabases } from "./databases.ts";
import {
	createHubStore,
	ensureBuild,
	launchChromium,
	runHubCli,
	serveHub,
	stopAndRemove,
	waitForPageScript,
	type Database,
	type HubStore,
} from "./harness.ts";

const GATED_CARD = `---
license: other
extra_gated_prompt: Tell the owners who you are.
extra_gated_fields:
  Company: text
  I agree to the terms: checkbox
---
# Gated model
`;

/** Sign-in runs a memory-hard KDF: on a busy machine a page may take seconds. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

let store: HubStore | undefined;
let hub: ChildProcess | undefined;
let url: string;
let browser: Browser;
let provider: TestOidcProvider | undefined;

/** A free port of 127.0.0.1 (the identity provider must know the hub's callback URL before the hub starts). */
function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once("error", reject);
		server.listen(0, "127.0.0.1", () => {
			const address = server.address();
			server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
		});
	});
}

function cli(args: string[], input?: string): string {
	if (!store) throw new Error("no hub store");
	return runHubCli(store, args, input);
}

function importRepo(id: string, files: Record<string, string>, flags: string[] = []): void {
	const folder = path.join(store?.dir ?? "", "sources", id.replace("/", "__"));
	mkdirSync(folder, { recursive: true });
	for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
	cli(["import", folder, "--repo", id, ...flags]);
}

beforeAll(async () => {
	ensureBuild();
	browser = await launchChromium();
}, 180_000);

afterAll(async () => {
	await browser?.close();
});

/** A hub with three users and five repositories on `database`, an identity provider beside it. */
async function startHub(database: Database): Promise<void> {
	store = await createHubStore(database, "atrium-accounts-e2e-");
	cli(["users", "add", "root", "--password-stdin"], "root-password\n");
	cli(["users", "add", "owner", "--email", "owner@example.org", "--password-stdin"], "owner-password\n");
	cli(["users", "add", "other", "--password-stdin"], "other-password\n");
	const ownerToken = cli(["tokens", "create", "owner", "--role", "write"]).trim().split("\n").at(-1) ?? "";
	importRepo("owner/private-model", { "README.md": "# Mine\n", "config.json": "{}" }, ["--private"]);
	importRepo("other/their-secret", { "README.md": "# Theirs\n", "config.json": "{}" }, ["--private"]);
	importRepo("owner/gated-model", { "README.md": GATED_CARD, "config.json": '{"model_type":"bert"}' });
	importRepo("owner/public-model", { "README.md": "# Public\n", "config.json": "{}" });
	// A namespace nobody signed up for: the import makes it an organization run by the site admins.
	importRepo("lab-e2e/secret", { "README.md": "# Lab\n", "config.json": "{}" }, ["--private"]);
	const port = await freePort();
	provider = await startOidcProvider([`http://127.0.0.1:${port}/auth/oidc/callback`]);
	({ url, child: hub } = await serveHub(store, {
		port,
		env: {
			ATRIUM_SIGNUP: "open",
			ATRIUM_OIDC_ISSUER: provider.issuer,
			ATRIUM_OIDC_CLIENT_ID: provider.clientId,
			ATRIUM_OIDC_CLIENT_SECRET: provider.clientSecret,
		},
	}));
	// Gating is a repository setting: its owner sets it through the API, as the settings page does.
	const gated = await fetch(`${url}/api/models/owner/gated-model/settings`, {
		method: "PUT",
		headers: { authorization: `Bearer ${ownerToken}`, "content-type": "application/json" },
		body: JSON.stringify({ gated: "manual" }),
	});
	expect(gated.status, await gated.text()).toBe(200);
}

async function stopHub(): Promise<void> {
	await stopAndRemove(hub, store);
	await provider?.close();
	hub = undefined;
	store = undefined;
	provider = undefined;
}

function newPage(
	javaScriptEnabled = true,
	bypassCSP = false,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
	return openPage(browser, url, { javaScript: javaScriptEnabled, bypassCSP });
}

describeOnDatabases("accounts", (database) => {
	beforeAll(() => startHub(database), 180_000);
	afterAll(stopHub);

	for (const javaScript of [true, false]) {
		describe(`accounts in the browser (JavaScript ${javaScript ? "on" : "off"})`, () => {
			const suffix = javaScript ? "js" : "nojs";

			it("signs up, creates a token on the settings page that the API accepts, revokes it, signs out", async () => {
				const { context, page, errors } = await newPage(javaScript);
				await page.goto("/join");
				if (javaScript) await waitForPageScript(page);
				await page.getByLabel("User name").fill(`erin-${suffix}`);
				await page.getByLabel("Password").fill("erin-password");
				await page.getByRole("button", { name: "Sign up" }).last().click();
				await poll(() => new URL(page.url()).pathname).toBe(`/erin-${suffix}`);
				// With JavaScript the URL changes before the navigation has re-rendered the header.
				await poll(() => page.locator("[data-slot=account-menu]").textContent()).toContain(`erin-${suffix}`);
				const cookies = await context.cookies();
				expect(cookies.find((cookie) => cookie.name === "atrium_session")).toMatchObject({
					httpOnly: true,
					sameSite: "Lax",
				});

				await page.goto("/settings/tokens");
				await page.getByLabel("Name").fill("laptop");
				await page.getByLabel("Role").selectOption("write");
				await page.getByRole("button", { name: "Create token" }).click();
				const tokenField = page.locator("#new-token-value");
				await tokenField.waitFor();
				const token = await tokenField.inputValue();
				expect(token).toMatch(/^hf_[0-9A-Za-z]{34}$/);
				const whoami = await fetch(`${url}/api/whoami-v2`, { headers: { authorization: `Bearer ${token}` } });
				expect(await whoami.json()).toMatchObject({
					name: `erin-${suffix}`,
					auth: { accessToken: { displayName: "laptop", role: "write" } },
				});
				// Listed with its name and role, never its secret; shown once.
				await page.goto("/settings/tokens");
				const table = page.locator("[data-slot=tokens-table]");
				expect(await table.textContent()).toContain("laptop");
				expect(await page.content()).not.toContain(token);
				await page.getByRole("button", { name: "Revoke laptop" }).click();
				await poll(() => page.locator("[data-slot=tokens-table]").count()).toBe(0);
				expect((await fetch(`${url}/api/whoami-v2`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
					401,
				);

				await page.getByRole("button", { name: "Sign out" }).click();
				await poll(() => page.locator("[data-slot=account-menu]").textContent()).toContain("Sign in");
				expect(errors).toEqual([]);
				await context.close();
			});

			it("says why a name holding repositories is refused, on the sign-up and new-organization pages", async () => {
				const { context, page, errors } = await newPage(javaScript);
				await page.goto("/join");
				if (javaScript) await waitForPageScript(page);
				await page.getByLabel("User name").fill("LAB-E2E");
				await page.getByLabel("Password").fill("a-long-password");
				await page.getByRole("button", { name: "Sign up" }).last().click();
				await poll(() => page.locator("[data-slot=notice-error]").textContent()).toContain(
					'The name "LAB-E2E" is taken: an organization of that name exists',
				);
				expect(await page.getByLabel("User name").inputValue()).toBe("LAB-E2E");
				expect((await context.cookies()).find((cookie) => cookie.name === "atrium_session")).toBeUndefined();

				await signIn(page, "other", "other-password");
				await page.goto("/organizations/new");
				if (javaScript) await waitForPageScript(page);
				await page.getByLabel("Organization name").fill("lab-e2e");
				await page.getByRole("button", { name: "Create organization" }).click();
				await poll(() => page.locator("[data-slot=notice-error]").textContent()).toContain("Choose another name");
				expect(await page.getByLabel("Organization name").inputValue()).toBe("lab-e2e");
				expect((await page.goto("/lab-e2e/secret"))?.status()).toBe(404);
				expect(errors).toEqual([]);
				await context.close();
			});

			it("shows the owner their private repository and not another's; strangers see neither", async () => {
				const { context, page } = await newPage(javaScript);
				await signIn(page, "owner", "owner-password");
				await page.goto("/owner");
				const models = page.locator("[data-slot=profile-models]");
				expect(await models.textContent()).toContain("owner/private-model");
				expect(await models.textContent()).toContain("Private");
				expect((await page.goto("/owner/private-model"))?.status()).toBe(200);
				expect((await page.goto("/other/their-secret"))?.status()).toBe(404);
				expect((await page.goto("/other"))?.status()).toBe(200);
				expect(await page.locator("main").textContent()).not.toContain("their-secret");
				await page.goto("/models?search=secret");
				expect(await page.locator("main").textContent()).not.toContain("their-secret");
				await context.close();

				const anonymous = await newPage(javaScript);
				expect((await anonymous.page.goto("/owner/private-model"))?.status()).toBe(404);
				await anonymous.page.goto("/owner");
				expect(await anonymous.page.locator("main").textContent()).not.toContain("private-model");
				await anonymous.context.close();
			});

			it("requests access to a gated model, the owner approves it, and the files open", async () => {
				const requester = await newPage(javaScript);
				await requester.page.goto("/join");
				await requester.page.getByLabel("User name").fill(`gina-${suffix}`);
				await requester.page.getByLabel("Password").fill("gina-password");
				await requester.page.getByRole("button", { name: "Sign up" }).last().click();
				await poll(() => new URL(requester.page.url()).pathname).toBe(`/gina-${suffix}`);
				await requester.page.goto("/owner/gated-model");
				const panel = requester.page.locator("[data-slot=gated-access]");
				expect(await panel.textContent()).toContain("Tell the owners who you are.");
				expect(await requester.page.locator(".prose-atrium").textContent()).toContain("Gated model");
				await requester.page.getByLabel("Company").fill("Acme");
				await requester.page.getByLabel("I agree to the terms").check();
				await requester.page.getByRole("button", { name: "Request access" }).click();
				await poll(() => panel.textContent()).toContain("waiting for the owners");
				const fileUrl = "/owner/gated-model/resolve/main/config.json";
				expect((await requester.context.request.get(fileUrl)).status()).toBe(403);

				const owner = await newPage(javaScript);
				await signIn(owner.page, "owner", "owner-password");
				await owner.page.goto("/owner/gated-model");
				await owner.page.getByRole("link", { name: "Review access requests" }).click();
				const pending = owner.page.locator("[data-slot=requests-pending]");
				expect(await pending.textContent()).toContain("Acme");
				await owner.page.getByRole("button", { name: `Accept gina-${suffix}` }).click();
				await poll(() => owner.page.locator("[data-slot=requests-accepted]").textContent()).toContain(`gina-${suffix}`);

				await requester.page.goto("/owner/gated-model");
				expect(await requester.page.locator("[data-slot=gated-access]").textContent()).toContain("You have access");
				const file = await requester.context.request.get(fileUrl);
				expect(file.status()).toBe(200);
				expect(await file.text()).toBe('{"model_type":"bert"}');
				await requester.context.close();
				await owner.context.close();
			});
		});
	}

	describe("single sign-on", () => {
		it("signs in through the in-test OpenID Connect provider from the sign-in page", async () => {
			const { context, page } = await newPage();
			await page.goto("/login?returnTo=/settings/tokens");
			await page.getByRole("link", { name: "Sign in with single sign-on" }).click();
			// The provider's development login and consent pages.
			await page.waitForURL((target) => target.origin === provider?.issuer);
			await page.locator("input[name=login]").fill("pat");
			await page.locator("input[name=password]").fill("anything");
			await page.locator("button[type=submit]").click();
			await page.locator("input[name=prompt][value=consent]").waitFor({ state: "attached" });
			await page.locator("button[type=submit]").click();
			await page.waitForURL((target) => target.pathname === "/settings/tokens");
			await poll(() => page.locator("[data-slot=account-menu]").textContent()).toContain("pat");
			await page.goto("/pat");
			expect(await page.locator("h1").textContent()).toBe("Pat Example");
			await context.close();
		});
	});

	describe("the account pages", () => {
		it("show a clear message on a wrong password, and have no serious axe violation", async () => {
			// axe is injected as an inline script, which the site's Content-Security-Policy forbids.
			const { context, page } = await newPage(true, true);
			await page.goto("/login");
			await page.getByLabel("User name").fill("owner");
			await page.getByLabel("Password").fill("not-the-password");
			await page.getByRole("button", { name: "Sign in", exact: true }).click();
			await poll(() => page.locator("[role=alert]").textContent()).toContain("Wrong user name or password");
			const found: Record<string, string[]> = {};
			const check = async (path: string): Promise<void> => {
				await page.goto(path);
				const violations = await seriousViolations(page);
				if (violations.length) found[path] = violations;
			};
			for (const path of ["/login", "/join", "/owner/gated-model"]) await check(path);
			await page.goto("/login");
			await page.getByLabel("User name").fill("owner");
			await page.getByLabel("Password").fill("owner-password");
			await page.getByRole("button", { name: "Sign in", exact: true }).click();
			await poll(() => page.locator("[data-slot=account-menu]").textContent()).toContain("owner");
			for (const path of [
				"/settings/tokens",
				"/settings/password",
				"/organizations/new",
				"/owner",
				"/owner/gated-model/access-requests",
			])
				await check(path);
			expect((await page.goto("/admin"))?.status()).toBe(403);
			await page.getByRole("button", { name: "Sign out" }).click();
			await poll(() => page.locator("[data-slot=account-menu]").textContent()).toContain("Sign in");
			await page.goto("/login");
			await page.getByLabel("User name").fill("root");
			await page.getByLabel("Password").fill("root-password");
			await page.getByRole("button", { name: "Sign in", exact: true }).click();
			await poll(() => page.locator("[data-slot=account-menu]").textContent()).toContain("Admin");
			await check("/admin");
			expect(found).toEqual({});
			// The admin page lists users and the audit log records the sign-ins, including the failed one.
			await page.goto("/admin");
			expect(await page.locator("[data-slot=admin-users]").textContent()).toContain("other");
			const audit = (await page.locator("[data-slot=audit-log]").textContent()) ?? "";
			expect(audit).toContain("sign-in-failed");
			expect(audit).toContain("user:root");
			await context.close();
		}, 240_000);
	});

	for (const javaScript of [true, false]) {
		describe(`sign-in stays on this site (JavaScript ${javaScript ? "on" : "off"})`, () => {
			it("returns to / when returnTo would leave the site (/%09/evil.example reads as //evil.example)", async () => {
				const { context, page } = await newPage(javaScript);
				await page.goto("/login?returnTo=/%09/evil.example");
				if (javaScript) await waitForPageScript(page);
				await page.getByLabel("User name").fill("other");
				await page.getByLabel("Password").fill("other-password");
				await page.getByRole("button", { name: "Sign in", exact: true }).click();
				await poll(() => page.locator("[data-slot=account-menu]").textContent()).toContain("other");
				expect(new URL(page.url()).origin).toBe(new URL(url).origin);
				expect(new URL(page.url()).pathname).toBe("/");
				await context.close();
			}, 120_000);

			it("signs nobody in from a login form on another site (login CSRF)", async () => {
				const { context, page } = await newPage(javaScript);
				// A page of another origin with forms that post the attacker's name and password to the hub.
				const forms = ["/api/auth/signin", "/login"]
					.map(
						(action, index) =>
							`<form method="post" action="${url}${action}" enctype="${index === 0 ? "text/plain" : "application/x-www-form-urlencoded"}">` +
							`<input name="name" value="other"><input name="password" value="other-password">` +
							`<button id="f${index}">go</button></form>`,
					)
					.join("");
				await page.route("http://evil.test/**", (route) =>
					route.fulfill({ contentType: "text/html", body: `<!doctype html><title>evil</title>${forms}` }),
				);
				for (const index of [0, 1]) {
					await page.goto("http://evil.test/");
					const [response] = await Promise.all([
						page.waitForResponse((r) => r.url().startsWith(url)),
						page.click(`#f${index}`),
					]);
					expect(response.status(), `form ${index}`).toBe(403);
				}
				expect((await context.cookies(url)).find((cookie) => cookie.name === "atrium_session")).toBeUndefined();
				await context.close();
			}, 120_000);
		});
	}
});
