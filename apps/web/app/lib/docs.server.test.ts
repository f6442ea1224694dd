import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { docPage, docsIndex, editUrlOf, parseDocFrontMatter } from "./docs.server.ts";

const DOCS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../docs");

describe("docs", () => {
	it("lists every markdown file of docs/, the overview first", () => {
		const files = readdirSync(DOCS_DIR, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".md"));
		expect(
			docsIndex()
				.map((d) => d.file)
				.sort(),
		).toEqual(files.sort());
		expect(docsIndex()[0]?.slug).toBe("");
		for (const page of [
			"getting-started",
			"running-the-hub",
			"api",
			"model-cards",
			"tasks",
			"libraries",
			"snippets",
			"download-counting",
		]) {
			expect(
				docsIndex().some((d) => d.slug === page),
				page,
			).toBe(true);
		}
	});

	it("renders every page with anchored headings", () => {
		for (const meta of docsIndex()) {
			const page = docPage(meta.slug);
			expect(page?.toc.length, meta.file).toBeGreaterThan(0);
			for (const h of page?.toc ?? []) expect(page?.html).toContain(`href="#${h.id}"`);
		}
	});

	it("links only to pages and anchors that exist", () => {
		const slugs = new Set(docsIndex().map((d) => d.slug));
		for (const meta of docsIndex()) {
			const html = docPage(meta.slug)?.html ?? "";
			for (const [, target] of html.matchAll(/href="\/docs\/([^"#]*)/g))
				expect(slugs.has(target ?? ""), `${meta.file} → ${target}`).toBe(true);
		}
	});

	it("links each page to its source file for edits", () => {
		const api = docsIndex().find((d) => d.slug === "api");
		expect(api && editUrlOf(api, "https://github.com/atrium-hub/atrium")).toBe(
			"https://github.com/atrium-hub/atrium/edit/main/docs/api.md",
		);
		expect(
			editUrlOf(
				{ slug: "x", file: "x.md", title: "X", description: "d", order: 1, editUrl: "https://e/x" },
				"https://r",
			),
		).toBe("https://e/x");
	});

	it("rejects front matter without a title or description", () => {
		expect(() => parseDocFrontMatter("a.md", "description: d")).toThrow(/needs a title/);
		expect(() => parseDocFrontMatter("a.md", "title: T")).toThrow(/needs a description/);
		expect(parseDocFrontMatter("a.md", 'title: "T"\ndescription: d\norder: 3')).toEqual({
			title: "T",
			description: "d",
			order: 3,
		});
	});

	it("answers undefined for an unknown page", () => {
		expect(docPage("no-such-page")).toBeUndefined();
	});
});
