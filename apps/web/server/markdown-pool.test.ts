import { afterAll, describe, expect, it } from "vitest";
import { highlightCode } from "../app/lib/highlight.server.ts";
import { renderMarkdown } from "../app/lib/markdown.server.ts";
import { escapeText } from "../app/lib/plain-card.ts";
import { pathologicalCards } from "../tests/cards/pathological-cards.ts";
import { createCardRenderer, nestingDepth } from "./markdown-pool.ts";

/**
 * Runs `work` and tells whether the event loop took a turn (a `setImmediate` callback ran) before its
 * promise settled: true when the answer came back as a worker's message, false when it was computed
 * on this thread (then it settles in microtasks, before any turn). Bounds on how long anything takes
 * are measured in `bench/card-pool.ts`, not asserted here.
 */
async function turnedWhile<T>(work: () => Promise<T>): Promise<{ result: T; turned: boolean }> {
	let turned = false;
	const immediate = setImmediate(() => (turned = true));
	try {
		const result = await work();
		return { result, turned };
	} finally {
		clearImmediate(immediate);
	}
}

describe("the card renderer's worker pool", () => {
	// Short enough that the worst pathological cards hit it (the raw pipeline takes seconds to minutes).
	const cards = createCardRenderer({ workers: 1, timeBudgetMs: 1500 });
	// For the checks that compare output with the in-process renderer: on a loaded machine a cold worker's
	// first ordinary render can pass 1.5 s, and a budget hit is not what these checks are about.
	const roomy = createCardRenderer({ workers: 1, timeBudgetMs: 120_000 });
	afterAll(() => Promise.all([cards.close(), roomy.close()]));

	it("renders an ordinary card exactly as the in-process renderer does", async () => {
		const markdown =
			"# Title\n\nSome *text* with [a link](https://example.com) and `code`.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n";
		const options = { untrusted: true, blobBase: "/x/y/blob/main" };
		const card = await roomy.render(markdown, options);
		expect(card?.fallback).toBeUndefined();
		expect(card?.html).toBe(renderMarkdown(markdown, options).html);
	});

	it("answers every pathological card (rendered or plain text) from a worker, then from cache", async () => {
		const corpus = pathologicalCards(100_000);
		const outcomes: Record<string, string> = {};
		for (const [name, markdown] of Object.entries(corpus)) {
			const { result, turned } = await turnedWhile(() => cards.render(markdown, { untrusted: true }));
			outcomes[name] = result?.fallback ?? "rendered";
			expect(result, name).not.toBeNull();
			// The raw pipeline blocks for seconds on these: what is parsed is parsed in a worker (the answer
			// arrives as a message, after the loop turned); only what is refused unparsed is answered here.
			if (result?.fallback !== "too-deep" && result?.fallback !== "too-large")
				expect(turned, `${name}: rendered on the event loop`).toBe(true);
			if (result?.fallback) expect(result.html).toContain('class="card-plain"');
			// From cache: the same answer, with no worker round trip (settled before the loop turned).
			const again = await turnedWhile(() => cards.render(markdown, { untrusted: true }));
			expect(again.result).toEqual(result);
			expect(again.turned, `${name} from cache`).toBe(false);
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
		expect(await roomy.highlight(code, "python")).toBe(highlightCode(code, "python"));
		// JSON highlighting of half a megabyte takes seconds on the event loop; here it costs a worker.
		const json = '{"a": [1, 2, {"b": "c"}]},\n'.repeat(18_000);
		const { result, turned } = await turnedWhile(() => cards.highlight(json, "json", "blob-json"));
		expect(turned, "highlighted on the event loop").toBe(true);
		// Highlighted within the budget, or the escaped code when the budget ran out.
		expect(result === escapeText(json) || result.includes('class="hljs-')).toBe(true);
		expect(await roomy.highlight("<b>&</b>", "text")).toBe(highlightCode("<b>&</b>", "text"));
	});

	it("measures nesting from leading quote markers and indentation", () => {
		expect(nestingDepth("plain\ntext")).toBe(0);
		expect(nestingDepth("> > > quote")).toBe(3);
		expect(nestingDepth("- a\n  - b\n    - c")).toBe(2);
		expect(nestingDepth("a > b > c")).toBe(0);
	});
});
