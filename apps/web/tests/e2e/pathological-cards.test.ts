import type { ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pathologicalCards } from "../cards/pathological-cards.ts";
import { describeOnDatabases, READS_ONLY } from "./databases.ts";
import { createHubStore, ensureBuild, runHubCli, serveHub, stopAndRemove, type HubStore } from "./harness.ts";

/**
 * Asks `/api/health` back to back (each check waits for the previous answer) until `done` settles, at
 * least once; every answer must be 200. Returns the number of checks. How long they take is measured
 * by `bench/pathological-health.ts` (the bound of issue 9: p95 under 100 ms), not asserted here.
 */
async function healthWhile(base: string, done: Promise<unknown>): Promise<number> {
	let finished = false;
	void done.finally(() => (finished = true));
	let checks = 0;
	while (!finished || checks === 0) {
		const response = await fetch(`${base}/api/health`);
		await response.arrayBuffer();
		expect(response.status).toBe(200);
		checks++;
	}
	return checks;
}

describeOnDatabases(
	"pathological cards on a real hub",
	(database) => {
		const cards = pathologicalCards(200_000);
		let store: HubStore | undefined;
		let hub: ChildProcess | undefined;
		let base = "";

		beforeAll(async () => {
			ensureBuild();
			store = await createHubStore(database, "atrium-cards-");
			for (const [name, text] of Object.entries({ ...cards, ordinary: "# An ordinary card\n\nWith `code`.\n" })) {
				const folder = path.join(store.dir, "sources", name);
				mkdirSync(folder, { recursive: true });
				writeFileSync(path.join(folder, "README.md"), text);
				runHubCli(store, ["import", folder, "--repo", `hostile/${name}`]);
			}
			({ url: base, child: hub } = await serveHub(store));
			// Warm the site (React, the route modules, the snippet highlighter, a card worker) so each card measures itself.
			for (const page of ["/models", "/hostile/ordinary", "/hostile/ordinary/blob/main/README.md"])
				await (await fetch(`${base}${page}`)).arrayBuffer();
		}, 600_000);

		afterAll(() => stopAndRemove(hub, store));

		it("answers each card page (rendered or plain text, never 5xx) while /api/health keeps answering", async () => {
			const outcomes: Record<string, string> = {};
			const failures: string[] = [];
			for (const name of Object.keys(cards)) {
				for (const page of [`/hostile/${name}`, `/hostile/${name}/blob/main/README.md`]) {
					const answer = fetch(`${base}${page}`).then(async (response) => ({
						status: response.status,
						body: await response.text(),
					}));
					const checks = await healthWhile(base, answer);
					const { status, body } = await answer;
					outcomes[page] =
						`${status} ${body.includes('class="card-plain"') ? "plain text" : "rendered"}, ` +
						`${checks} health checks answered meanwhile`;
					if (status !== 200 || !body.includes("hostile/")) failures.push(`${page}: answered ${status}`);
				}
			}
			console.log(
				`[pathological cards on a real hub, ${database}]\n${Object.entries(outcomes)
					.map(([page, outcome]) => `  ${page}: ${outcome}`)
					.join("\n")}`,
			);
			expect(failures).toEqual([]);
			// The worst offenders must have fallen back, not rendered after minutes.
			expect(outcomes["/hostile/emphasis-storm"]).toMatch(/^200 plain text/);
			expect(outcomes["/hostile/deep-blockquotes"]).toMatch(/^200 plain text/);
		}, 600_000);
	},
	READS_ONLY,
);
