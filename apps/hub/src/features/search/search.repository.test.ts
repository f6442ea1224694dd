import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../db/create-db.ts";
import type { RepoRow } from "../../db/database.ts";
import { encodeCursor } from "../../http/query-params.ts";
import { openTestDb } from "../../testing/test-backends.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { parseListParams, SORT_COLUMNS } from "./list-params.ts";
import { filterIsBroad } from "./filter-is-broad.ts";
import { searchRepos } from "./search.repository.ts";

const COUNT = 600;
const ORG = "org";

/** Row `i`: sort values with many ties (so the `full_id` tiebreaker matters) and one model in ten without a count. */
function syntheticRow(i: number): Record<string, string | number | null> {
	const id = String(i).padStart(4, "0");
	const namespace = i % 41 === 0 ? "rare-org" : ORG;
	return {
		pk: id.padStart(24, "0"),
		type: "model",
		full_id: `${namespace}/m-${id}`,
		namespace,
		name: `m-${id}`,
		private: i % 50 === 0 ? 1 : 0,
		gated: "false",
		created_at: 1_700_000_000_000 + ((i * 37) % 101) * 1000,
		last_modified: 1_700_000_000_000 + ((i * 53) % 97) * 1000,
		sha: id.padStart(40, "0"),
		likes: i % 7,
		downloads: (i * 7919) % 13,
		downloads_all_time: (i * 31) % 17,
		trending_score: ((i * 13) % 11) / 2,
		pipeline_tag: i % 37 === 0 ? "text-to-image" : i % 2 === 0 ? "text-generation" : "fill-mask",
		library_name: "transformers",
		sdk: null,
		num_parameters: i % 10 === 0 ? null : ((i * 104729) % 1000) * 1_000_000,
		search_text: `${ORG}/m-${id}`,
		used_storage: (i * 211) % 19,
		info: '{"tags":[],"pipeline_tag":null,"library_name":null,"warnings":[]}',
	};
}

/** What the list should return: the filter and sort applied in memory, `full_id` ascending on ties. */
function expected(rows: Record<string, string | number | null>[], query: string): string[] {
	const params = parseListParams(new URL(`http://hub/api/models?${query}`));
	const key = params.sort;
	const value = (row: Record<string, string | number | null>): string | number =>
		key === "num_parameters" ? (row.num_parameters ?? -1) : (row[key] ?? -1);
	return rows
		.filter((row) => row.private === 0)
		.filter((row) => params.pipelineTag === undefined || row.pipeline_tag === params.pipelineTag)
		.filter((row) => params.author === undefined || row.namespace === params.author)
		.filter((row) => {
			const count = row.num_parameters;
			if (params.paramsMin === undefined && params.paramsMax === undefined) return true;
			if (typeof count !== "number") return false;
			return (
				(params.paramsMin === undefined || count >= params.paramsMin) &&
				(params.paramsMax === undefined || count <= params.paramsMax)
			);
		})
		.sort((a, b) => {
			const left = value(a);
			const right = value(b);
			const order = left < right ? -1 : left > right ? 1 : 0;
			if (order !== 0) return params.ascending ? order : -order;
			return String(a.full_id) < String(b.full_id) ? -1 : 1;
		})
		.slice(params.offset, params.offset + params.limit + 1)
		.map((row) => String(row.full_id));
}

describeDialects("parameter range with every sort", (dialect) => {
	let db: Db | undefined;
	let close: (() => Promise<void>) | undefined;
	const rows = Array.from({ length: COUNT }, (_, i) => syntheticRow(i + 1));
	beforeAll(async () => {
		const opened = await openTestDb(dialect);
		db = opened.db;
		close = opened.close;
		await db.kysely
			.insertInto("repos")
			.values(rows as never)
			.execute();
	});
	afterAll(async () => {
		await close?.();
	});
	const page = async (query: string): Promise<string[]> => {
		if (!db) throw new Error("the database did not open");
		const params = parseListParams(new URL(`http://hub/api/models?${query}`));
		const found: RepoRow[] = await searchRepos(db.kysely, db.dialect, "model", params);
		return found.map((row) => row.full_id);
	};

	// Skipped on PostgreSQL on purpose, not for a missing backend: `filterIsBroad` is the SQLite
	// list's plan choice; PostgreSQL's planner picks its own plan, so there is nothing to probe there.
	it.skipIf(dialect !== "sqlite")(
		"counts a broad range as broad and a narrow one as narrow (both SQLite plans get exercised below)",
		async () => {
			if (!db) throw new Error("the database did not open");
			expect(
				await filterIsBroad(db.kysely, "model", { column: "num_parameters", min: 1_000_000, max: 900_000_000 }, 6),
			).toBe(true);
			expect(
				await filterIsBroad(db.kysely, "model", { column: "num_parameters", min: 100_000_000, max: 104_000_000 }, 6),
			).toBe(false);
			expect(await filterIsBroad(db.kysely, "model", { column: "num_parameters", max: 5_000_000 }, 6)).toBe(false);
		},
	);

	it.skipIf(dialect !== "sqlite")("counts a common pipeline or author as broad and a rare one as narrow", async () => {
		if (!db) throw new Error("the database did not open");
		expect(await filterIsBroad(db.kysely, "model", { column: "pipeline_tag", equals: "fill-mask" }, 6)).toBe(true);
		expect(await filterIsBroad(db.kysely, "model", { column: "pipeline_tag", equals: "text-to-image" }, 6)).toBe(false);
		expect(await filterIsBroad(db.kysely, "model", { column: "namespace", equals: ORG }, 6)).toBe(true);
		expect(await filterIsBroad(db.kysely, "model", { column: "namespace", equals: "rare-org" }, 6)).toBe(false);
	});

	// Broad and narrow ranges, pipelines and authors, alone and combined: every SQLite plan is taken.
	const ranges = [
		"num_parameters=min:1M,max:900M",
		"num_parameters=min:100M,max:104M",
		"num_parameters=max:5M",
		"params_min=500M",
		"pipeline_tag=text-to-image",
		"author=rare-org",
		"author=org",
		"author=org&num_parameters=min:1M,max:900M",
		"author=rare-org&num_parameters=min:1M,max:900M",
	];
	for (const range of ranges) {
		for (const sort of Object.keys(SORT_COLUMNS)) {
			it(`${range} sorted by ${sort}, both directions and a later page`, async () => {
				for (const query of [
					`${range}&sort=${sort}&limit=5`,
					`${range}&sort=${sort}&direction=1&limit=5`,
					`${range}&sort=${sort}&limit=7&cursor=${encodeCursor({ o: 14 })}`,
					`${range}&pipeline_tag=fill-mask&sort=${sort}&limit=5`,
				]) {
					const want = expected(rows, query);
					if (query.endsWith("&limit=5") && !query.includes("pipeline_tag"))
						expect(want.length, `${query} should match something`).toBeGreaterThan(0);
					expect(await page(query), query).toEqual(want);
				}
			});
		}
	}
});
