import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitNdjson } from "../../../hub/src/testing/commit-body.ts";
import { seriousViolations } from "./accessibility.ts";
import { describeOnDatabases } from "./databases.ts";
import { launchChromium, startHubWithUsers, waitForPageScript, type Database, type HubWithUsers } from "./harness.ts";

/** The Community tab on the real hub: lists, threads, Files changed, and the forms, with and without JavaScript. */

let hub: HubWithUsers;
let browser: Browser;

beforeAll(async () => {
	browser = await launchChromium();
}, 180_000);

afterAll(async () => {
	await browser?.close();
});

/** A hub on `database` where the owner has a public repository and a private one with a thread. */
async function startHub(database: Database): Promise<void> {
	hub = await startHubWithUsers(database, ["owner", "reader"]);
	expect((await api("owner", "POST", "/api/repos/create", { name: "talk" })).status).toBe(200);
	expect((await commit("owner", "owner/talk", "main", { "README.md": "# Talk\n\nfirst line\n" })).status).toBe(200);
	expect((await api("owner", "POST", "/api/repos/create", { name: "secret", private: true })).status).toBe(200);
	expect((await api("owner", "POST", "/api/models/owner/secret/discussions", { title: "Hidden thread" })).status).toBe(
		200,
	);
}

/** A JSON request to the hub as `who` (their write token). */
function api(who: string, method: string, path: string, body?: unknown): Promise<Response> {
	return fetch(`${hub.url}${path}`, {
		method,
		headers: { authorization: `Bearer ${hub.tokens[who]}`, "content-type": "application/json" },
		...(body === undefined ? {} : { body: JSON.stringify(body) }),
	});
}

/** A commit of text files as `who`; `?create_pr=1` opens a pull request. */
function commit(who: string, id: string, rev: string, files: Record<string, string>, query = ""): Promise<Response> {
	return fetch(`${hub.url}/api/models/${id}/commit/${encodeURIComponent(rev)}${query}`, {
		method: "POST",
		headers: { authorization: `Bearer ${hub.tokens[who]}`, "content-type": "application/x-ndjson" },
		body: commitNdjson(`edit ${Object.keys(files).join(" ")}`, files),
	});
}

/** A reader's pull request on owner/talk with one comment in markdown; its number. */
async function readersPullRequest(suffix: string): Promise<number> {
	const created = await commit(
		"reader",
		"owner/talk",
		"main",
		{ [`notes-${suffix}.md`]: `notes ${suffix}\n` },
		"?create_pr=1",
	);
	expect(created.status).toBe(200);
	const url = ((await created.json()) as { pullRequestUrl: string }).pullRequestUrl;
	const num = Number(url.split("/").at(-1));
	const comment = `Please **review ${suffix}**.\n\n<script>window.pwned = 1</script>\n\n- one\n- two\n`;
	expect((await api("reader", "POST", `/api/models/owner/talk/discussions/${num}/comment`, { comment })).status).toBe(
		200,
	);
	return num;
}

async function signedIn(who: string, javaScriptEnabled: boolean): Promise<Page> {
	// axe is injected as an inline script, which the site's CSP rightly refuses: bypass it for the audits.
	const context = await browser.newContext({ baseURL: hub.url, javaScriptEnabled, bypassCSP: true });
	const res = await context.request.post("/api/auth/signin", { data: { name: who, password: hub.password } });
	expect(res.status(), await res.text()).toBe(200);
	return context.newPage();
}

/** axe runs as a script: audited with JavaScript on (the same markup is served with it off). */
async function noSeriousViolations(page: Page, javaScript: boolean): Promise<void> {
	if (javaScript) expect(await seriousViolations(page)).toEqual([]);
}

