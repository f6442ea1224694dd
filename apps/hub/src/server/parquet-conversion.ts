import { dueParquetConversion } from "../commits/parquet-queue.ts";
import type { OpenHub } from "../main.ts";
import { runHubCommand, type HubChild } from "./hub-child.ts";

/** How often the serving hub's primary looks for datasets to convert. */
export const CONVERSION_POLL_MS = 2000;
/** How long a converting child may take to stop once asked (its converter's grace, then closing). */
const CHILD_STOP_MS = 10_000;

/**
 * Starts the Parquet conversion of a serving hub (decisions 042 and 059). The primary only looks for
 * due jobs (one query every `CONVERSION_POLL_MS`); when there is one, it runs `atrium convert` as a
 * child process, which converts until the queue is empty and exits, so DuckDB, the dataset readers
 * and the commit engine never stay resident in the primary. One child at a time per hub; the job
 * leases keep hubs that share a database from converting one head twice. The child logs every ended
 * job as one line (`conversionEndedLine`). Returns the stop function: it asks a child under way
 * to stop (its job goes back to the queue) and waits for it.
 */
export function startParquetConversion(hub: OpenHub): () => Promise<void> {
	let converting: HubChild | undefined;
	let stopped = false;
	const poll = async (): Promise<void> => {
		if (converting || stopped) return;
		if (!(await dueParquetConversion(hub.db.kysely, Date.now()))) return;
		if (stopped) return;
		converting = runHubCommand(["convert", "--data", hub.dataDir]);
		const code = await converting.exited;
		converting = undefined;
		if (code !== 0 && !stopped) console.error(`[atrium] Parquet conversion stopped with exit code ${code}`);
	};
	const timer = setInterval(() => {
		poll().catch((error: unknown) => console.error("[atrium] Parquet conversion failed:", error));
	}, CONVERSION_POLL_MS).unref();
	return async () => {
		stopped = true;
		clearInterval(timer);
		const child = converting;
		if (!child) return;
		child.child.kill("SIGTERM");
		let timeout: ReturnType<typeof setTimeout> | undefined;
		await Promise.race([
			child.exited,
			new Promise<void>((resolve) => {
				timeout = setTimeout(() => {
					child.child.kill("SIGKILL");
					resolve();
				}, CHILD_STOP_MS);
			}),
		]);
		clearTimeout(timeout);
	};
}
