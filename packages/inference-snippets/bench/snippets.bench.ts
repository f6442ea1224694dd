/**
 * Inference-snippet throughput across the whole provider table: every task × provider, with the
 * default options and with streaming + bill-to, every client. Repeats for about a second after a
 * warm-up and prints snippets per second. Run: `npm run bench -w @atrium/inference-snippets`.
 */
import { runFor } from "@atrium/tasks/testing";
import { inferenceSnippets } from "../src/inference-snippets.ts";
import { tableCases } from "../src/testing/cases.ts";

const CASES = tableCases();

function pass(): number {
	let snippets = 0;
	for (const c of CASES) {
		snippets += inferenceSnippets(c.model, c.provider).length;
		snippets += inferenceSnippets(c.model, c.provider, { streaming: true, billTo: "acme" }).length;
	}
	return snippets;
}

runFor(pass, 200);
const { passes, snippets, elapsed } = runFor(pass, 1000);

const seconds = elapsed / 1000;
console.log(`task × provider cases: ${CASES.length}, snippets per pass: ${snippets / passes}`);
console.log(`passes: ${passes} in ${seconds.toFixed(2)} s`);
console.log(`snippets per second: ${Math.round(snippets / seconds)}`);
