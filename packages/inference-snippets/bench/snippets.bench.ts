/**
 * Inference-snippet throughput across the whole provider table: every task × provider, with the
 * default options and with streaming + bill-to, every client. Repeats for about a second after a
 * warm-up and prints snippets per second. Run: `npm run bench -w @atrium/inference-snippets`.
 */
import { performance } from "node:perf_hooks";
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

for (let i = 0; i < 5; i++) pass();

const budgetMs = 1000;
let passes = 0;
let snippets = 0;
const start = performance.now();
let elapsed = 0;
do {
	snippets += pass();
	passes++;
	elapsed = performance.now() - start;
} while (elapsed < budgetMs);

const seconds = elapsed / 1000;
console.log(`task × provider cases: ${CASES.length}, snippets per pass: ${snippets / passes}`);
console.log(`passes: ${passes} in ${seconds.toFixed(2)} s`);
console.log(`snippets per second: ${Math.round(snippets / seconds)}`);
