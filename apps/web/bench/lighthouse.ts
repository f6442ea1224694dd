// `npm run bench -w @atrium/web` (also part of the root `npm run bench`): builds the site if needed,
// measures the server render time of a model page (in-process over the fake API: the site's own
// cost; then over HTTP from the real hub when it is in the workspace), the JavaScript each kind of
// page ships, and runs Lighthouse (Debian's Chromium) over one page of each kind. Prints a report.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

// Production React (it reads NODE_ENV when first imported, so our modules load after this line).
process.env.NODE_ENV = "production";
const { createFakeHub } = await import("../fixtures/fake-hub.ts");
const { CHROMIUM_ARGS, ensureBuild, startSite, WEB_DIR } = await import("../tests/e2e/harness.ts");

function percentile(sorted: number[], p: number): number {
	return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function renderTimes(handler: (r: Request) => Promise<Response>, url: string, runs: number): Promise<number[]> {
	for (let i = 0; i < 10; i++) await (await handler(new Request(url))).text();
	const times: number[] = [];
	for (let i = 0; i < runs; i++) {
		const start = performance.now();
		const res = await handler(new Request(url));
		await res.text();
		times.push(performance.now() - start);
	}
	return times.sort((a, b) => a - b);
}

ensureBuild();
const handler = createFakeHub();

console.log("Server render (in-process, fake API answering in memory), 200 runs each:");
for (const page of ["/acme/tiny-bert", "/acme/chat-7b", "/models", "/docs/api"]) {
	const t = await renderTimes(handler, `http://bench.local${page}`, 200);
	console.log(
		`  ${page.padEnd(20)} median ${percentile(t, 50).toFixed(1)} ms   p95 ${percentile(t, 95).toFixed(1)} ms`,
	);
}

console.log("\nJavaScript a page's HTML references (gzipped, level 9), and its inline script:");
for (const [label, page] of [
	["model page", "/acme/tiny-bert"],
	["home page", "/"],
	["models list", "/models"],
	["datasets list", "/datasets"],
	["libraries list", "/libraries"],
	["dataset page", "/datasets/acme/reviews"],
	["sign-up page", "/join"],
] as const) {
	const html = await (await handler(new Request(`http://bench.local${page}`))).text();
	const scripts = [...new Set([...html.matchAll(/\/assets\/[^"]+\.js/g)].map((m) => m[0]))];
	let gz = 0;
	for (const s of scripts) gz += gzipSync(readFileSync(path.join(WEB_DIR, "build/client", s)), { level: 9 }).length;
	const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
		(sum, m) => sum + (m[1]?.length ?? 0),
		0,
	);
	console.log(
		`  ${label.padEnd(24)} ${String(scripts.length).padStart(2)} files, ${(gz / 1024).toFixed(1).padStart(6)} KB; inline ${(inline / 1024).toFixed(1)} KB`,
	);
}

const site = await startSite("sqlite");
const { url } = site;
const model = site.content.model;
const httpTimes = await renderTimes((r) => fetch(new URL(new URL(r.url).pathname, url)), `http://x/${model}`, 100);
console.log(
	`\nModel page over HTTP from ${site.mode === "hub" ? "the real hub (SQLite, seeded)" : "the fake API server"}: median ${percentile(httpTimes, 50).toFixed(1)} ms   p95 ${percentile(httpTimes, 95).toFixed(1)} ms`,
);
const PAGES = [
	"/",
	"/models?pipeline_tag=fill-mask",
	"/libraries",
	`/${model}`,
	"/tasks/text-classification",
	"/docs/api",
];
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROMIUM_ARGS });
try {
	console.log("\nLighthouse (default mobile settings, simulated throttling):");
	console.log(`  ${"page".padEnd(28)} perf  a11y  best  seo   LCP ms   CLS    TBT ms`);
	for (const page of PAGES) {
		const result = await lighthouse(`${url}${page}`, {
			port: chrome.port,
			output: "json",
			logLevel: "error",
			onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
		});
		if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
		const { categories, audits } = result.lhr;
		const score = (k: string) => String(Math.round((categories[k]?.score ?? 0) * 100)).padStart(4);
		const num = (k: string) => audits[k]?.numericValue ?? NaN;
		console.log(
			`  ${page.padEnd(28)} ${score("performance")}  ${score("accessibility")}  ${score("best-practices")}  ${score("seo")}  ${num("largest-contentful-paint").toFixed(0).padStart(7)}  ${num("cumulative-layout-shift").toFixed(3)}  ${num("total-blocking-time").toFixed(0).padStart(6)}`,
		);
	}
} finally {
	chrome.kill();
	await site.stop();
}
