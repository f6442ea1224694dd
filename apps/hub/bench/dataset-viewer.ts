/**
 * The dataset viewer on a large Parquet file (issue 22): `node --conditions=atrium-source
 * bench/dataset-viewer.ts [rows]` from apps/hub (default 25,000,000 rows ≈ 2 GB). Writes the file with
 * DuckDB, imports it as a dataset, spawns `atrium serve` (one process), then times the first page, a
 * deep page, a search, a filter and statistics, each while a client keeps asking `/api/health` (the
 * health latency shows whether the viewer stalls other requests), and prints the server's resident
 * memory before and at its peak (`VmHWM`).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import { killSpawnedHubs, runAtrium, spawnHub } from "../src/testing/spawn-hub.ts";
import { percentiles, printTable } from "./latency.ts";

const rows = Number(process.argv[2] ?? 25_000_000);
const root = mkdtempSync("/tmp/atrium-viewer-bench-");
process.on("exit", () => rmSync(root, { recursive: true, force: true }));
const dataDir = join(root, "data");
const folder = join(root, "dataset");
mkdirSync(join(folder, "data"), { recursive: true });
const file = join(folder, "data", "train-00000-of-00001.parquet");

const instance = await DuckDBInstance.create(":memory:", { threads: "2" });
const connection = await instance.connect();
await connection.run(
	`COPY (SELECT i AS id, 'row ' || i || ' text ' || md5(i::VARCHAR) || md5((i * 7)::VARCHAR) AS text, (i % 5)::INTEGER AS label, random() AS score FROM range(${rows}) t(i)) TO '${file}' (FORMAT parquet, ROW_GROUP_SIZE 100000)`,
);
connection.closeSync();
instance.closeSync();
const megabytes = statSync(file).size / 1024 ** 2;
await runAtrium(["import", folder, "--repo", "bench/big", "--type", "dataset", "--data", dataDir]);
const hub = await spawnHub(dataDir, { ATRIUM_WORKERS: "1" });
process.on("uncaughtException", (error) => {
	console.error(error);
	void killSpawnedHubs().then(() => process.exit(1));
});

const memory = (field: "VmRSS" | "VmHWM"): number => {
	const status = readFileSync(`/proc/${hub.serverPid}/status`, "utf8");
	return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
};
await fetch(`${hub.url}/api/health`);
const before = memory("VmRSS");

const base = `${hub.url}/datasets-server`;
const split = "dataset=bench/big&config=default&split=train";
const steps: [string, string][] = [
	["first page (first-rows)", `${base}/first-rows?${split}`],
	["page at 90% offset", `${base}/rows?${split}&offset=${Math.floor(rows * 0.9)}&length=100`],
	["search (rare substring)", `${base}/search?${split}&query=abcde`],
	[
		"filter + orderby",
		`${base}/filter?${split}&where=${encodeURIComponent(`"label"=3 AND "score">0.9`)}&orderby=${encodeURIComponent(`"score" DESC`)}`,
	],
	["statistics", `${base}/statistics?${split}`],
];
const table: (string | number)[][] = [];
for (const [name, url] of steps) {
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
	const answer = await fetch(url);
	const body = (await answer.json()) as { num_rows_total?: number; num_examples?: number; error?: string };
	const elapsed = performance.now() - start;
	done = true;
	await probe;
	const { p50, p99 } = percentiles(health);
	table.push([
		name,
		answer.status,
		Math.round(elapsed),
		body.num_rows_total ?? body.num_examples ?? body.error ?? "",
		health.length,
		p50.toFixed(1),
		p99.toFixed(1),
		Math.round(memory("VmRSS")),
	]);
}
printTable(
	`Dataset viewer on ${rows.toLocaleString("en")} rows, ${megabytes.toFixed(0)} MiB of Parquet (one hub process)`,
	["step", "status", "ms", "rows", "health calls", "health p50 ms", "health p99 ms", "RSS MiB"],
	table,
);
console.log(`hub RSS before: ${before.toFixed(0)} MiB; peak (VmHWM): ${memory("VmHWM").toFixed(0)} MiB`);
await killSpawnedHubs();
