/**
 * Hub benchmarks (not part of `npm test`): `npm run bench` from apps/hub or the repo root.
 *
 *   list/search latency p50/p99 with 10k and 1M synthetic models, on SQLite and PostgreSQL;
 *   modelInfo requests per second over HTTP;
 *   resolve throughput (MB/s) of a 1 GB file next to nginx serving the same file, and through nginx
 *   in front of Atrium with X-Accel-Redirect;
 *   mixed-load requests per second, latency and memory of `atrium serve` with 1 worker and with one per core
 *   (`ATRIUM_BENCH_MIXED_SECONDS`, default 10; the issue-24 row runs 60);
 *   pages (page-cpu.ts): hub CPU ms per page (model page, models list, dataset page; 2 workers, the
 *   sample catalogue) and pages/s at 32 connections next to nginx serving byte-identical copies;
 *   upload throughput (MB/s) of a 1 GiB LFS file (batch + PUT) next to nginx's WebDAV PUT, and the hub's peak RSS.
 *
 *   commits: one commit changing 1 file of a 10,000-file repository, and throughput with 8 writers;
 *   git clone time (1,000 files over 50 commits + 200 MB LFS) from Atrium and from git http-backend;
 *   Xet (xet-bench.ts, `ATRIUM_BENCH_XET_MB` MiB, default 64): storage and bytes sent for a file pushed
 *   again with 5 % changed (Xet and LFS), Xet upload against nginx's WebDAV PUT, Xet download against resolve.
 *   dataset viewer (viewer-latency.ts, `ATRIUM_BENCH_VIEWER_MB` MiB of Parquet, default 256; 2048 for the 2 GB
 *   case): first page, search and filter through the hub under load, against DuckDB on the same file.
 *
 * Flags: --sizes 10000,1000000  --dialects sqlite,postgres  --skip-resolve  --skip-info  --skip-workers
 *        --file-mb 1024  --skip-git  --skip-upload  --skip-lists  --skip-commits  --skip-xet  --skip-viewer
 *        --skip-pages  --pages-only (just the pages table)
 */
import { parseArgs } from "node:util";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/app.ts";
import { DownloadCounter } from "../src/downloads/download-counter.ts";
import { FsBlobStorage } from "../src/storage/fs-blob-storage.ts";
import { openTestDb } from "../src/testing/test-backends.ts";
import { postgresReachable } from "../src/testing/test-postgres.ts";
import { handmadeRepos } from "../seed/handmade-repos.ts";
import { seedCatalogue } from "../seed/seed-catalogue.ts";
import { median, percentiles, printTable, timeRuns } from "./latency.ts";
import { modelInfoRate } from "./model-info-rate.ts";
import { resolveThroughput } from "./resolve-throughput.ts";
import { GIT_CLONE_COLUMNS, gitCloneBench, gitCloneRows } from "./git-clone.ts";
import { uploadThroughput } from "./upload-throughput.ts";
import { insertSyntheticModels } from "./synthetic-models.ts";
import { workersThroughput } from "./workers-throughput.ts";
import { downloadCountingCost } from "./download-counting.ts";
import { withoutSecondaryIndexes } from "./bulk-load.ts";
import { commitBench } from "./commit-bench.ts";
import { printXetBench, xetBench } from "./xet-bench.ts";
import { viewerLatencyBench } from "./viewer-latency.ts";
import { PAGE_CPU_COLUMNS, pageCpu, pageCpuRows } from "./page-cpu.ts";

const QUERIES: [string, string][] = [
	["default (trending)", "/api/models?limit=20"],
	["sort=downloads", "/api/models?sort=downloads&limit=20"],
	["search id substring", "/api/models?search=model-4242&limit=20"],
	["search id, 2 chars", "/api/models?search=-9&limit=20"],
	["search id, no match", "/api/models?search=zzz-none&limit=20"],
	["full_text substring", "/api/models?full_text=model-4242&limit=20"],
	["filter tag + sort", "/api/models?filter=text-classification&filter=license:mit&sort=downloads&limit=20"],
	["pipeline + library", "/api/models?pipeline_tag=text-generation&library=transformers&limit=20"],
	["params 1B..10B", "/api/models?num_parameters=min:1B,max:10B&sort=downloads&limit=20"],
	["params <=1M (rare)", "/api/models?num_parameters=max:1M&limit=20"],
	["sort=num_parameters", "/api/models?sort=num_parameters&limit=20"],
	["author", "/api/models?author=org-42&limit=20"],
	["page 3 (cursor)", "/api/models?sort=likes&limit=100&cursor=eyJvIjoyMDB9"],
];

