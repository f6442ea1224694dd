import type { ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./accessibility.ts";
import { openPage, signIn, slowPoll } from "./browser-session.ts";
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

const poll = slowPoll;

let store: HubStore;
let hub: ChildProcess | undefined;
let url: string;
let browser: Browser;
let token: string;

const cli = (args: string[], input?: string): string => runHubCli(store, args, input);

function importRepo(id: string, files: Record<string, string>, flags: string[] = []): void {
	const folder = path.join(store.dir, "sources", id.replace("/", "__"));
	mkdirSync(folder, { recursive: true });
	for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
	cli(["import", folder, "--repo", id, ...flags]);
}

async function api(method: string, apiPath: string, body?: unknown): Promise<Record<string, unknown>> {
	const res = await fetch(`${url}${apiPath}`, {
		method,
		headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
		...(body === undefined ? {} : { body: JSON.stringify(body) }),
	});
	expect(res.status, `${method} ${apiPath}`).toBeLessThan(300);
	return (await res.json()) as Record<string, unknown>;
}

const card = (base?: string, relation?: string) =>
	`---\nlicense: mit\n${base ? `base_model: ${base}\n` : ""}${relation ? `base_model_relation: ${relation}\n` : ""}---\n# Model\n`;

beforeAll(async () => {
	ensureBuild();
	browser = await launchChromium();
}, 180_000);

afterAll(async () => {
	await browser?.close();
});

/** A hub on `database` with a base model and its kin, an organization's model, and two collections. */
async function startHub(database: Database): Promise<void> {
	store = await createHubStore(database, "atrium-community-e2e-");
	cli(["users", "add", "owner", "--password-stdin"], "owner-password\n");
	cli(["users", "add", "fan", "--password-stdin"], "fan-password\n");
	token = cli(["tokens", "create", "owner", "--role", "write"]).trim().split("\n").at(-1) ?? "";
	importRepo("owner/base-model", { "README.md": card(), "config.json": "{}" });
	importRepo("owner/base-lora", { "README.md": card("owner/base-model"), "adapter_config.json": "{}" });
	importRepo("owner/base-tuned", { "README.md": card("owner/base-model", "finetune"), "config.json": "{}" });
	importRepo("owner/hidden-tune", { "README.md": card("owner/base-model"), "config.json": "{}" }, ["--private"]);
	// A namespace nobody signed up for: the import makes it an organization, which has a page.
	importRepo("catalogue-lab/tiny", { "README.md": card(), "config.json": "{}" });
	({ url, child: hub } = await serveHub(store));
	const created = await api("POST", "/api/collections", { title: "Base family", description: "The base and its kin" });
	const slug = String(created.slug);
	for (const id of ["owner/base-model", "owner/base-lora", "owner/hidden-tune"])
		await api("POST", `/api/collections/${slug}/items`, { item: { id, type: "model" }, note: `About ${id}` });
	await api("POST", "/api/collections", { title: "Secret picks", private: true });
}

/** Runs `visit` on a fresh page (axe needs the CSP bypassed: it goes in as an inline script); no script errors allowed. */
async function onPage(javaScript: boolean, visit: (page: Page) => Promise<void>): Promise<void> {
	const { context, page, errors } = await openPage(browser, url, { javaScript, bypassCSP: true });
	await visit(page);
	expect(errors).toEqual([]);
	await context.close();
}

describeOnDatabases("people and collections", (database) => {
	beforeAll(() => startHub(database), 180_000);
	afterAll(async () => {
		await stopAndRemove(hub, store);
		hub = undefined;
	});

	describe("namespace, collection and model tree pages", () => {
		it("gives a namespace that only holds imported repositories its page", async () => {
			await onPage(true, async (page) => {
				expect((await page.goto("/catalogue-lab"))?.status()).toBe(200);
				expect(await page.locator("[data-slot=profile-models]").textContent()).toContain("catalogue-lab/tiny");
				expect(await seriousViolations(page)).toEqual([]);
			});
		});

		it("shows a model's bases and its children by relation, counting only those the reader may see", async () => {
			await onPage(true, async (page) => {
				await page.goto("/owner/base-model");
				const tree = page.locator("[data-slot=model-tree]");
				expect(await tree.locator("[data-slot=model-tree-count]").textContent()).toContain(
					"2 models are built on this one",
				);
				expect(await tree.locator("[data-slot=model-tree-adapter]").textContent()).toContain("owner/base-lora");
				expect(await tree.locator("[data-slot=model-tree-finetune]").textContent()).toContain("owner/base-tuned");
				expect(await tree.textContent()).not.toContain("hidden-tune");
				expect(await seriousViolations(page)).toEqual([]);
				await page.goto("/owner/base-lora");
				expect(await page.locator("[data-slot=model-tree-parents]").textContent()).toContain(
					"Adapter ofowner/base-model",
				);
				await page.locator("[data-slot=model-tree-parents] a").click();
				await poll(() => new URL(page.url()).pathname).toBe("/owner/base-model");
			});
		});

		it("lists a namespace's collections and shows one with the items the reader may read", async () => {
			await onPage(true, async (page) => {
				await page.goto("/owner");
				const cards = page.locator("[data-slot=collections]");
				expect(await cards.textContent()).toContain("Base family");
				expect(await cards.textContent()).not.toContain("Secret picks");
				await page.goto("/collections/owner");
				expect(await seriousViolations(page)).toEqual([]);
				await page.getByRole("link", { name: "Base family" }).click();
				await poll(() => page.locator("h1").textContent()).toContain("Base family");
				const items = page.locator("[data-slot=collection-items]");
				expect(await items.textContent()).toContain("About owner/base-lora");
				expect(await items.textContent()).not.toContain("hidden-tune");
				expect(await seriousViolations(page)).toEqual([]);
				expect((await page.goto("/collections/owner/nothing-0123456789abcdef"))?.status()).toBe(404);
			});
		});
	});

	for (const javaScript of [true, false]) {
		describe(`following on a user's page (JavaScript ${javaScript ? "on" : "off"})`, () => {
			it("follows and unfollows through the form, and the API agrees", async () => {
				await onPage(javaScript, async (page) => {
					await page.goto("/owner");
					expect(await page.getByRole("button", { name: "Follow owner", exact: true }).count()).toBe(0);
					await signIn(page, "fan", "fan-password");
					await page.goto("/owner");
					if (javaScript) await waitForPageScript(page);
					await page.getByRole("button", { name: "Follow owner", exact: true }).click();
					await poll(() => page.getByRole("button", { name: "Unfollow owner", exact: true }).count()).toBe(1);
					expect(await page.locator("[data-slot=follow-form]").textContent()).toContain("1 follower");
					const followers = await (await fetch(`${url}/api/users/owner/followers`)).json();
					expect(followers).toEqual([expect.objectContaining({ user: "fan" })]);
					// axe runs as a script: only where the page has JavaScript.
					if (javaScript) expect(await seriousViolations(page)).toEqual([]);
					await page.getByRole("button", { name: "Unfollow owner", exact: true }).click();
					await poll(() => page.getByRole("button", { name: "Follow owner", exact: true }).count()).toBe(1);
					expect(await (await fetch(`${url}/api/users/owner/followers`)).json()).toEqual([]);
					await page.goto("/fan");
					expect(await page.getByRole("button", { name: "Follow fan", exact: true }).count()).toBe(0);
				});
			});
		});
	}
});
