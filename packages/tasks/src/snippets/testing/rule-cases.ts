import { describe, expect, it } from "vitest";
import type { ModelRecord } from "../../model-record.ts";
import type { GeneratedSnippet, SnippetGenerator } from "../types.ts";
import { hostile, NASTY_ID } from "./model-matrix.ts";
import { shShape } from "./shape.ts";
import { checkPython, validateSnippets } from "./validate.ts";

/** One rule case of a library generator: a model record and what its snippets must (not) contain. */
export interface RuleCase {
	/** Short kebab-case name; also names the golden files (`rule-<name>.<index>.<ext>`). */
	name: string;
	model: ModelRecord;
	/** Text every case snippet, joined, must contain (e.g. the class the rule selects). */
	contains?: string[];
	/** Text the joined snippets must not contain (the negative side of a rule). */
	excludes?: string[];
}

const EXTENSIONS: Record<string, string> = { python: "py", js: "js", ts: "ts", sh: "sh", json: "json", text: "txt" };

function pythonShapes(snippets: GeneratedSnippet[]): (string | null)[] {
	const python = snippets.filter((s) => s.language === "python");
	return checkPython(python.map((s) => s.code)).map((report) => report.shape);
}

function shellShapes(snippets: GeneratedSnippet[]): string[] {
	return snippets.filter((s) => s.language === "sh").map((s) => shShape(s.code));
}

/**
 * Runs a library generator over its rule cases: every case keeps the snippet guarantees, selects
 * what the rule says (`contains` / `excludes`), keeps its structure when every author-controlled
 * string is hostile, and matches its golden files under `__snapshots__/<library>/` (paths resolve
 * from the calling test file, which lives beside the generators).
 */
export function describeRuleCases(library: string, generate: SnippetGenerator, cases: RuleCase[]): void {
	describe(`${library} rules`, () => {
		it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
			const snippets = generate({ library_name: library, ...c.model });
			expect(snippets.length).toBeGreaterThan(0);
			expect(validateSnippets(snippets)).toEqual([]);
			const joined = snippets.map((s) => s.code).join("\n");
			for (const text of c.contains ?? []) expect(joined).toContain(text);
			for (const text of c.excludes ?? []) expect(joined).not.toContain(text);

			// Hostile strings everywhere; the id keeps its original name at the end, since rules may read it.
			const attacked = generate({ ...hostile({ library_name: library, ...c.model }), id: `${NASTY_ID}/${c.model.id}` });
			expect(attacked.map((s) => s.language)).toEqual(snippets.map((s) => s.language));
			expect(pythonShapes(attacked)).toEqual(pythonShapes(snippets));
			expect(shellShapes(attacked)).toEqual(shellShapes(snippets));

			for (const [i, snippet] of snippets.entries()) {
				const ext = EXTENSIONS[snippet.language] ?? "txt";
				await expect(snippet.code + "\n").toMatchFileSnapshot(`./__snapshots__/${library}/rule-${c.name}.${i}.${ext}`);
			}
		});
	});
}
