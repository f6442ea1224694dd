import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./icons.tsx";

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Arrows, symbols, dingbats and emoji: glyphs many Linux font sets lack (Chromium draws boxes). */
const FRAGILE_GLYPH = /[\u2190-\u2bff\u{1f000}-\u{1faff}]/u;

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const file = path.join(dir, name);
		if (statSync(file).isDirectory()) return sourceFiles(file);
		return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
	});
}

/** The source without comments, so prose in comments may use any character. */
function withoutComments(source: string): string {
	return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

describe("icons", () => {
	it("are inline SVG, hidden from assistive technology", () => {
		for (const [name, Icon] of Object.entries(icons)) {
			const html = renderToStaticMarkup(<Icon />);
			expect(html, name).toMatch(/^<svg[^>]*aria-hidden="true"/);
			expect(html, name).toContain("<path");
		}
	});

	it("replace every symbol or emoji glyph the site's pages would print", () => {
		const offenders = sourceFiles(APP_DIR).flatMap((file) =>
			withoutComments(readFileSync(file, "utf8"))
				.split("\n")
				.filter((line) => FRAGILE_GLYPH.test(line))
				.map((line) => `${path.relative(APP_DIR, file)}: ${line.trim()}`),
		);
		expect(offenders).toEqual([]);
	});
});
