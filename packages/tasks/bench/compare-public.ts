/**
 * Library snippets next to the public package's, in one process: for every library that both
 * registries have a generator for, the same model records go through `librarySnippets` and through
 * `@huggingface/tasks`' `MODEL_LIBRARIES_UI_ELEMENTS[library].snippets` (a devDependency of this bench
 * only), interleaved (see `compareThroughput`). Prints calls per second and the ratio.
 */
import { MODEL_LIBRARIES_UI_ELEMENTS } from "@huggingface/tasks";
import type { ModelRecord } from "../src/model-record.ts";
import { LIBRARY_SNIPPETS } from "../src/snippets/index.ts";
import { librarySnippets } from "../src/snippets/library-snippets.ts";
import { compareThroughput, formatComparison } from "../src/snippets/testing/throughput.ts";
import { baselineCases } from "../src/snippets/testing/model-matrix.ts";

type PublicGenerator = (model: unknown) => unknown[];
type PublicEntry = { snippets?: PublicGenerator };
const PUBLIC = MODEL_LIBRARIES_UI_ELEMENTS as unknown as Record<string, PublicEntry | undefined>;

/** Typical models (first baseline case) of the libraries both sides generate for, where the public one does not throw. */
const models: ModelRecord[] = [];
const publicGenerators: PublicGenerator[] = [];
for (const library of Object.keys(LIBRARY_SNIPPETS)) {
	const generate = PUBLIC[library]?.snippets;
	const model = baselineCases(library)[0]?.model;
	if (!generate || !model) continue;
	try {
		generate(model);
		models.push(model);
		publicGenerators.push(generate);
	} catch {
		// The public generator needs fields this record lacks: not comparable.
	}
}

const ours = {
	name: "@atrium/tasks",
	pass: () => {
		let n = 0;
		for (const model of models) n += librarySnippets(model).length;
		return n;
	},
};
const theirs = {
	name: "@huggingface/tasks",
	pass: () => {
		let n = 0;
		for (let i = 0; i < models.length; i++) n += publicGenerators[i]?.(models[i]).length ?? 0;
		return n;
	},
};

const result = compareThroughput(ours, theirs, { callsPerPass: models.length });
console.log(formatComparison(`library snippets, ${models.length} libraries in both registries`, ours, theirs, result));
