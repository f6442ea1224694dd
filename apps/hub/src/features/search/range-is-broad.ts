import { sql, type Kysely } from "kysely";
import type { Database, RepoType } from "../../db/database.ts";

/** A parameter-count range; either bound may be missing (but not both). */
export interface ParamRange {
	min?: number;
	max?: number;
}

/**
 * SQLite only: whether the parameter-count range matches so many repositories of `type` that walking
 * the sort index and filtering row by row reaches `wanted` matches sooner than reading every match
 * from the range index and sorting them.
 *
 * SQLite (built without STAT4, as `node:sqlite` is) has no statistics for ranges, so it guesses a
 * fixed fraction and may sort a hundred thousand rows to return twenty, or walk a million rows for a
 * range that holds ten. This counts the matches instead, from the covering `(type, num_parameters)`
 * index, stopping at the break-even point: with N repositories and M matches, the walk reads about
 * `wanted × N / M` rows and the sort reads M, which cross at `M ≈ √(wanted × N)`. The probe thus
 * costs at most that many index entries, no table rows. Private repositories are counted too; the
 * result is an estimate that only picks a plan, never changes the answer.
 */
export async function rangeIsBroad(
	db: Kysely<Database>,
	type: RepoType,
	range: ParamRange,
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
	if (range.min !== undefined) probe = probe.where("num_parameters", ">=", range.min);
	if (range.max !== undefined) probe = probe.where("num_parameters", "<=", range.max);
	const counted = await db
		.selectFrom(probe.limit(breakEven).as("matches"))
		.select(sql<number>`count(*)`.as("n"))
		.executeTakeFirst();
	return Number(counted?.n ?? 0) >= breakEven;
}
