import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_UPLOAD_LIMIT } from "../../app/lib/upload-paths.ts";
import { seriousViolations } from "./accessibility.ts";
import { describeSite } from "./databases.ts";
import { E2E_PASSWORD, useSiteAndBrowser, NEEDS_REAL_HUB, waitForShown } from "./harness.ts";

const e2e = useSiteAndBrowser();
let folder: string;

beforeAll(() => {
	folder = mkdtempSync(path.join(tmpdir(), "atrium-e2e-upload-"));
	mkdirSync(path.join(folder, "weights", "sub"), { recursive: true });
	writeFileSync(path.join(folder, "weights", "config.json"), '{"architectures": ["BertForMaskedLM"]}\n');
	writeFileSync(path.join(folder, "weights", "sub", "notes.txt"), "uploaded from the browser\n");
	// Binary, so preupload sends it to LFS.
	const blob = Buffer.alloc(2 * 1024 * 1024);
	for (let i = 0; i < blob.length; i++) blob[i] = (i * 7919) % 251;
	writeFileSync(path.join(folder, "weights", "model.bin"), blob);
	// Past the site's upload limit: the clients and git take such files, the site says so.
	writeFileSync(path.join(folder, "too-big.bin"), Buffer.alloc(SITE_UPLOAD_LIMIT + 1024));
});