const { values } = parseArgs({
	options: {
		sizes: { type: "string", default: "10000,1000000" },
		dialects: { type: "string", default: "sqlite,postgres" },
		"skip-resolve": { type: "boolean", default: false },
		"skip-info": { type: "boolean", default: false },
		"skip-workers": { type: "boolean", default: false },
		"skip-upload": { type: "boolean", default: false },
		"file-mb": { type: "string", default: "1024" },
		"skip-lists": { type: "boolean", default: false },
		"skip-commits": { type: "boolean", default: false },
		"skip-git": { type: "boolean", default: false },
		"skip-xet": { type: "boolean", default: false },
		"skip-viewer": { type: "boolean", default: false },
		"skip-pages": { type: "boolean", default: false },
		"pages-only": { type: "boolean", default: false },
	},
});
if (values["pages-only"])
	for (const flag of [
		"skip-resolve",
		"skip-info",
		"skip-workers",
		"skip-upload",
		"skip-lists",
		"skip-commits",
		"skip-git",
		"skip-xet",
		"skip-viewer",
	] as const)
		values[flag] = true;

const rows: (string | number)[][] = [];
const infoRows: (string | number)[][] = [];
const workdir = await mkdtemp(join(tmpdir(), "atrium-bench-"));
try {
	for (const dialect of values.dialects.split(",").filter(Boolean)) {
		if (dialect !== "sqlite" && dialect !== "postgres")
			throw new Error(`unknown dialect ${dialect}: use sqlite, postgres`);
		if (dialect === "postgres" && !(await postgresReachable())) continue;
		for (const size of values["skip-lists"] ? [] : values.sizes.split(",").map(Number)) {
			const { db, close } = await openTestDb(
				dialect,
				dialect === "sqlite" ? join(workdir, `bench-${size}.db`) : undefined,
			);
			const storage = new FsBlobStorage(join(workdir, `files-${dialect}-${size}`));
			try {
				const loadStart = performance.now();
				await withoutSecondaryIndexes(db, () => insertSyntheticModels(db, size));
				console.error(
					`[bench] ${dialect}: ${size} synthetic models loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
				);
				const loadSeconds = ((performance.now() - loadStart) / 1000).toFixed(1);
				await seedCatalogue(
					{ db, storage },
					handmadeRepos().filter((repo) => repo.id !== "atrium/large-checkpoint"),
				);
				const app = createApp({ db, storage, config: {}, downloads: new DownloadCounter(db, { flushIntervalMs: 0 }) });
				const count = size >= 1_000_000 ? 20 : 100;
				for (const [name, path] of QUERIES) {
					const samples = await timeRuns(count, async () => {
						const response = await app.request(path);
						if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
						await response.arrayBuffer();
					});
					const { p50, p99 } = percentiles(samples);
					rows.push([dialect, size.toLocaleString("en"), name, p50.toFixed(1), p99.toFixed(1), loadSeconds]);
				}
				if (!values["skip-info"] && size === Number(values.sizes.split(",")[0])) {
					const rate = await modelInfoRate(app, "atrium/tiny-bert-mlm", 5000, 16);
					infoRows.push([
						dialect,
						size.toLocaleString("en"),
						rate.requestsPerSecond.toFixed(0),
						rate.p50.toFixed(2),
						rate.p99.toFixed(2),
					]);
				}
			} finally {
				await close();
			}
		}
	}
	if (!values["skip-commits"]) {
		const commitRows: (string | number)[][] = [];
		for (const dialect of values.dialects.split(",").filter(Boolean) as ("sqlite" | "postgres")[]) {
			if (dialect === "postgres" && !(await postgresReachable())) continue;
			const result = await commitBench(dialect, workdir);
			commitRows.push([
				dialect,
				result.files.toLocaleString("en"),
				result.initialMs.toFixed(0),
				result.oneFile.p50.toFixed(1),
				result.oneFile.p99.toFixed(1),
				result.treeRowsPerCommit.toFixed(0),
				`${result.throughput.toFixed(0)} (${result.writers} writers)`,
			]);
		}
		printTable(
			"Commits (engine, in-process): one file changed in a repository of N files (100 folders), and throughput",
			["db", "files", "first commit ms", "1-file p50 ms", "1-file p99 ms", "tree rows/commit", "commits/s"],
			commitRows,
		);
	}
	if (rows.length > 0)
		printTable(
			"List/search latency (in-process app.request, ms)",
			["db", "models", "query", "p50", "p99", "load s"],
			rows,
		);
	if (infoRows.length > 0)
		printTable("modelInfo over HTTP (16 concurrent, 5 s)", ["db", "models", "req/s", "p50 ms", "p99 ms"], infoRows);
	if (!values["skip-resolve"]) {
		const result = await resolveThroughput(workdir, Number(values["file-mb"]));
		const ratio = (speed: number): string => (result.nginx ? (speed / result.nginx).toFixed(2) : "-");
		printTable(
			`Resolve throughput, ${values["file-mb"]} MiB file over loopback HTTP (best of 3, interleaved)`,
			["server", "MB/s", "ratio to nginx"],
			[
				["atrium (sqlite + disk)", result.atrium.toFixed(0), ratio(result.atrium)],
				...(result.nginx
					? [
							["nginx (Debian, sendfile)", result.nginx.toFixed(0), "1.00"],
							["nginx in front of atrium (X-Accel-Redirect)", (result.accel ?? 0).toFixed(0), ratio(result.accel ?? 0)],
						]
					: [["nginx", "not installed", "-"]]),
			],
		);
	}
	if (!values["skip-pages"])
		printTable(
			"Pages, `atrium serve` with 2 workers (sample catalogue; 300 requests at 32 connections, best of 2 interleaved rounds; CPU of the whole process tree from /proc)",
			PAGE_CPU_COLUMNS,
			pageCpuRows(await pageCpu(workdir)),
		);
	if (!values["pages-only"]) {
		const cost = await downloadCountingCost(workdir);
		printTable(
			"Counting a download (20,000 counted requests, SQLite): cost per request, then one flush",
			["journal", "µs per counted request", "flush ms"],
			cost.map((c) => [c.journal ? "yes (default)" : "no", c.recordMicros.toFixed(2), c.flushMs.toFixed(0)]),
		);
	}
	if (!values["skip-workers"]) {
		const cores = availableParallelism();
		const seconds = Number(process.env.ATRIUM_BENCH_MIXED_SECONDS ?? 10);
		const results = await workersThroughput(join(workdir, "workers"), [...new Set([1, cores])], seconds * 1000);
		printTable(
			`Mixed load over HTTP, \`atrium serve\` (sqlite + disk, seeded catalogue; API, files and pages; 32 concurrent, ${seconds} s; load from the same machine)`,
			[
				"workers",
				"req/s",
				"p50 ms",
				"p99 ms",
				"errors",
				"idle RSS MiB",
				"peak RSS MiB",
				"idle PSS MiB",
				"peak PSS MiB",
			],
			results.map((r) => [
				r.workers,
				r.requestsPerSecond.toFixed(0),
				r.p50.toFixed(2),
				r.p99.toFixed(2),
				r.errors,
				r.idleRssMiB.toFixed(0),
				r.peakRssMiB.toFixed(0),
				r.idlePssMiB.toFixed(0),
				r.peakPssMiB.toFixed(0),
			]),
		);
	}
	if (!values["skip-git"]) {
		const results = await gitCloneBench({ files: 1000, commits: 50, lfsMegabytes: 200, runs: 3 });
		printTable(
			"git clone, 1,000 files over 50 commits + 200 MB LFS (3 runs each, same machine)",
			GIT_CLONE_COLUMNS,
			gitCloneRows(results),
		);
	}
	if (!values["skip-upload"]) {
		const upload = await uploadThroughput(workdir, Number(values["file-mb"]));
		printTable(
			`Upload throughput, ${values["file-mb"]} MiB LFS file, curl -T over loopback HTTP (5 interleaved pairs; MB/s best of 5)`,
			["server", "MB/s", "ratio (best)", "ratio (median pair)", "CPU s per upload", "peak RSS MiB"],
			[
				[
					"atrium (LFS batch + PUT, sqlite + disk)",
					upload.atrium.toFixed(0),
					(upload.atrium / (upload.nginx ?? upload.atrium)).toFixed(2),
					upload.pairRatios.length > 0
						? `${median(upload.pairRatios).toFixed(2)} (${upload.pairRatios.map((ratio) => ratio.toFixed(2)).join(" ")})`
						: "-",
					upload.atriumCpuSeconds.toFixed(2),
					`${upload.atriumPeakRssMiB.toFixed(0)} (idle ${upload.atriumIdleRssMiB.toFixed(0)})`,
				],
				...(upload.nginx
					? [
							[
								"nginx WebDAV PUT (Debian)",
								upload.nginx.toFixed(0),
								"1.00",
								"1.00",
								(upload.nginxCpuSeconds ?? 0).toFixed(2),
								"-",
							],
						]
					: [["nginx", "not installed", "-", "-", "-", "-"]]),
			],
		);
	}
	if (!values["skip-xet"]) printXetBench(await xetBench(workdir, Number(process.env.ATRIUM_BENCH_XET_MB ?? "64")));
	if (!values["skip-viewer"]) {
		const viewer = await viewerLatencyBench(workdir, Number(process.env.ATRIUM_BENCH_VIEWER_MB ?? "256"));
		printTable(
			`Dataset viewer under load: ${viewer.rows.toLocaleString("en")} rows, ${viewer.mib} MiB of Parquet, one \`atrium serve\` process, ${viewer.loadClients} clients sending other requests; median of ${viewer.runs}, interleaved with DuckDB on the same file`,
			["step", "hub ms", "DuckDB ms", "ratio", "hub refusals"],
			viewer.steps.map((step) => [
				step.name,
				step.hubMs.toFixed(0),
				step.duckdbMs.toFixed(0),
				(step.hubMs / Math.max(step.duckdbMs, 0.001)).toFixed(2),
				step.refused.length > 0 ? step.refused.join(" ") : "none",
			]),
		);
		console.log(`other requests served meanwhile: ${viewer.loadRps.toFixed(0)}/s, ${viewer.loadErrors} failed`);
	}
} finally {
	await rm(workdir, { recursive: true, force: true });
}
