import { describe, expect, it } from "vitest";
import { contentDisposition, isActiveContent } from "./content-disposition.ts";

describe("contentDisposition", () => {
	it("keeps the Hub's form for ordinary files", () => {
		expect(contentDisposition("config.json", false)).toBe(
			`inline; filename*=UTF-8''config.json; filename="config.json";`,
		);
		expect(contentDisposition("a/b/model.safetensors", true)).toBe(
			`attachment; filename*=UTF-8''model.safetensors; filename="model.safetensors";`,
		);
	});

	it("makes anything a browser could run an attachment", () => {
		for (const path of [
			"index.html",
			"x/page.HTM",
			"logo.svg",
			"feed.xml",
			"app.js",
			"m.mjs",
			"paper.pdf",
			"a.xhtml",
		]) {
			expect(isActiveContent(path), path).toBe(true);
			expect(contentDisposition(path, false), path).toMatch(/^attachment; /);
		}
		for (const path of ["README.md", "config.json", "html", "svg/readme.txt", "weights.bin", ".gitattributes"]) {
			expect(isActiveContent(path), path).toBe(false);
		}
	});

	it("encodes names per RFC 6266 / RFC 8187, with an ASCII fallback", () => {
		expect(contentDisposition("notes/été 1.txt", false)).toBe(
			`inline; filename*=UTF-8''%C3%A9t%C3%A9%201.txt; filename="_t_ 1.txt";`,
		);
		// attr-char excludes ' ( ) * ; quotes and backslashes never reach the quoted fallback raw.
		expect(contentDisposition(`it's (v2)*.txt`, false)).toBe(
			`inline; filename*=UTF-8''it%27s%20%28v2%29%2A.txt; filename="it's (v2)*.txt";`,
		);
		expect(contentDisposition('a"b\\c;d.txt', false)).toBe(
			`inline; filename*=UTF-8''a%22b%5Cc%3Bd.txt; filename="a_b_c;d.txt";`,
		);
		expect(contentDisposition("日本.bin", false)).toBe(
			`inline; filename*=UTF-8''%E6%97%A5%E6%9C%AC.bin; filename="__.bin";`,
		);
	});
});
