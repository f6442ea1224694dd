import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReceiver, type TestReceiver } from "../../../hub/src/testing/webhook-receiver.ts";
import { seriousViolations } from "./accessibility.ts";
import { describeOnDatabases } from "./databases.ts";
import { launchChromium, startHubWithUsers, waitForPageScript, type HubWithUsers } from "./harness.ts";

/** The hub delivers about once a second, on a busy machine later: wait for the page or the receiver, never a time. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 100 });

let hub: HubWithUsers;
let url: string;
let browser: Browser;
let receiver: TestReceiver;
let token: string;

beforeAll(async () => {
	browser = await launchChromium();
}, 180_000);

afterAll(async () => {
	await browser?.close();
});

async function signedIn(javaScriptEnabled: boolean, bypassCSP = false): Promise<Page> {
	const context = await browser.newContext({ baseURL: url, javaScriptEnabled, bypassCSP });
	const page = await context.newPage();
	await page.goto("/login");
	await page.getByLabel("User name").fill("owner");
	await page.getByLabel("Password").fill(hub.password);
	await page.getByRole("button", { name: "Sign in", exact: true }).click();
	await poll(() => page.locator("[data-slot=account-menu]").textContent()).toContain("owner");
	return page;
}

/** Requests the receiver got about repository `name`. */
const deliveriesOf = (name: string) => receiver.requests.filter((request) => request.body.includes(`"owner/${name}"`));

