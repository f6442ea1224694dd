import { setImmediate } from "node:timers/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addTestRepo } from "../testing/accounts.ts";
import { createTestHub, type TestHub } from "../testing/create-test-hub.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { STEPS_PER_TURN } from "./event-loop.ts";
import { TreeBuilder } from "./tree-builder.ts";

/** Counts the turns of the event loop while `work` runs: how often other requests could have been served. */
async function turnsDuring<T>(work: () => Promise<T>): Promise<number> {
	let turns = 0;
	let running = true;
	const spin = async (): Promise<void> => {
		while (running) {
			await setImmediate();
			turns++;
		}
	};
	const spinning = spin();
	await work();
	running = false;
	await spinning;
	return turns;
}

describeDialects("a large commit's tree is built without holding the event loop", (dialect) => {
	let hub: TestHub;
	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
	});
	afterAll(async () => {
		await hub.close();
	});

	it("gives the loop a turn every few hundred files while applying and building", async () => {
		const repo = await addTestRepo(hub, { type: "model", id: "alice/wide", files: { "README.md": "# wide\n" } });
		const builder = new TreeBuilder(hub.db.kysely, repo.pk, null, 0);
		const files = 20_000;
		const blob = { mode: "100644", oid: "e".repeat(40), size: 1, sha256: "f".repeat(64), lfs_pointer_size: null };
		// One folder: after the first file, every step works on cached nodes (microtasks only, no I/O).
		const turns = await turnsDuring(async () => {
			for (let index = 0; index < files; index++) await builder.putFile(`data/file-${index}.txt`, blob);
			await builder.build();
		});
		expect(turns).toBeGreaterThanOrEqual(Math.floor(files / STEPS_PER_TURN) - 1);
	});
});
