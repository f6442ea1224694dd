import { afterAll, describe, expect, it } from "vitest";
import { highlightCode } from "../app/lib/highlight.server.ts";
import { renderMarkdown } from "../app/lib/markdown.server.ts";
import { escapeText } from "../app/lib/plain-card.ts";
import { pathologicalCards } from "../tests/cards/pathological-cards.ts";
import { createCardRenderer, nestingDepth } from "./markdown-pool.ts";

/** Runs `work` while sampling the event loop every 5 ms; returns its result and the longest gap seen. */
async function withLoopLag<T>(work: () => Promise<T>): Promise<{ result: T; lagMs: number }> {
	let last = performance.now();
	let lagMs = 0;
	const timer = setInterval(() => {
		const now = performance.now();
		lagMs = Math.max(lagMs, now - last - 5);
		last = now;
	}, 5);
	try {
		return { result: await work(), lagMs };
	} finally {
		clearInterval(timer);
	}
}

describe("the card renderer's worker pool", () => {
	const cards = createCardRenderer({ workers: 1, timeBudgetMs: 1500 });
	afterAll(() => cards.close());

	it("renders an ordinary card exactly as the in-process renderer does", async () => {
		const markdown =
			"# Title\n\nSome *text* with [a link](https://example.com) and `code`.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n";
		const options = { untrusted: true, blobBase: "/x/y/blob/main" };
		const card = await cards.render(markdown, options);
		expect(card?.fallback).toBeUndefined();
		expect(card?.html).toBe(renderMarkdown(markdown, options).html);
	});

	it("answers every pathological card (rendered or plain text) without blocking the event loop, then from cache", async () => {
		const corpus = pathologicalCards(100_000);
		const outcomes: Record<string, string> = {};
		for (const [name, markdown] of Object.entries(corpus)) {
			const started = performance.now();
			const { result, lagMs } = await withLoopLag(() => cards.render(markdown, { untrusted: true }));
			const ms = performance.now() - started;
			outcomes[name] = result?.fallback ?? "rendered";
			expect(result, name).not.toBeNull();
			// The raw pipeline blocks for seconds on these; the pool only copies strings (the end-to-end test
			// holds /api/health to 100 ms; here a busy machine's scheduler may add its own delay).
			expect(lagMs, `${name}: event loop blocked`).toBeLessThan(500);
			// The budget plus the time to start a fresh worker after a terminated one.
			expect(ms, name).toBeLessThan(1500 + 5000);
			if (result?.fallback) expect(result.html).toContain('class="card-plain"');
			const again = performance.now();
			expect(await cards.render(markdown, { untrusted: true })).toEqual(result);
			expect(performance.now() - again, `${name} from cache`).toBeLessThan(250);
		}
		// The budget is what stops the worst of them (the raw pipeline takes seconds to minutes on these).
		expect(outcomes["emphasis-storm"]).toBe("too-slow");
		expect(outcomes["deep-blockquotes"]).toBe("too-deep");
		expect(outcomes["deep-lists"]).toBe("too-deep");
		console.log(`[pathological cards] ${JSON.stringify(outcomes)}`);
	});

	it("falls back for cards past the size bound without parsing them", async () => {
		const huge = "word ".repeat(200_000);
		const card = await cards.render(huge, {});
		expect(card?.fallback).toBe("too-large");
		expect(card?.html).toContain("too long to render");
	});

	it("escapes the card in the plain-text fallback", async () => {
		const card = await cards.render(`${">".repeat(40)} <script>alert(1)</script>`, { untrusted: true });
		expect(card?.fallback).toBe("too-deep");
		expect(card?.html).not.toContain("<script>");
		expect(card?.html).toContain("&lt;script>");
	});

	it("replaces a worker that runs out of memory and keeps rendering", async () => {
		const small = createCardRenderer({ workers: 1, memoryMb: 24, timeBudgetMs: 20_000 });
		try {
			const table = `| ${Array(300).fill("h").join(" | ")} |\n|${Array(300).fill("-").join("|")}|\n${`| ${Array(300).fill("c").join(" | ")} |\n`.repeat(400)}`;
			const failed = await small.render(table, {});
			expect(failed?.fallback).toBe("failed");
			// The replacement worker boots in the background; a card sent meanwhile waits for it.
			const ok = await small.render("# Fine", {});
			if (ok?.fallback) console.log("[pool] after out-of-memory:", ok.fallback);
			expect(ok?.fallback).toBeUndefined();
			expect(ok?.html).toContain("Fine");
		} finally {
			await small.close();
		}
	});

	it("loads the text only on a cache miss when given a key", async () => {
		let loads = 0;
		const load = async () => {
			loads++;
			return "# Loaded";
		};
		const first = await cards.render(load, {}, "blob-oid-1");
		const second = await cards.render(load, {}, "blob-oid-1");
		expect(second).toEqual(first);
		expect(loads).toBe(1);
		expect(await cards.render(async () => null, {}, "blob-oid-2")).toBeNull();
	});

	it("highlights code in a worker, and gives large hostile code back unhighlighted within the budget", async () => {
		const code = "def f(x):\n    return x + 1\n";
		expect(await cards.highlight(code, "python")).toBe(highlightCode(code, "python"));
		// JSON highlighting of half a megabyte takes seconds on the event loop; here it costs a worker.
		const json = '{"a": [1, 2, {"b": "c"}]},\n'.repeat(18_000);
		const started = performance.now();
		const { result, lagMs } = await withLoopLag(() => cards.highlight(json, "json", "blob-json"));
		expect(lagMs).toBeLessThan(500);
		expect(performance.now() - started).toBeLessThan(1500 + 2000);
		// Highlighted within the budget, or the escaped code when the budget ran out.
		expect(result === escapeText(json) || result.includes('class="hljs-')).toBe(true);
		expect(await cards.highlight("<b>&</b>", "text")).toBe(highlightCode("<b>&</b>", "text"));
	});

	it("measures nesting from leading quote markers and indentation", () => {
		expect(nestingDepth("plain\ntext")).toBe(0);
		expect(nestingDepth("> > > quote")).toBe(3);
		expect(nestingDepth("- a\n  - b\n    - c")).toBe(2);
		expect(nestingDepth("a > b > c")).toBe(0);
	});
});
