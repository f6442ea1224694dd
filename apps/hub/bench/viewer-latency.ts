/**
 * The dataset viewer under load (issue 22's `npm run bench` item): the first page, a search and a filter
 * of a generated Parquet dataset through `atrium serve` (one process), while four clients keep the hub
 * busy with other requests, each timed against DuckDB itself running the same queries on the same file
 * in the bench's own process (the reference, with the viewer's memory limit and threads), interleaved
 * in one run. Size: `ATRIUM_BENCH_VIEWER_MB` (run.ts; 2048 for the 2 GB case).
 */
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import { LIMITS } from "../src/http/limits.ts";
import { killSpawnedHubs, spawnHub } from "../src/testing/spawn-hub.ts";
import { median } from "./latency.ts";
import { BENCH_SEARCH, benchRequests, importBenchDataset } from "./viewer-data.ts";

/** Rows of a page, as the viewer's first page and the bench's pages ask. */
const PAGE = 100;
/** Clients that keep the hub busy with other requests while the viewer is timed. */
const LOAD_CLIENTS = 4;

export interface ViewerLatencyResult {
	mib: number;
	rows: number;
	runs: number;
	/** Median times per step, and the statuses of the hub's refusals (a query past the viewer's time bound: 422). */
	steps: { name: string; hubMs: number; duckdbMs: number; refused: number[] }[];
	/** Clients sending other requests meanwhile, the requests per second they were served, and how many failed. */
	loadClients: number;
	loadRps: number;
	loadErrors: number;
}

/** The reference: the same page, search and filter as the viewer's reader runs them (a page, then a count when the page is full). */
function referenceQueries(file: string): { page: string; count?: string }[] {
	const from = `read_parquet(['${file.replaceAll("'", "''")}'], union_by_name = true)`;
	const paged = (where: string, order = "") => ({
		page: `SELECT * FROM ${from}${where}${order} LIMIT ${PAGE} OFFSET 0`,
		count: `SELECT count(*) FROM ${from}${where}`,
	});
	return [
		{ page: `SELECT * FROM ${from} LIMIT ${PAGE}` },
		paged(` WHERE contains(lower("text"), lower('${BENCH_SEARCH}'))`),
		paged(` WHERE ("label" = 3 AND "score" > 0.9)`, ` ORDER BY "score" DESC`),
	];
}

/** Runs the bench on a dataset of about `mib` MiB under `workdir`, `runs` times per step. */
export async function viewerLatencyBench(workdir: string, mib: number, runs = 3): Promise<ViewerLatencyResult> {
	const dataDir = join(workdir, "viewer-data");
	const { file, rows } = await importBenchDataset(
		join(workdir, "viewer-dataset"),
		dataDir,
		"bench/viewer",
		"parquet",
		mib,
	);
	const hub = await spawnHub(dataDir, { ATRIUM_WORKERS: "1" });
	const reference = await DuckDBInstance.create(":memory:", {
		memory_limit: `${LIMITS.viewerMemoryMb}MB`,
		threads: String(LIMITS.viewerThreads),
	});
	const connection = await reference.connect();
	let loading = true;
	let served = 0;
	let loadErrors = 0;
	try {
		// The hub converts the new dataset at boot (a copy of the Parquet file): wait until it is done.
		for (;;) {
			const state = (
				(await (await fetch(`${hub.url}/api/datasets/bench/viewer/parquet-conversion`)).json()) as { state: string }
			).state;
			if (state === "done" || state === "failed") break;
			await new Promise((resolve) => setTimeout(resolve, 250));
		}
		const others = ["/api/datasets?limit=20", "/api/datasets/bench/viewer", "/api/health"];
		const loadStart = performance.now();
		const load = Array.from({ length: LOAD_CLIENTS }, async (_, client) => {
			for (let i = client; loading; i++) {
				const answer = await fetch(`${hub.url}${others[i % others.length]}`).catch(() => undefined);
				await answer?.arrayBuffer();
				if (answer?.ok) served++;
				else loadErrors++;
			}
		});
		const requests = benchRequests(hub.url, "bench/viewer");
		const queries = referenceQueries(file);
		const samples = requests.map(() => ({ hub: [] as number[], duckdb: [] as number[], refused: [] as number[] }));
		for (let run = 0; run < runs; run++)
			for (const [index, request] of requests.entries()) {
				let start = performance.now();
				const answer = await fetch(request.url);
				await answer.arrayBuffer();
				samples[index]?.hub.push(performance.now() - start);
				if (!answer.ok) samples[index]?.refused.push(answer.status);
				start = performance.now();
				const query = queries[index];
				const page = query ? (await connection.runAndReadAll(query.page)).getRowObjectsJS() : [];
				if (query?.count && page.length === PAGE) (await connection.runAndReadAll(query.count)).getRowObjectsJS();
				samples[index]?.duckdb.push(performance.now() - start);
			}
		loading = false;
		await Promise.all(load);
		return {
			mib,
			rows,
			runs,
			steps: requests.map((request, index) => ({
				name: request.name,
				hubMs: median(samples[index]?.hub ?? []),
				duckdbMs: median(samples[index]?.duckdb ?? []),
				refused: samples[index]?.refused ?? [],
			})),
			loadClients: LOAD_CLIENTS,
			loadRps: served / ((performance.now() - loadStart) / 1000),
			loadErrors,
		};
	} finally {
		loading = false;
		connection.closeSync();
		reference.closeSync();
		await killSpawnedHubs();
	}
}
