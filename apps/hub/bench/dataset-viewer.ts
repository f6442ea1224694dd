/**
 * The dataset viewer's bounds (issue 22), measured, not tested: `nice -n 19 node --conditions=atrium-source
 * bench/dataset-viewer.ts [--parquet-mb 2048] [--csv-mb 1024]` from apps/hub. Generates a Parquet file
 * and a CSV of those sizes in /tmp/viewer-bounds-*, imports them as datasets, spawns `atrium serve`
 * (one process: the viewer and the Parquet converter share it), then measures the hub process's peak
 * resident memory (sampled every 50 ms) during
 *   - the conversion of the CSV to Parquet (started by the hub itself at boot; ends when its status says so),
 *   - the first page, a page at 90 %, a search and a filter of the Parquet file, then of the CSV,
 * each step while a client keeps asking `/api/health` (its p99 shows whether the step stalls other requests).
 * Figures go to bench/results.md by hand.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { killSpawnedHubs, spawnHub } from "../src/testing/spawn-hub.ts";
import { percentiles, printTable } from "./latency.ts";
import { peakRssDuring } from "./peak-rss.ts";
import { benchRequests, importBenchDataset } from "./viewer-data.ts";

const { values } = parseArgs({
	options: { "parquet-mb": { type: "string", default: "2048" }, "csv-mb": { type: "string", default: "1024" } },
});
const root = mkdtempSync("/tmp/viewer-bounds-");
process.on("exit", () => rmSync(root, { recursive: true, force: true }));
const dataDir = join(root, "data");
const mib = (file: string): string => (statSync(file).size / 1024 ** 2).toFixed(0);

const started = performance.now();
const parquet = await importBenchDataset(
	join(root, "parquet"),
	dataDir,
	"bench/big",
	"parquet",
	Number(values["parquet-mb"]),
);
const csv = await importBenchDataset(join(root, "csv"), dataDir, "bench/csv", "csv", Number(values["csv-mb"]));
console.error(`[bench] files written and imported in ${((performance.now() - started) / 1000).toFixed(0)} s`);

const hub = await spawnHub(dataDir, { ATRIUM_WORKERS: "1" });
process.on("uncaughtException", (error) => {
	console.error(error);
	void killSpawnedHubs().then(() => process.exit(1));
});
const status = (field: "VmRSS" | "VmHWM"): number => {
	const text = readFileSync(`/proc/${hub.serverPid}/status`, "utf8");
	return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0) / 1024;
};
const idle = status("VmRSS");

/** Runs `work` while a client keeps asking `/api/health`; its duration, the health p99 and the peak RSS. */
async function measured<T>(
	work: () => Promise<T>,
): Promise<{ value: T; ms: number; healthP99: number; peakMiB: number }> {
	let done = false;
	const health: number[] = [];
	const probe = (async () => {
		while (!done) {
			const start = performance.now();
			await fetch(`${hub.url}/api/health`);
			health.push(performance.now() - start);
		}
	})();
	const start = performance.now();
	const { value, peakKiB } = await peakRssDuring(hub.serverPid, work);
	const ms = performance.now() - start;
	done = true;
	await probe;
	return { value, ms, healthP99: percentiles(health).p99, peakMiB: peakKiB / 1024 };
}

const table: (string | number)[][] = [];
const conversion = await measured(async () => {
	for (;;) {
		const answer = (await (await fetch(`${hub.url}/api/datasets/bench/csv/parquet-conversion`)).json()) as {
			state: string;
			error: string | null;
		};
		if (answer.state === "done" || answer.state === "failed") return answer;
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
});
const shards = (await (await fetch(`${hub.url}/datasets-server/parquet?dataset=bench/csv`)).json()) as {
	parquet_files: { size: number }[];
};
table.push([
	`CSV → Parquet conversion (${shards.parquet_files.length} file(s), ${(shards.parquet_files.reduce((sum, file) => sum + file.size, 0) / 1024 ** 2).toFixed(0)} MiB)`,
	conversion.value.error ?? conversion.value.state,
	Math.round(conversion.ms),
	csv.rows.toLocaleString("en"),
	conversion.healthP99.toFixed(0),
	conversion.peakMiB.toFixed(0),
]);

for (const [label, id, rows] of [
	[`Parquet ${mib(parquet.file)} MiB`, "bench/big", parquet.rows],
	[`CSV ${mib(csv.file)} MiB`, "bench/csv", csv.rows],
] as const) {
	const requests = benchRequests(hub.url, id);
	requests.splice(1, 0, {
		name: "page at 90% offset",
		url: `${hub.url}/datasets-server/rows?dataset=${id}&config=default&split=train&offset=${Math.floor(rows * 0.9)}&length=100`,
	});
	for (const request of requests) {
		const step = await measured(async () => {
			const answer = await fetch(request.url);
			const body = (await answer.json()) as { num_rows_total?: number; error?: string };
			return { status: answer.status, total: body.num_rows_total ?? body.error ?? "" };
		});
		table.push([
			`${label}: ${request.name}`,
			step.value.status,
			Math.round(step.ms),
			typeof step.value.total === "number" ? step.value.total.toLocaleString("en") : step.value.total,
			step.healthP99.toFixed(0),
			step.peakMiB.toFixed(0),
		]);
	}
}
printTable(
	"Dataset viewer bounds (one `atrium serve` process; peak RSS sampled every 50 ms during each step)",
	["step", "status", "ms", "rows", "health p99 ms", "peak RSS MiB"],
	table,
);
console.log(`hub RSS idle: ${idle.toFixed(0)} MiB; highest ever (VmHWM): ${status("VmHWM").toFixed(0)} MiB`);
await killSpawnedHubs();
