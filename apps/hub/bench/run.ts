/**
 * Hub benchmarks (not part of `npm test`): `npm run bench` from apps/hub or the repo root.
 *
 *   list/search latency p50/p99 with 10k and 1M synthetic models, on SQLite and PostgreSQL;
 *   modelInfo requests per second over HTTP;
 *   resolve throughput (MB/s) of a 1 GB file next to nginx serving the same file.
 *
 * Flags: --sizes 10000,1000000  --dialects sqlite,postgres  --skip-resolve  --skip-info  --file-mb 1024
 */
import { parseArgs } from "node:util";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/app.ts";
import { DownloadCounter } from "../src/features/downloads/download-counter.ts";
import { FsBlobStorage } from "../src/storage/fs-blob-storage.ts";
import { openTestDb, postgresReachable } from "../src/testing/test-backends.ts";
import { handmadeRepos } from "../seed/handmade-repos.ts";
import { seedCatalogue } from "../seed/seed-catalogue.ts";
import { percentiles, printTable, timeRuns } from "./latency.ts";
import { modelInfoRate } from "./model-info-rate.ts";
import { resolveThroughput } from "./resolve-throughput.ts";
import { insertSyntheticModels } from "./synthetic-models.ts";
import { withoutSecondaryIndexes } from "./bulk-load.ts";

const QUERIES: [string, string][] = [
	["default (trending)", "/api/models?limit=20"],
	["sort=downloads", "/api/models?sort=downloads&limit=20"],
	["search substring", "/api/models?search=model-4242&limit=20"],
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
		"file-mb": { type: "string", default: "1024" },
	},
});

const rows: (string | number)[][] = [];
const infoRows: (string | number)[][] = [];
const workdir = await mkdtemp(join(tmpdir(), "atrium-bench-"));
try {
	for (const dialect of values.dialects.split(",").filter(Boolean)) {
		if (dialect !== "sqlite" && dialect !== "postgres")
			throw new Error(`unknown dialect ${dialect}: use sqlite, postgres`);
		if (dialect === "postgres" && !(await postgresReachable())) continue;
		for (const size of values.sizes.split(",").map(Number)) {
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
	printTable(
		"List/search latency (in-process app.request, ms)",
		["db", "models", "query", "p50", "p99", "load s"],
		rows,
	);
	if (infoRows.length > 0)
		printTable("modelInfo over HTTP (16 concurrent, 5 s)", ["db", "models", "req/s", "p50 ms", "p99 ms"], infoRows);
	if (!values["skip-resolve"]) {
		const result = await resolveThroughput(workdir, Number(values["file-mb"]));
		printTable(
			`Resolve throughput, ${values["file-mb"]} MiB file over loopback HTTP (best of 3)`,
			["server", "MB/s", "ratio"],
			[
				[
					"atrium (sqlite + disk)",
					result.atrium.toFixed(0),
					(result.atrium / (result.nginx ?? result.atrium)).toFixed(2),
				],
				...(result.nginx ? [["nginx (Debian)", result.nginx.toFixed(0), "1.00"]] : [["nginx", "not installed", "-"]]),
			],
		);
	}
} finally {
	await rm(workdir, { recursive: true, force: true });
}
