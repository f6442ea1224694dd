/**
 * Inference snippets next to the public package's, in one process: every task × provider of the
 * provider table that `@huggingface/inference`'s `snippets.getInferenceSnippets` also answers (with
 * the mapping entry it expects), the same model records through both, interleaved (see
 * `compareThroughput`). Prints calls per second and the ratio.
 */
import { compareThroughput, formatComparison } from "@atrium/tasks/testing";
import { snippets } from "@huggingface/inference";
import { inferenceSnippets } from "../src/inference-snippets.ts";
import { tableCases, type TableCase } from "../src/testing/cases.ts";

type PublicCall = (typeof snippets)["getInferenceSnippets"];
const mappingOf = (c: TableCase) =>
	({
		hfModelId: c.model.id,
		providerId: c.model.id,
		status: "live",
		task: c.task === "image-text-to-text" ? "conversational" : c.task,
	}) as Parameters<PublicCall>[2];

const cases = tableCases().filter((c) => {
	try {
		return snippets.getInferenceSnippets(c.model as never, c.provider as never, mappingOf(c)).length > 0;
	} catch {
		return false;
	}
});
const mappings = cases.map(mappingOf);

const ours = {
	name: "@atrium/inference-snippets",
	pass: () => {
		let n = 0;
		for (const c of cases) n += inferenceSnippets(c.model, c.provider).length;
		return n;
	},
};
const theirs = {
	name: "@huggingface/inference",
	pass: () => {
		let n = 0;
		for (let i = 0; i < cases.length; i++) {
			const c = cases[i] as TableCase;
			n += snippets.getInferenceSnippets(c.model as never, c.provider as never, mappings[i]).length;
		}
		return n;
	},
};

const result = compareThroughput(ours, theirs, { callsPerPass: cases.length });
console.log(
	formatComparison(`inference snippets, ${cases.length} task × provider pairs both answer`, ours, theirs, result),
);
