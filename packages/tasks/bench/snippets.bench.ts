/**
 * Snippet generation throughput: every library generator over its baseline cases (typical,
 * no pipeline tag, adversarial) and its rule cases, repeated for about a second after a warm-up.
 * Prints generator calls and snippets per second. Run: `npm run bench -w @atrium/tasks`.
 */
import type { ModelRecord } from "../src/model-record.ts";
import { LIBRARY_SNIPPETS } from "../src/snippets/index.ts";
import { librarySnippets } from "../src/snippets/library-snippets.ts";
import { baselineCases } from "../src/snippets/testing/model-matrix.ts";
import { RULE_CASES } from "../src/snippets/testing/rule-case-table.ts";
import { runFor } from "../src/snippets/testing/throughput.ts";

const models: ModelRecord[] = [];
for (const library of Object.keys(LIBRARY_SNIPPETS)) {
	for (const c of baselineCases(library)) models.push(c.model);
	for (const c of RULE_CASES[library] ?? []) models.push({ ...c.model, library_name: library });
}

function pass(): number {
	let snippets = 0;
	for (const model of models) snippets += librarySnippets(model).length;
	return snippets;
}

runFor(pass, 200);
const { passes, snippets, elapsed } = runFor(pass, 1000);

const seconds = elapsed / 1000;
const calls = passes * models.length;
console.log(`snippet generators: ${Object.keys(LIBRARY_SNIPPETS).length}, model cases: ${models.length}`);
console.log(`${passes} passes in ${elapsed.toFixed(0)} ms`);
console.log(`${Math.round(calls / seconds).toLocaleString("en-US")} generator calls/s`);
console.log(`${Math.round(snippets / seconds).toLocaleString("en-US")} snippets/s`);
