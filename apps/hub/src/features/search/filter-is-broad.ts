import { sql, type Kysely } from "kysely";
import type { Database, RepoType } from "../../db/database.ts";

/** A list filter that an index of `repos` can answer: a parameter-count range (at least one bound) or an equality. */
export type IndexedFilter =
	| { column: "num_parameters"; min?: number; max?: number }
	| { column: "memory_weight_bytes"; max: number }
	| { column: "pipeline_tag" | "namespace"; equals: string };

/**
 * SQLite only: whether `filter` matches so many repositories of `type` that walking the sort index
 * and checking the filter row by row reaches `wanted` matches sooner than reading every match from
 * the filter's index and sorting them.
 *
 * SQLite's planner does not credit a walk for stopping at the LIMIT, and (built without STAT4, as
 * `node:sqlite` is) has no statistics for ranges at all, guessing a fixed fraction; so it may sort a
 * hundred thousand rows to return twenty, or walk a million rows for a range that holds ten. This
 * counts the matches instead, from the filter's covering `(type, column)` index, stopping at the
 * break-even point: with N repositories and M matches, the walk reads about `wanted × N / M` rows and
 * the sort reads M, which cross at `M ≈ √(wanted × N)`. The probe thus costs at most that many index
 * entries, no table rows. Private repositories are counted too; the result only picks a plan, never
 * changes the answer.
 */
export async function filterIsBroad(
	db: Kysely<Database>,
	type: RepoType,
	filter: IndexedFilter,
	wanted: number,
): Promise<boolean> {
	// max(rowid) is one index descent and bounds the row count from above.
	const total = await sql<{ n: number | null }>`select max(rowid) as n from repos`.execute(db);
	const rows = Number(total.rows[0]?.n ?? 0);
	const breakEven = Math.max(100, Math.ceil(Math.sqrt(wanted * rows)));
	let probe = db
		.selectFrom("repos")
		.select(sql<number>`1`.as("one"))
		.where("type", "=", type);
	if (filter.column === "num_parameters") {
		if (filter.min !== undefined) probe = probe.where("num_parameters", ">=", filter.min);
		if (filter.max !== undefined) probe = probe.where("num_parameters", "<=", filter.max);
	} else if (filter.column === "memory_weight_bytes") {
		probe = probe.where("memory_weight_bytes", "<=", filter.max);
	} else {
		probe = probe.where(filter.column, "=", filter.equals);
	}
	const counted = await db
		.selectFrom(probe.limit(breakEven).as("matches"))
		.select(sql<number>`count(*)`.as("n"))
		.executeTakeFirst();
	return Number(counted?.n ?? 0) >= breakEven;
}
