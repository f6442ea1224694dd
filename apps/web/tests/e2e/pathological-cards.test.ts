import type { ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathologicalCards } from "../cards/pathological-cards.ts";
import { ensureBuild, runHubCli, serveHub } from "./harness.ts";

/** The health bound of issue 9: the hub keeps answering while any card renders. */
const HEALTH_MS = 100;
/**
 * Bound on any single check. The raw pipeline blocked the hub for 10 s to minutes on these cards; on
 * a shared two-core machine (load average 20) a single check was measured at up to 0.7 s while p95
 * stayed near 50 ms, so one check past a second means a blocked loop, not the scheduler.
 */
const HEALTH_MAX_MS = 1000;

/** Polls `/api/health` every 10 ms until `done` settles; returns the slowest answer and the count. */
async function healthWhile(
	base: string,
	done: Promise<unknown>,
	samples: number[] = [],
): Promise<{ slowestMs: number; checks: number }> {
	let finished = false;
	void done.finally(() => (finished = true));
	let slowestMs = 0;
	let checks = 0;
	while (!finished || checks === 0) {
		const started = performance.now();
		const response = await fetch(`${base}/api/health`);
		await response.arrayBuffer();
		expect(response.status).toBe(200);
		const ms = performance.now() - started;
		samples.push(ms);
		slowestMs = Math.max(slowestMs, ms);
		checks++;
		await new Promise((resolve) => setTimeout(resolve, 10));
	}
	return { slowestMs, checks };
}

describe("pathological cards on a real hub", () => {
	const cards = pathologicalCards(200_000);
	let data = "";
	let hub: ChildProcess | undefined;
	let base = "";

	beforeAll(async () => {
		ensureBuild();
		data = mkdtempSync(path.join(tmpdir(), "atrium-cards-"));
		for (const [name, text] of Object.entries({ ...cards, ordinary: "# An ordinary card\n\nWith `code`.\n" })) {
			const folder = path.join(data, "cards", name);
			mkdirSync(folder, { recursive: true });
			writeFileSync(path.join(folder, "README.md"), text);
			runHubCli(["import", folder, "--repo", `hostile/${name}`, "--data", data]);
		}
		({ url: base, child: hub } = await serveHub(data));
		// Warm the site (React, the route modules, the snippet highlighter, a card worker) so each card measures itself.
		for (const page of ["/models", "/hostile/ordinary", "/hostile/ordinary/blob/main/README.md"])
			await (await fetch(`${base}${page}`)).arrayBuffer();
	}, 600_000);

	afterAll(() => {
		hub?.kill("SIGKILL");
		if (data) rmSync(data, { recursive: true, force: true });
	});

	it("answers each card page (rendered or plain text, never 5xx) while /api/health stays under 100 ms", async () => {
		// For the log: how fast health answers with nothing else in flight (the machine's own noise).
		const idle = await healthWhile(base, new Promise((resolve) => setTimeout(resolve, 1000)));
		console.log(`[pathological cards] idle /api/health ≤ ${idle.slowestMs.toFixed(0)} ms over ${idle.checks} checks`);
		const outcomes: Record<string, string> = {};
		const failures: string[] = [];
		const samples: number[] = [];
		for (const name of Object.keys(cards)) {
			for (const page of [`/hostile/${name}`, `/hostile/${name}/blob/main/README.md`]) {
				const answer = fetch(`${base}${page}`).then(async (response) => ({
					status: response.status,
					body: await response.text(),
				}));
				const health = await healthWhile(base, answer, samples);
				const { status, body } = await answer;
				outcomes[page] =
					`${status} ${body.includes('class="card-plain"') ? "plain text" : "rendered"}, ` +
					`health ≤ ${health.slowestMs.toFixed(0)} ms over ${health.checks} checks`;
				if (status !== 200 || !body.includes("hostile/")) failures.push(`${page}: answered ${status}`);
				// No single check may wait behind a render (a scheduler hiccup is all that may pass 100 ms).
				if (health.slowestMs >= HEALTH_MAX_MS)
					failures.push(`${page}: /api/health took ${health.slowestMs.toFixed(0)} ms`);
			}
		}
		console.log(
			`[pathological cards on a real hub]\n${Object.entries(outcomes)
				.map(([page, outcome]) => `  ${page}: ${outcome}`)
				.join("\n")}`,
		);
		samples.sort((a, b) => a - b);
		const p95 = samples[Math.floor(samples.length * 0.95)] ?? 0;
		console.log(`[pathological cards] /api/health p95 ${p95.toFixed(1)} ms over ${samples.length} checks`);
		expect(failures).toEqual([]);
		expect(p95).toBeLessThan(HEALTH_MS);
		// The worst offenders must have fallen back, not rendered after minutes.
		expect(outcomes["/hostile/emphasis-storm"]).toMatch(/^200 plain text/);
		expect(outcomes["/hostile/deep-blockquotes"]).toMatch(/^200 plain text/);
	}, 600_000);
});