afterAll(() => {
	if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A browser context signed in as the e2e writer (through the hub's sign-in API, before any page sets cookies). */
async function signedIn(javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
	// axe is injected as an inline script, which the site's CSP rightly refuses: bypass it for the audit.
	const context = await e2e.browser.newContext({ baseURL: e2e.site.url, javaScriptEnabled, bypassCSP: true });
	const res = await context.request.post("/api/auth/signin", {
		data: { name: e2e.site.content.writer, password: E2E_PASSWORD },
	});
	expect(res.status(), await res.text()).toBe(200);
	return { context, page: await context.newPage() };
}

async function commitsOf(id: string): Promise<{ id: string; title: string }[]> {
	const res = await fetch(`${e2e.site.url}/api/models/${id}/commits/main`, { headers: { authorization: "" } });
	return (await res.json()) as { id: string; title: string }[];
}

describeSite(e2e, "writes", () => {
	describe("writing from the site", () => {
		it("creates a repository, uploads a folder, edits the card, shows the history and makes it private", async (ctx) => {
			ctx.skip(e2e.site.mode === "fake", NEEDS_REAL_HUB);
			const { context, page } = await signedIn(true);
			const id = `${e2e.site.content.writer}/browser-made`;

			await page.goto("/new");
			expect(await seriousViolations(page)).toEqual([]);
			await page.getByLabel("Model name").fill("browser-made");
			await page.getByLabel("License").selectOption("mit");
			await page.getByRole("button", { name: "Create model" }).click();
			await page.waitForURL(`**/${id}`);

			await page.goto(`/${id}/upload/main`);
			expect(await seriousViolations(page)).toEqual([]);
			// The page needs no framework: its enhancement script does the upload.
			await page.waitForSelector("html[data-enhanced]", { state: "attached" });
			expect(await page.locator("html[data-hydrated]").count()).toBe(0);
			const posted: string[] = [];
			page.on("request", (request) => {
				if (request.method() === "POST") posted.push(new URL(request.url()).pathname);
			});
			// The script refuses a pick past the site's limit before sending it, saying where larger files go.
			await page.getByLabel("Files").setInputFiles(path.join(folder, "too-big.bin"));
			await page.getByRole("button", { name: "Commit changes" }).click();
			await expect(page.getByRole("alert").textContent()).resolves.toContain("hf upload");
			expect(posted).toEqual([]);
			await page.getByLabel("Files").setInputFiles([]);
			await page.getByLabel("A folder").setInputFiles(path.join(folder, "weights"));
			await page.getByLabel("Commit message").fill("Upload the weights folder");
			await page.getByRole("button", { name: "Commit changes" }).click();
			await waitForShown(page, new RegExp(`^/${id}/commit/[0-9a-f]{40}$`));
			// Sent by the script to the page's scripted twin, which answers JSON, not as the plain form.
			expect(posted).toEqual([`/${id}/upload/main/commit`]);
			await expect(page.getByText("3 changed files").count()).resolves.toBe(1);
			const tree = (await (await fetch(`${e2e.site.url}/api/models/${id}/tree/main?recursive=true`)).json()) as {
				path: string;
				lfs?: unknown;
			}[];
			expect(tree.map((e) => e.path)).toEqual(
				expect.arrayContaining(["weights/config.json", "weights/sub/notes.txt", "weights/model.bin"]),
			);
			expect(tree.find((e) => e.path === "weights/model.bin")?.lfs).toBeTruthy();
			const bin = await fetch(`${e2e.site.url}/${id}/resolve/main/weights/model.bin`);
			expect(Buffer.from(await bin.arrayBuffer()).equals(readFileSync(path.join(folder, "weights", "model.bin")))).toBe(
				true,
			);

			await page.goto(`/${id}`);
			await page.getByRole("link", { name: "Edit the card" }).click();
			await waitForShown(page, `/${id}/edit/main/README.md`);
			expect(await seriousViolations(page)).toEqual([]);
			await page
				.getByLabel("Content of README.md")
				.fill("---\nlicense: mit\n---\n\n# Made in the browser\n\nIt works.\n");
			await page.getByRole("button", { name: "Preview" }).click();
			// Rendered, or (on a very busy machine) the card workers' plain-text fallback: either shows the text.
			await expect(page.getByRole("region", { name: "Preview" }).textContent()).resolves.toContain(
				"Made in the browser",
			);
			await page.getByLabel("Commit message").fill("Write the card");
			await page.getByRole("button", { name: "Commit changes" }).click();
			await waitForShown(page, `/${id}/blob/main/README.md`);
			await expect(page.locator("article, .prose-atrium").first().textContent()).resolves.toContain("It works.");

			await page.goto(`/${id}/commits/main`);
			expect(await seriousViolations(page)).toEqual([]);
			const titles = await page.locator("ol li a.font-medium").allTextContents();
			expect(titles.slice(0, 2)).toEqual(["Write the card", "Upload the weights folder"]);
			expect((await commitsOf(id)).map((c) => c.title).slice(0, 2)).toEqual(titles.slice(0, 2));

			await page.goto(`/${id}/settings`);
			expect(await seriousViolations(page)).toEqual([]);
			await page.getByLabel(/^Private/).check();
			await page.getByRole("button", { name: "Save visibility" }).click();
			await expect(page.getByRole("status").textContent()).resolves.toBe("Visibility saved.");
			expect((await fetch(`${e2e.site.url}/api/models/${id}`)).status).toBe(401);
			await context.close();
		}, 180_000);

		it("works without JavaScript: upload with the plain form, create a branch, delete with typed confirmation", async (ctx) => {
			ctx.skip(e2e.site.mode === "fake", NEEDS_REAL_HUB);
			const { context, page } = await signedIn(false);
			const id = `${e2e.site.content.writer}/plain-forms`;
			await page.goto("/new");
			await page.getByLabel("Model name").fill("plain-forms");
			await page.getByRole("button", { name: "Create model" }).click();
			await page.waitForURL(`**/${id}`);

			// A file past the site's limit: the page says where larger files go, without the hub reading it.
			await page.goto(`/${id}/upload/main`);
			await page.getByLabel("Files").setInputFiles(path.join(folder, "too-big.bin"));
			await page.getByRole("button", { name: "Commit changes" }).click();
			await expect(page.getByRole("alert").textContent()).resolves.toContain("hf upload");
			expect((await fetch(`${e2e.site.url}/${id}/resolve/main/too-big.bin`)).status).toBe(404);

			await page.goto(`/${id}/upload/main`);
			await page.getByLabel("Files").setInputFiles(path.join(folder, "weights", "config.json"));
			await page.getByRole("button", { name: "Commit changes" }).click();
			await page.waitForURL(`**/${id}/commit/*`);
			expect((await fetch(`${e2e.site.url}/${id}/resolve/main/config.json`)).status).toBe(200);

			await page.goto(`/${id}/settings`);
			await page.getByLabel("Branch name").fill("experiment");
			await page.getByRole("button", { name: "Create branch" }).click();
			await page.waitForURL(`**/${id}/tree/experiment`);
			const refs = (await (await fetch(`${e2e.site.url}/api/models/${id}/refs`)).json()) as {
				branches: { name: string }[];
			};
			expect(refs.branches.map((b) => b.name).sort()).toEqual(["experiment", "main"]);

			await page.goto(`/${id}/settings`);
			await page.getByLabel("Repository id").fill("wrong/name");
			await page.getByRole("button", { name: "Delete this repository" }).click();
			await expect(page.getByRole("alert").textContent()).resolves.toContain(`Type ${id} exactly`);
			expect((await fetch(`${e2e.site.url}/api/models/${id}`)).status).toBe(200);
			await page.getByLabel("Repository id").fill(id);
			await page.getByRole("button", { name: "Delete this repository" }).click();
			await page.waitForURL("**/models");
			expect((await fetch(`${e2e.site.url}/api/models/${id}`)).status).toBe(401);
			await context.close();
		}, 180_000);

		it("sends anonymous readers to sign in and hides the write links", async (ctx) => {
			ctx.skip(e2e.site.mode === "fake", NEEDS_REAL_HUB);
			const context = await e2e.browser.newContext({ baseURL: e2e.site.url, javaScriptEnabled: false });
			const page = await context.newPage();
			await page.goto("/new");
			const signIn = new URL(page.url());
			expect(signIn.pathname).toBe("/login");
			// The sign-in page brings the reader back to the page that sent them.
			expect(signIn.searchParams.get("returnTo")).toBe("/new");
			await page.goto(`/${e2e.site.content.model}/tree/main`);
			await expect(page.getByRole("link", { name: "Upload files" }).count()).resolves.toBe(0);
			await expect(page.getByRole("link", { name: "Settings" }).count()).resolves.toBe(0);
			await context.close();
		});
	});
});
