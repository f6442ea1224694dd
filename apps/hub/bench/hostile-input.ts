/**
 * How long hostile input takes (not part of `npm test`; the tests check what is answered, these
 * numbers depend on the machine): `node --conditions=atrium-source bench/hostile-input.ts` from apps/hub.
 *
 *   front matter: an alias bomb, flow nesting 30,000 deep, the longest allowed mapping, deep block nesting
 *     (earlier test bounds: 1000, 200, 2000 and 2000 ms);
 *   a revision lookup in a 250-segment path (earlier test bound: 2000 ms);
 *   /api/health latency while one client sends the most expensive bounded requests back to back
 *     (earlier test bounds: p95 under 100 ms, none over 500 ms).
 */
import type { AddressInfo } from "node:net";
import { createApp } from "../src/app.ts";
import { createHubServer } from "../src/http/create-server.ts";
import { LIMITS } from "../src/http/limits.ts";
import { encodeCursor } from "../src/http/query-params.ts";
import { MAX_FRONT_MATTER_CHARS, parseReadme } from "../src/metadata/front-matter.ts";
import { createTestHub } from "../src/testing/create-test-hub.ts";
import { percentiles, printTable } from "./latency.ts";

const card = (yaml: string): string => `---\n${yaml}\n---\n# Body\n`;
const timed = (work: () => unknown): number => {
	const started = performance.now();
	work();
	return performance.now() - started;
};

const bomb = ["a: &a [x, x, x, x, x, x, x, x, x]"];
for (const [index, name] of ["b", "c", "d", "e", "f", "g", "h"].entries())
	bomb.push(
		`${name}: &${name} [${Array(9)
			.fill(`*${String.fromCharCode(97 + index)}`)
			.join(", ")}]`,
	);
const keys = (count: number): string => Array.from({ length: count }, (_, index) => `k${index}: v`).join("\n");
let count = 0;
while (keys(count + 500).length < MAX_FRONT_MATTER_CHARS) count += 500;
const deep = Array.from({ length: 300 }, (_, index) => `${" ".repeat(index)}a:`).join("\n");
const frontMatter: [string, string, number][] = [
	["alias bomb (billion laughs)", card(bomb.join("\n")), 1000],
	["flow nesting 30,000 deep", card(`x: ${"[".repeat(30_000)}`), 200],
	[`longest mapping (${count} keys)`, card(keys(count)), 2000],
	["block nesting 300 deep", card(deep), 2000],
];
printTable(
	"Hostile front matter",
	["front matter", "ms", "earlier test bound"],
	frontMatter.map(([name, text, bound]) => [name, timed(() => parseReadme(text)).toFixed(1), `${bound}`]),
);

const hub = await createTestHub("sqlite", "fs");
const server = createHubServer(createApp({ db: hub.db, storage: hub.storage, downloads: hub.downloads, config: {} }));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const get = async (path: string, init?: RequestInit): Promise<number> => {
	const response = await fetch(`${base}${path}`, init);
	await response.arrayBuffer();
	return response.status;
};

const started = performance.now();
await get(`/api/models/atrium/tiny-gpt/tree/${"b/".repeat(250)}x`);
const longPathMs = performance.now() - started;

const tags = Array.from({ length: LIMITS.listFilters }, (_, index) => `filter=tag-${index}`).join("&");
const expensive = [
	`/api/models?${tags}&sort=likes&full=true&limit=1000`,
	`/api/models?${tags}&cursor=${encodeCursor({ o: LIMITS.listOffset })}&limit=1000`,
	`/api/models/atrium/tiny-gpt/tree/main?recursive=true&expand=true&limit=1000`,
	`/api/models/atrium/tiny-gpt/tree/${"b/".repeat(LIMITS.pathSegments - 10)}x`,
];
const pathsInfo = JSON.stringify({
	paths: Array.from({ length: LIMITS.pathsInfoPaths }, (_, i) => `p${i}/x`),
	expand: true,
});
let stop = false;
let sent = 0;
const load = (async () => {
	while (!stop) {
		const index = sent % (expensive.length + 1);
		if (index === expensive.length)
			await get("/api/models/atrium/tiny-gpt/paths-info/main", {
				method: "POST",
				headers: { "content-type": "application/json" },
				body: pathsInfo,
			});
		else await get(expensive[index] ?? "/");
		sent++;
	}
})();
const latencies: number[] = [];
for (let check = 0; check < 200; check++) {
	const begun = performance.now();
	await get("/api/health");
	latencies.push(performance.now() - begun);
}
stop = true;
await load;
const sorted = [...latencies].sort((a, b) => a - b);
const { p50 } = percentiles(latencies);
const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
printTable(
	"Bounded requests",
	["request", "result", "earlier test bound"],
	[
		["revision lookup, 250-segment path", `${longPathMs.toFixed(1)} ms`, "2000 ms"],
		[
			`/api/health under load (${sent} expensive requests)`,
			`p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
			"p95 100 ms, max 500 ms",
		],
	],
);
await new Promise((resolve) => server.close(resolve));
await hub.close();
