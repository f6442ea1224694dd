import { percentiles } from "./latency.ts";
import { signalGroup, spawnHub } from "../src/testing/spawn-hub.ts";

/** The mixed load: the requests a hub mostly answers (lists, search, model info, tree, small files). */
const MIX = [
	"/api/models?limit=20",
	"/api/models?search=tiny&limit=10",
	"/api/datasets?limit=20",
	"/api/models/atrium/tiny-gpt",
	"/api/models/atrium/tiny-gpt/tree/main",
	"/atrium/tiny-gpt/resolve/main/config.json",
];

/** One `atrium serve` (seeded catalogue in `dataDir`) with `workers` processes under the mixed load. */
async function measure(
	dataDir: string,
	workers: number,
	durationMs: number,
	concurrency: number,
): Promise<{ workers: number; requestsPerSecond: number; p50: number; p99: number; errors: number }> {
	const hub = await spawnHub(dataDir, { ATRIUM_WORKERS: String(workers) });
	try {
		// Warm up every worker (modules, statement caches).
		for (let i = 0; i < 50; i++) await (await fetch(`${hub.url}${MIX[i % MIX.length]}`)).arrayBuffer();
		const samples: number[] = [];
		let errors = 0;
		let next = 0;
		const deadline = performance.now() + durationMs;
		const client = async (): Promise<void> => {
			while (performance.now() < deadline) {
				const path = MIX[next++ % MIX.length];
				const start = performance.now();
				const response = await fetch(`${hub.url}${path}`);
				await response.arrayBuffer();
				if (response.status !== 200) errors++;
				samples.push(performance.now() - start);
			}
		};
		const started = performance.now();
		await Promise.all(Array.from({ length: concurrency }, client));
		const seconds = (performance.now() - started) / 1000;
		return { workers, requestsPerSecond: samples.length / seconds, ...percentiles(samples), errors };
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
): Promise<{ workers: number; requestsPerSecond: number; p50: number; p99: number; errors: number }[]> {
	const results = [];
	for (const workers of workerCounts) results.push(await measure(dataDir, workers, durationMs, concurrency));
	return results;
}
