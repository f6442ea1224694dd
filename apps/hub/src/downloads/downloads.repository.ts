import { sql } from "kysely";
import type { Db } from "../db/create-db.ts";

/** Days counted in `downloads` (the last 30, today included) and in the trending score (7). */
const MONTH_DAYS = 30;
const TREND_DAYS = 7;

function dayBefore(day: string, days: number): string {
	return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Adds per-day download counts, then refreshes the affected repositories' `downloads` (30 days),
 * `downloads_all_time` and `trending_score`; records the journal segments these counts come from as
 * applied. One transaction. Rows for repositories deleted meanwhile are dropped.
 */
export async function addDownloads(
	db: Db,
	rows: { repoPk: string; day: string; count: number }[],
	today: string,
	segmentIds: readonly string[] = [],
): Promise<void> {
	if (rows.length === 0 && segmentIds.length === 0) return;
	const monthStart = dayBefore(today, MONTH_DAYS - 1);
	const trendStart = dayBefore(today, TREND_DAYS - 1);
	await db.kysely.transaction().execute(async (trx) => {
		if (segmentIds.length > 0) {
			const now = Date.now();
			await trx
				.insertInto("download_journal_applied")
				.values(segmentIds.map((segment_id) => ({ segment_id, applied_at: now })))
				.execute();
		}
		const existing = new Set(
			rows.length === 0
				? []
				: (
						await trx
							.selectFrom("repos")
							.select("pk")
							.where("pk", "in", [...new Set(rows.map((row) => row.repoPk))])
							.execute()
					).map((repo) => repo.pk),
		);
		rows = rows.filter((row) => existing.has(row.repoPk));
		for (const row of rows) {
			await trx
				.insertInto("download_days")
				.values({ repo_pk: row.repoPk, day: row.day, count: row.count })
				.onConflict((oc) =>
					oc.columns(["repo_pk", "day"]).doUpdateSet({ count: sql`download_days.count + ${row.count}` }),
				)
				.execute();
		}
		for (const repoPk of new Set(rows.map((row) => row.repoPk))) {
			const sums = await trx
				.selectFrom("download_days")
				.select([
					sql<number>`coalesce(sum(count), 0)`.as("all_time"),
					sql<number>`coalesce(sum(case when day >= ${monthStart} then count else 0 end), 0)`.as("month"),
					sql<number>`coalesce(sum(case when day >= ${trendStart} then count else 0 end), 0)`.as("week"),
				])
				.where("repo_pk", "=", repoPk)
				.executeTakeFirst();
			await trx
				.updateTable("repos")
				.set({
					downloads_all_time: Number(sums?.all_time ?? 0),
					downloads: Number(sums?.month ?? 0),
					trending_score: Number(sums?.week ?? 0),
				})
				.where("pk", "=", repoPk)
				.execute();
		}
	});
}

/**
 * Recomputes the 30-day `downloads` and the trending score of every repository that has either,
 * so counts age out even for repositories nobody downloads any more. Run once per UTC day.
 */
export async function refreshDownloadWindows(db: Db, today: string): Promise<void> {
	const monthStart = dayBefore(today, MONTH_DAYS - 1);
	const trendStart = dayBefore(today, TREND_DAYS - 1);
	await db.kysely
		.updateTable("repos")
		.set({
			downloads: sql<number>`(select coalesce(sum(count), 0) from download_days where download_days.repo_pk = repos.pk and day >= ${monthStart})`,
			trending_score: sql<number>`(select coalesce(sum(count), 0) from download_days where download_days.repo_pk = repos.pk and day >= ${trendStart})`,
		})
		.where((eb) => eb.or([eb("downloads", ">", 0), eb("trending_score", ">", 0)]))
		.execute();
}

/** Which of these journal segments are already committed. */
export async function appliedSegments(db: Db, segmentIds: readonly string[]): Promise<Set<string>> {
	if (segmentIds.length === 0) return new Set();
	const rows = await db.kysely
		.selectFrom("download_journal_applied")
		.select("segment_id")
		.where("segment_id", "in", [...segmentIds])
		.execute();
	return new Set(rows.map((row) => row.segment_id));
}

/** Forgets committed segments whose files are gone. */
export async function forgetSegments(db: Db, segmentIds: readonly string[]): Promise<void> {
	if (segmentIds.length === 0) return;
	await db.kysely
		.deleteFrom("download_journal_applied")
		.where("segment_id", "in", [...segmentIds])
		.execute();
}
