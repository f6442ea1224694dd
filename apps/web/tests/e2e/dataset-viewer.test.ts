import type { ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleDatasets } from "../../../hub/seed/sample-datasets.ts";
import { seriousViolations } from "./accessibility.ts";
import { openPage } from "./browser-session.ts";
import { describeOnDatabases } from "./databases.ts";
import {
	createHubStore,
	ensureBuild,
	launchChromium,
	runHubCli,
	serveHub,
	stopAndRemove,
	waitForPageScript,
	waitForShown,
	type Database,
	type HubStore,
} from "./harness.ts";

/**
 * The dataset page's viewer in Chromium (issue 22): rows rendered by the server (JavaScript off), paging,
 * the config/split picker, search and filter, column statistics, an image cell served as a PNG, the
 * messages for a dataset whose viewer is off or whose file cannot be read, and axe.
 */

const REVIEWS = "atrium/sample-product-reviews";
const SHAPES = "atrium/sample-shapes";
const OFF = "e2e/viewer-off";
const BROKEN = "e2e/broken-parquet";

let store: HubStore;
let hub: ChildProcess | undefined;
let url: string;
let browser: Browser;

function importDataset(id: string, files: Record<string, string | Uint8Array>): void {
	const folder = path.join(store.dir, "sources", id.replace("/", "__"));
	for (const [name, content] of Object.entries(files)) {
		mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
		writeFileSync(path.join(folder, name), content);
	}
	runHubCli(store, ["import", folder, "--repo", id, "--type", "dataset"]);
}

beforeAll(async () => {
	ensureBuild();
	browser = await launchChromium();
}, 180_000);

afterAll(async () => {
	await browser?.close();
});

/** A hub on `database` with two sample datasets, one whose viewer is off and one broken, all converted. */
async function startHub(database: Database): Promise<void> {
	store = await createHubStore(database, "atrium-viewer-e2e-");
	for (const sample of sampleDatasets().filter((repo) => repo.id === REVIEWS || repo.id === SHAPES))
		importDataset(sample.id, sample.files);
	importDataset(OFF, { "README.md": "---\nviewer: false\n---\n# Off\n", "train.csv": "text,label\nhello,1\n" });
	importDataset(BROKEN, { "data/train.parquet": "PAR1 these bytes are not a Parquet file PAR1" });
	({ url, child: hub } = await serveHub(store));
	// The hub converts every imported dataset at boot (decision 042): browse once that work is done.
	await conversionsSettled(hub, [REVIEWS, SHAPES, OFF, BROKEN]);
}

/**
 * Resolves once the conversion of every dataset in `ids` has settled (done or failed). It asks the
 * API, and while one is not settled it waits for the hub's next output (it logs a line for every
 * conversion job that ends, decision 042) before asking again: no polling on a clock.
 */
async function conversionsSettled(hub: ChildProcess, ids: string[]): Promise<void> {
	let wake = () => {};
	const onOutput = () => wake();
	let onExit = (_code: number | null) => {};
	const exited = new Promise<never>((_, reject) => {
		onExit = (code) => reject(new Error(`the hub exited (${code}) before its conversions ended`));
	});
	exited.catch(() => {}); // raced below; handled here too so an exit between two races is not unhandled
	hub.once("exit", onExit);
	hub.stdout?.on("data", onOutput);
	try {
		for (const id of ids)
			for (;;) {
				// Armed before asking, so output that arrives while the answer is on its way is not missed.
				const output = new Promise<void>((resolve) => (wake = resolve));
				const { state } = (await (await fetch(`${url}/api/datasets/${id}/parquet-conversion`)).json()) as {
					state: string;
				};
				if (state === "done" || state === "failed") break;
				await Promise.race([output, exited]);
			}
	} finally {
		hub.stdout?.off("data", onOutput);
		hub.off("exit", onExit);
	}
}

/**
 * A browser page on the hub. A dataset page runs several DuckDB queries (rows, statistics) before it
 * answers: on a loaded 2-core machine a navigation can take longer than Playwright's 30 s default.
 */