describeOnDatabases("webhooks", (database) => {
	beforeAll(async () => {
		receiver = await startReceiver();
		hub = await startHubWithUsers(database, ["owner"], { ATRIUM_WEBHOOK_ALLOWED_HOSTS: "127.0.0.1" });
		({ url } = hub);
		token = hub.tokens.owner ?? "";
	}, 180_000);
	afterAll(async () => {
		await hub?.stop();
		await receiver?.close();
	});

	for (const javaScript of [true, false]) {
		describe(`webhook settings in the browser (JavaScript ${javaScript ? "on" : "off"})`, () => {
			const suffix = javaScript ? "js" : "nojs";

			it("creates a webhook, shows what it delivered, replays a delivery, disables and deletes it", async () => {
				const page = await signedIn(javaScript);
				await page.goto("/settings/webhooks");
				if (javaScript) await waitForPageScript(page);
				const hookUrl = `${receiver.url}/${suffix}`;
				await page.getByLabel("URL").fill(hookUrl);
				await page.getByLabel("Watched").fill("user:owner");
				await page.getByLabel("Secret (sent as X-Webhook-Secret)").fill(`secret-${suffix}`);
				await page.getByRole("button", { name: "Create webhook" }).click();
				await poll(() => page.locator("[data-slot=webhooks-list]").textContent()).toContain(hookUrl);
				const created = await fetch(`${url}/api/repos/create`, {
					method: "POST",
					headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
					body: JSON.stringify({ name: `hooked-${suffix}` }),
				});
				expect(created.status).toBe(200);
				await poll(() => deliveriesOf(`hooked-${suffix}`).filter((r) => r.path.endsWith(suffix)).length).toBe(2);
				expect(deliveriesOf(`hooked-${suffix}`).at(-1)?.headers["x-webhook-secret"]).toBe(`secret-${suffix}`);
				const item = page.locator("[data-slot=webhooks-list] li", { hasText: hookUrl });
				await item.getByRole("link", { name: "Delivery log" }).click();
				await poll(() => page.locator("[data-slot=delivery-log]").textContent()).toContain("repo/create");
				await expect.poll(() => page.locator("[data-slot=delivery-log]").textContent()).toContain("delivered");
				await page.getByRole("button", { name: `Replay repo create of owner/hooked-${suffix}` }).click();
				await poll(() => page.locator("[role=status]").textContent()).toContain("queued again");
				await poll(() => deliveriesOf(`hooked-${suffix}`).filter((r) => r.path.endsWith(suffix)).length).toBe(3);
				await page.goto("/settings/webhooks");
				await page.getByRole("button", { name: `Disable the webhook to ${hookUrl}` }).click();
				await poll(() => page.locator("[data-slot=webhooks-list] li", { hasText: hookUrl }).textContent()).toContain(
					"Disabled",
				);
				await page.getByRole("button", { name: `Delete the webhook to ${hookUrl}` }).click();
				await poll(() => page.locator("[role=status]").textContent()).toContain("deleted");
				await page.context().close();
			});
		});
	}

	it("has no serious axe violation on the webhook settings page and its delivery log", async () => {
		// axe is injected as an inline script, which the site's Content-Security-Policy forbids.
		const page = await signedIn(true, true);
		await page.goto("/settings/webhooks");
		await page.getByLabel("URL").fill(receiver.url);
		await page.getByLabel("Watched").fill("user:owner");
		await page.getByRole("button", { name: "Create webhook" }).click();
		await poll(() => page.locator("[data-slot=webhooks-list]").textContent()).toContain(receiver.url);
		expect(await seriousViolations(page)).toEqual([]);
		await page.getByRole("link", { name: "Delivery log" }).click();
		await poll(() => page.locator("[data-slot=delivery-log]").count()).toBe(1);
		expect(await seriousViolations(page)).toEqual([]);
		await page.context().close();
	});

	describe("organization and repository webhook pages", () => {
		const api = (path: string, body: unknown) =>
			fetch(`${url}${path}`, {
				method: "POST",
				headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
				body: JSON.stringify(body),
			});

		it("create webhooks watching only the repository or the organization, list only those, and deliver their events", async () => {
			expect((await api("/api/repos/create", { name: "scoped" })).status).toBe(200);
			expect((await api("/api/organizations", { name: "hooks-org", fullname: "Hooks" })).status).toBe(201);
			for (const javaScript of [true, false]) {
				const page = await signedIn(javaScript, true);
				const suffix = javaScript ? "js" : "nojs";
				await page.goto("/owner/scoped/settings");
				await page.getByRole("link", { name: "Webhooks" }).click();
				await page.waitForURL("**/owner/scoped/settings/webhooks");
				if (javaScript) await waitForPageScript(page);
				expect(await page.getByLabel("Watched").count()).toBe(0);
				await page.getByLabel("URL").fill(`${receiver.url}/repo-${suffix}`);
				await page.getByRole("button", { name: "Create webhook" }).click();
				await poll(() => page.locator("[data-slot=webhooks-list]").textContent()).toContain(`repo-${suffix}`);
				// Only the webhooks watching this repository: none of the user page's.
				expect(await page.locator("[data-slot=webhooks-list]").textContent()).toContain("model:owner/scoped");
				expect(await page.locator("[data-slot=webhooks-list] li").count()).toBe(javaScript ? 1 : 2);
				if (javaScript) expect(await seriousViolations(page)).toEqual([]);

				await page.goto("/hooks-org");
				await page.getByRole("link", { name: "Webhooks" }).click();
				await page.waitForURL("**/organizations/hooks-org/settings/webhooks");
				if (javaScript) await waitForPageScript(page);
				await page.getByLabel("URL").fill(`${receiver.url}/org-${suffix}`);
				await page.getByRole("button", { name: "Create webhook" }).click();
				await poll(() => page.locator("[data-slot=webhooks-list]").textContent()).toContain(`org-${suffix}`);
				expect(await page.locator("[data-slot=webhooks-list]").textContent()).toContain("org:hooks-org");
				if (javaScript) expect(await seriousViolations(page)).toEqual([]);
				await page.context().close();
			}
			expect((await api("/api/repos/create", { name: "org-repo", organization: "hooks-org" })).status).toBe(200);
			/** The webhooks (by the end of their URL) that got something. */
			const reached = (prefix: string) =>
				new Set(
					receiver.requests.map((request) => request.path.split("/").at(-1)).filter((end) => end?.startsWith(prefix)),
				).size;
			await poll(() => reached("org-")).toBe(2);
			expect((await api("/api/models/owner/scoped/branch/dev", {})).status).toBe(200);
			await poll(() => reached("repo-")).toBe(2);
		});

		it("answer 404 for a missing organization or repository", async () => {
			const page = await signedIn(false);
			expect((await page.goto("/organizations/no-such-org/settings/webhooks"))?.status()).toBe(404);
			expect((await page.goto("/atrium/anything/settings/webhooks"))?.status()).toBe(404);
			await page.context().close();
		});
	});
});
