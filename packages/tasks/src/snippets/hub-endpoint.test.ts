import { describe, expect, it } from "vitest";
import { LIBRARY_SNIPPETS } from "./index.ts";
import { librarySnippets } from "./library-snippets.ts";
import { baselineCases } from "./testing/model-matrix.ts";
import { validateSnippets } from "./testing/validate.ts";
import type { Snippet } from "./types.ts";

const ENDPOINT = "https://hub.example.org:8443";

/** Code that fetches the model: it names the repository (downloads, loaders, CLIs). */
const fetchesModel = (snippet: Snippet, id: string) => snippet.language !== "text" && snippet.code.includes(id);

describe("snippets aimed at a self-hosted hub (endpoint option)", () => {
	const all = Object.keys(LIBRARY_SNIPPETS).flatMap((library) =>
		baselineCases(library)
			.filter((c) => c.name !== "adversarial")
			.map((c) => ({
				library,
				name: c.name,
				model: c.model,
				snippets: librarySnippets(c.model, { endpoint: `${ENDPOINT}/` }),
			})),
	);

	it("names the endpoint in every snippet that fetches the model, and ends with the hub's git clone", () => {
		const missing: string[] = [];
		for (const c of all) {
			for (const snippet of c.snippets) {
				if (fetchesModel(snippet, c.model.id) && !snippet.code.includes(ENDPOINT))
					missing.push(`${c.library} ${c.name}: ${snippet.title ?? snippet.language}`);
			}
			expect(c.snippets.at(-1)).toMatchObject({ library: "git", language: "sh" });
			expect(c.snippets.at(-1)?.code).toContain(`git clone '${ENDPOINT}/${c.model.id}'`);
		}
		expect(missing).toEqual([]);
	});

	it("keeps every guarantee of the validator", { timeout: 300_000 }, () => {
		const snippets = all.flatMap((c) => c.snippets);
		const problems = validateSnippets(snippets).map((problem) => ({ ...problem, snippet: snippets[problem.index] }));
		expect(problems).toEqual([]);
	});

	it("changes nothing without an endpoint", () => {
		for (const library of ["transformers", "diffusers", "gguf", "transformers.js"]) {
			const model = baselineCases(library)[0]?.model;
			if (!model) continue;
			expect(librarySnippets(model, {})).toEqual(librarySnippets(model));
			expect(librarySnippets(model).some((s) => s.code.includes("HF_ENDPOINT"))).toBe(false);
		}
	});

	it("sets HF_ENDPOINT before any import in Python, exports it in shell and sets env.remoteHost in transformers.js", () => {
		const [transformers] = librarySnippets(baselineCases("transformers")[0]?.model ?? { id: "x/y" }, {
			endpoint: ENDPOINT,
		});
		const code = transformers?.code.split("\n") ?? [];
		const set = code.findIndex((line) => line.startsWith('os.environ["HF_ENDPOINT"]'));
		const firstOtherImport = code.findIndex((line) => /^(from|import) (?!os$)/.test(line));
		expect(set).toBeGreaterThan(0);
		expect(set).toBeLessThan(firstOtherImport);
		const js =
			librarySnippets(baselineCases("transformers.js")[0]?.model ?? { id: "x/y" }, { endpoint: ENDPOINT })[0]?.code ??
			"";
		expect(js).toContain(`env.remoteHost = "${ENDPOINT}/";`);
	});
});
