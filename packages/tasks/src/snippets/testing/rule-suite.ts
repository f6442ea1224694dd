import { describe, expect, it } from "vitest";
import { LIBRARY_SNIPPETS } from "../index.ts";
import { librarySnippets } from "../library-snippets.ts";
import type { Snippet } from "../types.ts";
import { NASTY, NASTY_ID, hostile } from "./model-matrix.ts";
import { RULE_CASES } from "./rule-case-table.ts";
import { jsShape, shShape } from "./shape.ts";
import { checkPython, validateSnippets } from "./validate.ts";

const EXTENSIONS: Record<string, string> = { python: "py", js: "js", ts: "ts", sh: "sh", json: "json", text: "txt" };

function shapes(snippets: Snippet[]): string[] {
	const python = checkPython(snippets.filter((s) => s.language === "python").map((s) => s.code));
	let k = 0;
	return snippets.map((s) => {
		if (s.language === "python") return python[k++]?.shape ?? "unparsable";
		if (s.language === "js") return jsShape(s.code);
		if (s.language === "sh") return shShape(s.code);
		return s.language;
	});
}

/** Replaces every hostile string of a record with plain text: a benign record of the same structure. */
function defang(value: unknown): unknown {
	if (value === NASTY) return "Plain words";
	if (value === NASTY_ID) return "acme/plain-model";
	if (Array.isArray(value)) return value.map(defang);
	if (value && typeof value === "object") {
		return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, defang(v)]));
	}
	return value;
}

/**
 * Runs the rule-case table of one library (`RULE_CASES[library]`) as Vitest tests: each case's
 * expectations, every guarantee of the validator, the same structure for a hostile copy of the
 * record, and golden files `__snapshots__/<library>/<case>.<n>.<ext>` beside the calling test.
 */
export function describeRuleTable(library: string): void {
	const cases = RULE_CASES[library] ?? [];
	describe(`${library} rule cases`, () => {
		it("has rule cases and a generator", () => {
			expect(cases.length).toBeGreaterThan(0);
			expect(Object.hasOwn(LIBRARY_SNIPPETS, library)).toBe(true);
		});

		it.each(cases.map((c) => [c.name, c] as const))("%s", async (name, c) => {
			const snippets = librarySnippets({ ...c.model, library_name: library });
			const code = snippets.map((s) => s.code).join("\n");
			const { text, count, includes = [], excludes = [] } = c.expect;
			if (text !== undefined) expect(snippets.map((s) => [s.language, s.code])).toEqual([["text", text]]);
			if (count !== undefined) expect(snippets).toHaveLength(count);
			for (const needle of includes) expect(code).toContain(needle);
			for (const needle of excludes) expect(code).not.toContain(needle);
			expect(validateSnippets(snippets)).toEqual([]);

			// A hostile copy keeps the structure of a benign copy with the same fields filled in.
			const evilModel = { ...hostile(c.model), library_name: library };
			const evil = librarySnippets(evilModel);
			const plain = librarySnippets(defang(evilModel) as typeof evilModel);
			expect(validateSnippets(evil)).toEqual([]);
			expect(evil.map((s) => s.language)).toEqual(plain.map((s) => s.language));
			expect(shapes(evil)).toEqual(shapes(plain));

			for (const [i, snippet] of snippets.entries()) {
				await expect(snippet.code + "\n").toMatchFileSnapshot(
					`./__snapshots__/${library}/${name}.${i}.${EXTENSIONS[snippet.language] ?? "txt"}`,
				);
			}
		});
	});
}
