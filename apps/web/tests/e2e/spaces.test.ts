import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitNdjson } from "../../../hub/src/testing/commit-body.ts";
import { openPage, signIn } from "./browser-session.ts";
import { describeOnDatabases } from "./databases.ts";
import { launchChromium, startHubWithUsers, type Database, type HubWithUsers } from "./harness.ts";

/**
 * Static spaces in Chromium (decision 041 of the hub): the space page frames the app from the spaces
 * origin (its own listener, ATRIUM_SPACES_PORT), the app's script runs and reads its model from the
 * hub, and it can neither read the hub's cookies nor call the hub's API with the visitor's session.
 */

const SPACE = "atrium/tiny-static-demo";
let hub: HubWithUsers;
let browser: Browser;

beforeAll(async () => {
	browser = await launchChromium();
}, 180_000);

afterAll(async () => {
	await browser?.close();
});

/** A hub on `database` serving spaces on a port of their own, where alice has a private static space. */
async function startHub(database: Database): Promise<void> {
	hub = await startHubWithUsers(database, ["alice"], { ATRIUM_SPACES_PORT: "0" });
	const created = await api("POST", "/api/repos/create", {
		name: "hidden-app",
		type: "space",
		sdk: "static",
		private: true,
	});
	expect(created.status).toBe(200);
	const committed = await fetch(`${hub.url}/api/spaces/alice/hidden-app/commit/main`, {
		method: "POST",
		headers: { authorization: `Bearer ${hub.tokens.alice}`, "content-type": "application/x-ndjson" },
		body: commitNdjson("app", {
			"README.md": "---\nsdk: static\n---\n# Hidden app\n",
			"index.html": '<!doctype html><p id="out">private app</p><script src="run.js"></script>\n',
			"run.js": 'document.getElementById("out").dataset.ran = "yes";\n',
		}),
	});
	expect(committed.status).toBe(200);
}

function api(method: string, path: string, body?: unknown): Promise<Response> {
	return fetch(`${hub.url}${path}`, {
		method,
		headers: { authorization: `Bearer ${hub.tokens.alice}`, "content-type": "application/json" },
		...(body === undefined ? {} : { body: JSON.stringify(body) }),
	});
}

/** The space's frame on the page, once its document from the spaces origin has loaded. */
async function spaceFrame(page: Page): Promise<Frame> {
	const element = await page.waitForSelector("iframe[data-space-frame]");
	const frame = await element.contentFrame();
	if (!frame) throw new Error("the space frame has no document");
	await frame.waitForLoadState("load");
	return frame;
}

describeOnDatabases("static spaces", (database) => {
	beforeAll(() => startHub(database), 180_000);
	afterAll(() => hub?.stop());

	describe("static spaces in Chromium", () => {
		it("runs the sample space's script in a sandboxed frame from the spaces origin, reading its model from the hub", async () => {
			const { context, page, errors } = await openPage(browser, hub.url);
			try {
				const response = await page.goto(`/spaces/${SPACE}`);
				const app = (await (await fetch(`${hub.url}/api/spaces/${SPACE}/app`)).json()) as {
					spacesOrigin: string;
					url: string;
				};
				expect(new URL(app.spacesOrigin).hostname).not.toBe(new URL(hub.url).hostname);
				expect(response?.headers()["content-security-policy"]).toContain(
					`frame-src https://www.youtube-nocookie.com ${app.spacesOrigin}`,
				);
				const element = await page.waitForSelector("iframe[data-space-frame]");
				expect(await element.getAttribute("sandbox")).not.toContain("allow-same-origin");
				const frame = await spaceFrame(page);
				expect(frame.url()).toBe(app.url);
				await frame.waitForSelector('#status[data-state="ready"]');
				expect(await frame.textContent("#model")).toContain(`atrium/tiny-bert-mlm from ${hub.url}: bert, 2 layers`);
				expect(await frame.locator("#tokens li").allTextContents()).toEqual([
					"the → 5",
					"hub → 7",
					"is → 10",
					"open → 11",
				]);
				expect(await frame.evaluate(() => self.origin)).toBe("null");
				expect(errors).toEqual([]);
			} finally {
				await context.close();
			}
		});

		it("keeps the signed-in visitor's hub cookies and session out of the space's reach", async () => {
			const { context, page } = await openPage(browser, hub.url);
			try {
				await signIn(page, "alice", hub.password);
				// A cookie the hub's own scripts could read, beside the HttpOnly session.
				await context.addCookies([{ name: "hub_probe", value: "visible-to-hub-scripts", url: hub.url }]);
				await page.goto(`/spaces/${SPACE}`);
				const whoamiScript = (credentials: RequestCredentials) =>
					`fetch(${JSON.stringify(`${hub.url}/api/whoami-v2`)}, { credentials: ${JSON.stringify(credentials)} })
					.then(async (r) => r.status + " " + (await r.text()))
					.catch((e) => "refused: " + e.name)`;
				// The test can fail: on the hub's own page, the same calls see the cookie and the user.
				expect(await page.evaluate(() => document.cookie)).toContain("hub_probe=visible-to-hub-scripts");
				expect(await page.evaluate(whoamiScript("include"))).toMatch(/^200 .*"name":"alice"/);
				// The session cookie is HttpOnly and host-only (no Domain): the browser holds none for the spaces host.
				const session = (await context.cookies(hub.url)).find((c) => c.name === "atrium_session");
				expect(session).toMatchObject({ domain: new URL(hub.url).hostname, httpOnly: true });
				const frame = await spaceFrame(page);
				expect(await context.cookies(new URL(frame.url()).origin)).toEqual([]);
				await frame.waitForSelector('#status[data-state="ready"]');
				const cookie = await frame.evaluate(() => {
					try {
						return `read: ${document.cookie}`;
					} catch (error) {
						return `threw ${(error as Error).name}`;
					}
				});
				expect(cookie).toBe("threw SecurityError");
				const withSession = String(await frame.evaluate(whoamiScript("include")));
				expect(withSession).not.toContain("alice");
				expect(withSession).toMatch(/^refused: TypeError$|^401 /);
				expect(String(await frame.evaluate(whoamiScript("omit")))).toMatch(/^401 /);
				// Opened on its own (a new tab), the app is still sandboxed by its origin's policy.
				const alone = await context.newPage();
				await alone.goto(await frame.evaluate(() => location.href));
				await alone.waitForSelector('#status[data-state="ready"]');
				expect(await alone.evaluate(() => self.origin)).toBe("null");
				await alone.close();
			} finally {
				await context.close();
			}
		});

		it("opens a private space for its owner through a token, and answers anyone else like a missing space", async () => {
			const { context, page } = await openPage(browser, hub.url);
			try {
				await signIn(page, "alice", hub.password);
				await page.goto("/spaces/alice/hidden-app");
				const frame = await spaceFrame(page);
				expect(frame.url()).toMatch(/\/~st_[A-Za-z0-9]{34}\/alice\/hidden-app\/$/);
				await frame.waitForSelector('#out[data-ran="yes"]');
				const origin = new URL(frame.url()).origin;
				const anonymous = await fetch(`${origin}/alice/hidden-app/`);
				const missing = await fetch(`${origin}/alice/no-such-app/`);
				expect([anonymous.status, await anonymous.text()]).toEqual([missing.status, await missing.text()]);
				expect(anonymous.status).toBe(404);
			} finally {
				await context.close();
			}
		});
	});
});
