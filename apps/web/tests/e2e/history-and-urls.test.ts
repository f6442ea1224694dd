import { describe, expect, it } from "vitest";
import { describeSite, READS_ONLY } from "./databases.ts";
import { useSiteAndBrowser, NEEDS_REAL_HUB } from "./harness.ts";

const e2e = useSiteAndBrowser();

async function newPage(javaScriptEnabled: boolean) {
	const context = await e2e.browser.newContext({ baseURL: e2e.site.url, javaScriptEnabled });
	return { context, page: await context.newPage() };
}

/** The repository ids shown by a list page. */
async function listedIds(url: string, javaScriptEnabled = false): Promise<string[]> {
	const { context, page } = await newPage(javaScriptEnabled);
	await page.goto(url);
	const ids = await page.locator("[data-slot=repo-card] h3").allTextContents();
	await context.close();
	return ids.map((id) => id.trim());
}

/** The ids the API lists for a query, for comparison with the page. */
async function apiIds(kind: string, query: string): Promise<string[]> {
	const res = await fetch(`${e2e.site.url}/api/${kind}?${query}&limit=30`);
	return ((await res.json()) as { id: string }[]).map((r) => r.id);
}

describeSite(
	e2e,
	"history and URLs",
	() => {
		describe("URLs copied from huggingface.co", () => {
			it("filter model lists the way the public hub's query strings say", async () => {
				const cases = [
					["/models?pipeline_tag=fill-mask", "pipeline_tag=fill-mask&sort=downloads"],
					["/models?license=license:apache-2.0", "license=apache-2.0&sort=downloads"],
					["/models?author=atrium&sort=modified", "author=atrium&sort=lastModified"],
					[
						"/models?library=transformers&pipeline_tag=text-generation",
						"library=transformers&pipeline_tag=text-generation&sort=downloads",
					],
					["/models?other=gguf", "filter=gguf&sort=downloads"],
				] as const;
				for (const [url, api] of cases) {
					const expected = await apiIds("models", api);
					expect(expected.length, `${url} should match something in the sample catalogue`).toBeGreaterThan(0);
					expect(await listedIds(url), url).toEqual(expected);
				}
				const all = await apiIds("models", "sort=downloads");
				expect(await listedIds("/models?pipeline_tag=fill-mask")).not.toEqual(all);
			});

			it("filter dataset and space lists with their facets", async () => {
				const [dataset] = (await (await fetch(`${e2e.site.url}/api/datasets?limit=100&full=true`)).json()) as {
					tags: string[];
				}[];
				const taskTag = dataset?.tags.find((t) => t.startsWith("task_categories:"));
				if (!taskTag) throw new Error("the sample datasets carry no task_categories tag");
				const expected = await apiIds("datasets", `filter=${encodeURIComponent(taskTag)}&sort=downloads`);
				expect(await listedIds(`/datasets?task_categories=${encodeURIComponent(taskTag)}`)).toEqual(expected);
				const spaces = await apiIds("spaces", "filter=gradio&sort=downloads");
				expect(spaces.length).toBeGreaterThan(0);
				expect(await listedIds("/spaces?sdk=gradio")).toEqual(spaces);
			});

			it("write the public hub's keys when filtering with the form, with and without JavaScript", async () => {
				for (const js of [false, true]) {
					const { context, page } = await newPage(js);
					await page.goto("/models");
					await page.getByLabel("License").selectOption("license:mit");
					if (!js) await page.getByRole("button", { name: "Apply filters" }).click();
					await expect.poll(() => new URL(page.url()).search).toBe("?license=license%3Amit");
					await context.close();
				}
			});

			it("redirect Atrium's earlier keys to the public hub's", async () => {
				const res = await fetch(`${e2e.site.url}/models?task=fill-mask&params=lt1b`, { redirect: "manual" });
				expect(res.status).toBe(302);
				expect(new URL(res.headers.get("location") ?? "", e2e.site.url).search).toBe(
					"?pipeline_tag=fill-mask&num_parameters=min%3A0%2Cmax%3A1B",
				);
			});
		});

		describe("history pages", () => {
			it("list the commits of a branch and show one commit's changed files with a text diff", async (ctx) => {
				ctx.skip(e2e.site.mode === "fake", NEEDS_REAL_HUB);
				const repo = e2e.site.content.historyModel;
				const commits = (await (await fetch(`${e2e.site.url}/api/models/${repo}/commits/main`)).json()) as {
					id: string;
				}[];
				expect(commits).toHaveLength(2);
				const { context, page } = await newPage(false);
				await page.goto(`/${repo}`);
				await page.getByRole("navigation", { name: "Repository" }).getByRole("link", { name: "History" }).click();
				await page.waitForURL(`**/${repo}/commits/main`);
				await expect(page.getByText("(2 commits)").count()).resolves.toBe(1);
				await page.getByRole("link", { name: `Commit ${commits[0]?.id.slice(0, 7)}` }).click();
				await page.waitForURL(`**/${repo}/commit/${commits[0]?.id}`);
				await expect(page.getByText("3 changed files").count()).resolves.toBe(1);
				const readme = page.getByRole("region", { name: "Modified: README.md" });
				await expect(readme.locator("tr").allTextContents()).resolves.toEqual(
					expect.arrayContaining([
						expect.stringContaining("second line, edited"),
						expect.stringContaining("third line"),
					]),
				);
				await expect(page.getByRole("region", { name: "Deleted: config.json" }).count()).resolves.toBe(1);
				await expect(page.getByRole("region", { name: "Added: notes.txt" }).count()).resolves.toBe(1);
				await page.getByRole("link", { name: commits[1]?.id.slice(0, 7) ?? "" }).click();
				await expect(page.getByText("none (first commit)").count()).resolves.toBe(1);
				await context.close();
			});

			it("answer 404 for a malformed or unknown commit id", async (ctx) => {
				ctx.skip(e2e.site.mode === "fake", NEEDS_REAL_HUB);
				const repo = e2e.site.content.historyModel;
				expect((await fetch(`${e2e.site.url}/${repo}/commit/not-a-sha`)).status).toBe(404);
				expect((await fetch(`${e2e.site.url}/${repo}/commit/${"0".repeat(40)}`)).status).toBe(404);
			});
		});

		describe("file icons", () => {
			it("are drawn as SVG, not as emoji glyphs", async () => {
				const { context, page } = await newPage(false);
				await page.goto(`/${e2e.site.content.model}/tree/main`);
				const rows = page.locator("tbody tr");
				expect(await rows.count()).toBeGreaterThan(0);
				expect(await page.locator("tbody svg[data-slot=icon]").count()).toBeGreaterThan(0);
				expect(await page.locator("tbody").textContent()).not.toMatch(/[\u{1f300}-\u{1faff}]/u);
				await context.close();
			});
		});
	},
	READS_ONLY,
);
