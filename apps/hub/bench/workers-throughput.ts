import { percentiles } from "./latency.ts";
import { peakRssDuring, treeMemory } from "./peak-rss.ts";
import { signalGroup, spawnHub } from "../src/testing/spawn-hub.ts";

/**
 * The mixed load: the requests a hub mostly answers (lists, search, model info, tree, small files),
 * and the pages people open most, asked as a first-time browser asks (gzip, no cookie).
 */
const MIX = [
	"/api/models?limit=20",
	"/api/models?search=tiny&limit=10",
	"/api/datasets?limit=20",
	"/api/models/atrium/tiny-gpt",
	"/api/models/atrium/tiny-gpt/tree/main",
	"/atrium/tiny-gpt/resolve/main/config.json",
	"/atrium/tiny-gpt",
	"/models",
	"/datasets/atrium/tiny-reviews",
];

/** One load run's figures: requests per second, latency percentiles, failures, and the process tree's memory. */
export interface MixedLoadResult {
	workers: number;
	requestsPerSecond: number;
	p50: number;
	p99: number;
	errors: number;
	/**
	 * Memory of `atrium serve` and its workers after warm-up, and the highest sample under load (MiB):
	 * RSS summed over the processes, and PSS (pages they share, such as the `node` binary, counted once).
	 */
	idleRssMiB: number;
	peakRssMiB: number;
	idlePssMiB: number;
	peakPssMiB: number;
}

/** One `atrium serve` (seeded catalogue in `dataDir`) with `workers` processes under the mixed load. */
async function measure(
	dataDir: string,
	workers: number,
	durationMs: number,
	concurrency: number,
): Promise<MixedLoadResult> {
	const hub = await spawnHub(dataDir, { ATRIUM_WORKERS: String(workers) });
	const headers = { "accept-encoding": "gzip" };
	try {
		// Warm up every worker (modules, statement caches).
		for (let i = 0; i < 50; i++) await (await fetch(`${hub.url}${MIX[i % MIX.length]}`, { headers })).arrayBuffer();
		const pid = hub.launcher.pid ?? 0;
		const idle = await treeMemory(pid);
		const samples: number[] = [];
		let errors = 0;
		let next = 0;
		const deadline = performance.now() + durationMs;
		const client = async (): Promise<void> => {
			while (performance.now() < deadline) {
				const path = MIX[next++ % MIX.length];
				const start = performance.now();
				try {
					const response = await fetch(`${hub.url}${path}`, { headers });
					await response.arrayBuffer();
					if (response.status !== 200) errors++;
				} catch {
					// A connection the hub reset (seen on a machine loaded past 20 on 2 cores) is a failed
					// request of this run, not the end of the bench.
					errors++;
				}
				samples.push(performance.now() - start);
			}
		};
		const started = performance.now();
		const { peakKiB, peakPssKiB } = await peakRssDuring(pid, () =>
			Promise.all(Array.from({ length: concurrency }, client)),
		);
		const seconds = (performance.now() - started) / 1000;
		return {
			workers,
			requestsPerSecond: samples.length / seconds,
			...percentiles(samples),
			errors,
			idleRssMiB: idle.rssKiB / 1024,
			peakRssMiB: peakKiB / 1024,
			idlePssMiB: idle.pssKiB / 1024,
			peakPssMiB: peakPssKiB / 1024,
		};
	} finally {
		signalGroup(hub, "SIGTERM");
		await hub.exited;
	}
}

/**
 * Mixed-load requests per second of `atrium serve` with each worker count, over real loopback
 * HTTP; the load comes from this process (it shares the machine's cores with the hub).
 */
export async function workersThroughput(
	dataDir: string,
	workerCounts: number[],
	durationMs = 10_000,
	concurrency = 32,
): Promise<MixedLoadResult[]> {
	const results = [];
	for (const workers of workerCounts) results.push(await measure(dataDir, workers, durationMs, concurrency));
	return results;
}
