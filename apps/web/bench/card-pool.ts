/**
 * How long the card renderer's worker pool takes on hostile cards, and how much it delays the event
 * loop (not part of `npm test`; the tests check what is answered and that it is answered by a worker,
 * these numbers depend on the machine): `node --conditions=atrium-source bench/card-pool.ts` from apps/web.
 *
 *   per pathological card: time to the answer, the longest event-loop gap meanwhile, the cached answer
 *     (earlier test bounds: budget 1500 ms + 5000 ms, gap 500 ms, cache 250 ms);
 *   half a megabyte of JSON to highlight (earlier test bounds: 1500 + 2000 ms, gap 500 ms);
 *   /api/health while the pathological cards render in a built site: see tests/e2e/pathological-cards.test.ts,
 *     whose bound (100 ms) is measured here by the same route.
 */
import { createCardRenderer } from "../server/markdown-pool.ts";
import { pathologicalCards } from "../tests/cards/pathological-cards.ts";

/** Runs `work` while sampling the event loop every 5 ms: its time and the longest gap seen. */
async function measured(work: () => Promise<unknown>): Promise<{ ms: number; lagMs: number }> {
	let last = performance.now();
	let lagMs = 0;
	const timer = setInterval(() => {
		const now = performance.now();
		lagMs = Math.max(lagMs, now - last - 5);
		last = now;
	}, 5);
	const started = performance.now();
	try {
		await work();
		return { ms: performance.now() - started, lagMs };
	} finally {
		clearInterval(timer);
	}
}

const cards = createCardRenderer({ workers: 1, timeBudgetMs: 1500 });
const rows: Record<string, { outcome: string; ms: string; loopGapMs: string; cachedMs: string }> = {};
for (const [name, markdown] of Object.entries(pathologicalCards(100_000))) {
	let outcome = "";
	const first = await measured(async () => {
		const card = await cards.render(markdown, { untrusted: true });
		outcome = card?.fallback ?? "rendered";
	});
	const again = await measured(() => cards.render(markdown, { untrusted: true }));
	rows[name] = {
		outcome,
		ms: first.ms.toFixed(1),
		loopGapMs: first.lagMs.toFixed(1),
		cachedMs: again.ms.toFixed(2),
	};
}
console.log("Pathological cards (budget 1500 ms, one worker)");
console.table(rows);

const json = '{"a": [1, 2, {"b": "c"}]},\n'.repeat(18_000);
const highlight = await measured(() => cards.highlight(json, "json", "bench-json"));
console.log(
	`Highlight ${json.length} characters of JSON: ${highlight.ms.toFixed(1)} ms, longest loop gap ${highlight.lagMs.toFixed(1)} ms`,
);
await cards.close();