async function viewerPage(options: { javaScript?: boolean; bypassCSP?: boolean } = {}) {
	const opened = await openPage(browser, url, options);
	opened.context.setDefaultTimeout(90_000);
	return opened;
}

const viewer = (page: Page) => page.locator("#dataset-viewer");
/** The texts of one column of the rows table (1-based, after the `#` column). */
const columnTexts = (page: Page, column: number) =>
	viewer(page)
		.locator(`tbody tr td:nth-child(${column + 1})`)
		.allTextContents();
const summary = (page: Page) =>
	viewer(page)
		.locator("p", { hasText: /^(Rows |No rows)/ })
		.textContent();

describeOnDatabases("the dataset viewer", (database) => {
	beforeAll(() => startHub(database), 300_000);
	afterAll(async () => {
		await stopAndRemove(hub, store);
		hub = undefined;
	});

	describe("the dataset viewer without JavaScript", () => {
		it("shows the first rows from the server, pages, switches split, searches and filters", async () => {
			const { context, page } = await viewerPage({ javaScript: false });
			await page.goto(`/datasets/${REVIEWS}`);
			expect(await summary(page)).toBe("Rows 1–20 of 120 in default / train.");
			expect(await viewer(page).locator("thead th").allTextContents()).toEqual(["#", "textstring", "labelstring"]);
			expect((await columnTexts(page, 2)).slice(0, 4)).toEqual(["positive", "negative", "positive", "negative"]);
			expect(await viewer(page).locator("tbody tr td:first-child").first().textContent()).toBe("0");

			await page.getByRole("link", { name: "Next rows" }).click();
			await page.waitForURL(/offset=20/);
			expect(await summary(page)).toBe("Rows 21–40 of 120 in default / train.");
			expect(await viewer(page).locator("tbody tr td:first-child").first().textContent()).toBe("20");
			await page.getByRole("link", { name: "Previous rows" }).click();
			await page.waitForURL(/offset=0/);
			expect(await summary(page)).toBe("Rows 1–20 of 120 in default / train.");

			await page.getByLabel("Subset (config) and split").selectOption("default/test");
			await page.getByRole("button", { name: "Show" }).click();
			await page.waitForURL(/pick=default%2Ftest/);
			expect(await summary(page)).toBe("Rows 1–20 of 30 in default / test.");

			await page.getByLabel("Subset (config) and split").selectOption("default/train");
			await page.getByLabel("Search text columns").fill("KETTLE");
			await page.getByRole("button", { name: "Show" }).click();
			await page.waitForURL(/q=KETTLE/);
			const found = await columnTexts(page, 1);
			expect(found.length).toBeGreaterThan(0);
			for (const text of found) expect(text.toLowerCase()).toContain("kettle");
			expect(await summary(page)).toMatch(/^Rows 1–\d+ of \d+ matching in default \/ train\.$/);

			await page.getByLabel("Search text columns").fill("");
			await page.getByLabel(/^Filter/).fill(`"label" = 'negative'`);
			await page.getByRole("button", { name: "Show" }).click();
			await page.waitForURL(/where=/);
			expect(await summary(page)).toBe("Rows 1–20 of 60 matching in default / train.");
			expect(new Set(await columnTexts(page, 2))).toEqual(new Set(["negative"]));

			// A condition the parser refuses: the page says why and shows the plain rows.
			await page.getByLabel(/^Filter/).fill(`"label" = 'x'; DROP TABLE t`);
			await page.getByRole("button", { name: "Show" }).click();
			await page.waitForURL(/DROP/);
			expect(await viewer(page).getByRole("alert").textContent()).toMatch(/\S/);
			expect(await summary(page)).toBe("Rows 1–20 of 120 in default / train.");
			await context.close();
		});

		it("draws column statistics: frequencies of a label column, a histogram of text lengths", async () => {
			const { context, page } = await viewerPage({ javaScript: false });
			await page.goto(`/datasets/${REVIEWS}`);
			const labels = await viewer(page)
				.getByRole("img")
				.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label") ?? ""));
			expect(labels).toHaveLength(2);
			expect(labels).toContain("Frequencies of label: negative: 60; positive: 60");
			const histogram = labels.find((label) => label.startsWith("Histogram of text: ")) ?? "";
			// Bars "from – to: count" over the 120 reviews' lengths, each bin ending where the next starts.
			const bins = [...histogram.matchAll(/(\d+) – (\d+): (\d+)/g)].map((m) => m.slice(1).map(Number));
			expect(bins.reduce((sum, [, , count]) => sum + (count ?? 0), 0)).toBe(120);
			for (const [index, [from, to]] of bins.entries()) {
				expect(to, histogram).toBeGreaterThan(from ?? 0);
				if (index > 0) expect(from, histogram).toBe(bins[index - 1]?.[1]);
			}
			await context.close();
		});

		it("shows an image folder's images as thumbnails the hub serves as PNG", async () => {
			const { context, page } = await viewerPage({ javaScript: false });
			await page.goto(`/datasets/${SHAPES}`);
			expect(await summary(page)).toBe("Rows 1–9 of 9 in default / train.");
			const image = viewer(page).locator("tbody img").first();
			await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBe(32);
			const src = await image.getAttribute("src");
			expect(src).toMatch(new RegExp(`^/datasets/${SHAPES}/resolve/[0-9a-f]{40}/train/circle-red\\.png$`));
			const served = await page.request.get(src ?? "");
			expect(served.status()).toBe(200);
			expect(served.headers()["content-type"]).toBe("image/png");
			expect([...(await served.body()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
			// The image folder has a Parquet version too (decision 044), and the page says so.
			expect(await page.getByTestId("parquet-conversion").textContent()).toMatch(/^Parquet version up to date/);
			await context.close();
		});

		it("says so when the viewer is off or a file cannot be read", async () => {
			const { context, page } = await viewerPage({ javaScript: false });
			await page.goto(`/datasets/${OFF}`);
			expect(await viewer(page).textContent()).toMatch(/viewer is (off|disabled)/i);
			expect(await viewer(page).locator("table").count()).toBe(0);
			await page.goto(`/datasets/${BROKEN}`);
			const message = (await viewer(page).textContent()) ?? "";
			expect(message).toMatch(/cannot be (shown|read)/i);
			expect(message).not.toMatch(/\/(blobs|viewer-cache)\//);
			expect(await viewer(page).locator("table").count()).toBe(0);
			await context.close();
		});
	});

	describe("the dataset viewer with JavaScript", () => {
		it("pages and switches split in place, in the same document, without script errors", async () => {
			const { context, page, errors } = await viewerPage();
			await page.goto(`/datasets/${REVIEWS}`);
			await waitForPageScript(page);
			let documents = 0;
			page.on("load", () => documents++);
			await page.getByRole("link", { name: "Next rows" }).click();
			await waitForShown(page, /offset=20/);
			expect(await summary(page)).toBe("Rows 21–40 of 120 in default / train.");
			await page.getByLabel("Subset (config) and split").selectOption("default/test");
			await page.getByRole("button", { name: "Show" }).click();
			await waitForShown(page, /pick=default%2Ftest/);
			expect(await summary(page)).toBe("Rows 1–20 of 30 in default / test.");
			expect(documents).toBe(0);
			expect(errors).toEqual([]);
			await context.close();
		});

		it("has no serious axe violation on the viewer's pages", async () => {
			// axe goes in as an inline script, which the site's Content-Security-Policy forbids.
			const { context, page } = await viewerPage({ bypassCSP: true });
			const found: Record<string, string[]> = {};
			for (const address of [
				`/datasets/${REVIEWS}`,
				`/datasets/${REVIEWS}?where=${encodeURIComponent(`"label" = 'negative'`)}`,
				`/datasets/${SHAPES}`,
				`/datasets/${OFF}`,
				`/datasets/${BROKEN}`,
			]) {
				await page.goto(address);
				await waitForPageScript(page);
				const violations = await seriousViolations(page);
				if (violations.length) found[address] = violations;
			}
			expect(found).toEqual({});
			await context.close();
		});
	});
});