describeOnDatabases("the Community tab", (database) => {
	beforeAll(() => startHub(database), 180_000);
	afterAll(() => hub?.stop());

	for (const javaScript of [true, false]) {
		describe(`the Community tab (JavaScript ${javaScript ? "on" : "off"})`, () => {
			const suffix = javaScript ? "js" : "nojs";

			it("lists threads, shows a pull request's comments and files, and lets its reader comment but not merge", async () => {
				const num = await readersPullRequest(suffix);
				const page = await signedIn("reader", javaScript);
				await page.goto("/owner/talk");
				if (javaScript) await waitForPageScript(page);
				await page.getByRole("link", { name: "Community" }).click();
				await page.waitForURL("**/owner/talk/discussions");
				await noSeriousViolations(page, javaScript);
				await page.getByRole("navigation", { name: "Kind" }).getByRole("link", { name: "Pull requests" }).click();
				await page.waitForURL("**/discussions?type=pull_request");
				const item = page.locator("[data-slot=thread-list] li", { hasText: `notes-${suffix}` });
				await item.getByRole("link").click();
				await page.waitForURL(`**/owner/talk/discussions/${num}`);
				const comment = page.locator("[data-slot=comment-body]").first();
				expect(await comment.locator("strong").textContent()).toBe(`review ${suffix}`);
				expect(await comment.locator("li").count()).toBe(2);
				expect(await comment.innerHTML()).not.toContain("<script");
				expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
				expect(await page.locator("[data-slot=thread-events]").textContent()).toContain("pushed");
				expect(await page.getByRole("button", { name: "Merge" }).count()).toBe(0);
				expect(await page.getByRole("button", { name: /^Hide/ }).count()).toBe(0);
				await noSeriousViolations(page, javaScript);

				await page.getByRole("link", { name: "Files changed" }).click();
				await page.waitForURL(`**/discussions/${num}?tab=files`);
				const files = page.locator("[data-slot=files-changed]");
				expect(await files.textContent()).toContain("1 changed file");
				expect(await files.getByRole("region", { name: `Added: notes-${suffix}.md` }).textContent()).toContain(
					`notes ${suffix}`,
				);
				await noSeriousViolations(page, javaScript);

				await page.getByRole("link", { name: "Conversation" }).click();
				await page.getByLabel("Your comment").fill(`Thanks from the _browser_ ${suffix}`);
				await page.getByRole("button", { name: "Comment", exact: true }).click();
				await expect.poll(() => page.locator("[data-slot=comment-body] em").allTextContents()).toContain("browser");
				await page.context().close();
			});

			it("opens a discussion from the form, and its author closes and reopens it", async () => {
				const page = await signedIn("reader", javaScript);
				await page.goto("/owner/talk/discussions/new");
				await noSeriousViolations(page, javaScript);
				await page.getByLabel("Title").fill(`A question (${suffix})`);
				await page.getByLabel("Description").fill("Does it **work**?");
				await page.getByRole("button", { name: "Open" }).click();
				await page.waitForURL(/\/owner\/talk\/discussions\/\d+$/);
				await expect.poll(() => page.locator("#thread-title").textContent()).toContain(`A question (${suffix})`);
				expect(await page.locator("[data-slot=comment-body] strong").textContent()).toBe("work");
				await page.getByRole("button", { name: "Close discussion" }).click();
				await expect.poll(() => page.locator("[data-slot=thread-status]").textContent()).toBe("closed");
				await page.goto("/owner/talk/discussions?status=closed&type=discussion");
				expect(await page.locator("[data-slot=thread-list]").textContent()).toContain(`A question (${suffix})`);
				await page.locator("[data-slot=thread-list] a", { hasText: `A question (${suffix})` }).click();
				await page.getByRole("button", { name: "Reopen discussion" }).click();
				await expect.poll(() => page.locator("[data-slot=thread-status]").textContent()).toBe("open");
				await page.context().close();
			});

			it("lets the owner hide a comment and merge the reader's pull request", async () => {
				const num = await readersPullRequest(`${suffix}-merge`);
				const page = await signedIn("owner", javaScript);
				await page.goto(`/owner/talk/discussions/${num}`);
				await page.getByRole("button", { name: /^Hide the comment of reader/ }).click();
				await expect.poll(() => page.locator("[data-slot=thread-comment]").first().textContent()).toContain("hidden");
				expect(await page.locator("[data-slot=thread-events]").textContent()).not.toContain(`review ${suffix}-merge`);
				await page.getByRole("button", { name: "Merge" }).click();
				await expect.poll(() => page.locator("[data-slot=thread-status]").textContent()).toBe("merged");
				const readme = await fetch(`${hub.url}/owner/talk/resolve/main/notes-${suffix}-merge.md`);
				expect(await readme.text()).toBe(`notes ${suffix}-merge\n`);
				await page.context().close();
			});
		});
	}

	it("answers a private repository's threads exactly like a missing repository's", async () => {
		const page = await signedIn("reader", false);
		const pages = [];
		for (const id of ["owner/secret", "owner/nothing-here"])
			for (const path of ["discussions", "discussions/1", "discussions/1?tab=files", "discussions/new"]) {
				const res = await page.goto(`/${id}/${path}`);
				pages.push({
					path,
					status: res?.status(),
					text: (await page.locator("main").textContent())?.replaceAll(id, "ID"),
				});
			}
		expect(pages.slice(0, 4)).toEqual(pages.slice(4));
		expect(pages.every((p) => p.status === 404)).toBe(true);
		await page.context().close();
	});
});
