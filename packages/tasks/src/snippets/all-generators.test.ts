import { describe, expect, it } from "vitest";
import { LIBRARIES } from "../libraries/registry.ts";
import { LIBRARY_SNIPPETS } from "./index.ts";
import { librarySnippets } from "./library-snippets.ts";
import { baselineCases } from "./testing/model-matrix.ts";
import { jsShape, shShape } from "./testing/shape.ts";
import { checkPython, validateSnippets } from "./testing/validate.ts";
import type { Snippet } from "./types.ts";

const EXTENSIONS: Record<string, string> = { python: "py", js: "js", ts: "ts", sh: "sh", json: "json", text: "txt" };

/** The golden file of one snippet of one case. */
function goldenPath(library: string, caseName: string, index: number, snippet: Snippet): string {
	return `./__snapshots__/${library}/${caseName}.${index}.${EXTENSIONS[snippet.language] ?? "txt"}`;
}

function shapeOf(snippet: Snippet): string {
	switch (snippet.language) {
		case "python":
			return checkPython([snippet.code])[0]?.shape ?? "unparsable";
		case "js":
			return jsShape(snippet.code);
		case "sh":
			return shShape(snippet.code);
		default:
			return snippet.language;
	}
}

describe.each(Object.keys(LIBRARY_SNIPPETS))("library %s", (library) => {
	const cases = baselineCases(library).map((c) => ({ ...c, snippets: librarySnippets(c.model) }));

	it("is in the registry", () => {
		expect(Object.hasOwn(LIBRARIES, library)).toBe(true);
	});

	it("gives at least one snippet for a typical model", () => {
		expect(cases[0]?.snippets.length).toBeGreaterThan(0);
	});

	it.each(cases.map((c) => [c.name, c] as const))("keeps every guarantee (%s)", (_name, c) => {
		expect(validateSnippets(c.snippets)).toEqual([]);
		for (const snippet of c.snippets) expect(snippet.library).toBe(library);
	});

	it("keeps its structure for hostile input", () => {
		const [typical, , adversarial] = cases;
		expect(adversarial?.snippets.map((s) => s.language)).toEqual(typical?.snippets.map((s) => s.language));
		typical?.snippets.forEach((snippet, i) => {
			const other = adversarial?.snippets[i];
			if (other && snippet.language !== "text") expect(shapeOf(other)).toEqual(shapeOf(snippet));
		});
	});

	it.each(cases.filter((c) => c.name !== "adversarial").map((c) => [c.name, c] as const))(
		"matches its golden files (%s)",
		async (name, c) => {
			for (const [i, snippet] of c.snippets.entries()) {
				await expect(snippet.code + "\n").toMatchFileSnapshot(goldenPath(library, name, i, snippet));
			}
		},
	);
});
