import type { ParquetConversionRow } from "../db/database.ts";
import type { Executor } from "../repos/trees.repository.ts";

/**
 * The durable queue of Parquet conversions (migration 180, decision 042): one row per dataset. A
 * commit that moves a dataset's default branch queues its head in the same transaction
 * ({@link queueParquetConversion}, called where the repository summary follows the branch), so a
 * crash between the commit and the conversion loses nothing. The converter claims a job with a lease
 * ({@link claimParquetConversion}); a job whose lease ran out (its converter died) is claimed again.
 */

/** Queues the conversion of `commitId`, the new head of a dataset's default branch; a newer head replaces an older one. */
export async function queueParquetConversion(
	db: Executor,
	repoPk: string,
	commitId: string,
	now: number,
): Promise<void> {
	const fresh = {
		source_commit: commitId,
		status: "pending" as const,
		attempts: 0,
		lease_until: null,
		error: null,
		updated_at: now,
	};
	await db
		.insertInto("parquet_conversions")
		.values({ repo_pk: repoPk, converted_commit: null, ...fresh })
		.onConflict((oc) => oc.column("repo_pk").doUpdateSet(fresh))
		.execute();
}

/** The conversion state of a dataset, or undefined when none was ever queued. */
export async function parquetConversionOf(db: Executor, repoPk: string): Promise<ParquetConversionRow | undefined> {
	return db.selectFrom("parquet_conversions").selectAll().where("repo_pk", "=", repoPk).executeTakeFirst();
}

/**
 * The oldest job a converter may claim at `now`: pending and not waiting for a retry, or running with
 * an expired lease. Only reads; {@link claimParquetConversion} takes it.
 */
export async function dueParquetConversion(db: Executor, now: number): Promise<ParquetConversionRow | undefined> {
	return db
		.selectFrom("parquet_conversions")
		.selectAll()
		.where((eb) =>
			eb.or([
				eb.and([eb("status", "=", "pending"), eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)])]),
				eb.and([eb("status", "=", "running"), eb("lease_until", "<=", now)]),
			]),
		)
		.orderBy("updated_at")
		.limit(1)
		.executeTakeFirst();
}

/**
 * Claims the oldest job that is pending (and not waiting for a retry) or running with an expired
 * lease: marks it running until `now + leaseMs` with one more attempt, by compare-and-swap on what
 * was read, so two converters never hold one job. A job already tried `maxAttempts` times is marked
 * failed instead. Undefined when there is nothing to do.
 */
export async function claimParquetConversion(
	db: Executor,
	now: number,
	leaseMs: number,
	maxAttempts: number,
): Promise<ParquetConversionRow | undefined> {
	for (let round = 0; round < 10; round++) {
		const candidate = await dueParquetConversion(db, now);
		if (!candidate) return undefined;
		const attempts = Number(candidate.attempts);
		const gaveUp = attempts >= maxAttempts;
		const changed = await db
			.updateTable("parquet_conversions")
			.set(
				gaveUp
					? {
							status: "failed",
							lease_until: null,
							error: candidate.error ?? `stopped after ${attempts} attempts`,
							updated_at: now,
						}
					: { status: "running", attempts: attempts + 1, lease_until: now + leaseMs, updated_at: now },
			)
			.where("repo_pk", "=", candidate.repo_pk)
			.where("source_commit", "=", candidate.source_commit)
			.where("status", "=", candidate.status)
			.where("attempts", "=", candidate.attempts)
			.executeTakeFirst();
		if (Number(changed.numUpdatedRows) !== 1 || gaveUp) continue;
		return { ...candidate, status: "running", attempts: attempts + 1, lease_until: now + leaseMs };
	}
	return undefined;
}

/** How a claimed job ended: converted (`commitId`, or null when there was nothing to convert), failed for good, or to be retried at `retryAt`. */
export type ConversionOutcome =
	| { kind: "done"; commitId: string | null; note?: string }
	| { kind: "failed"; error: string }
	| { kind: "retry"; error: string; retryAt: number };

/**
 * Records the end of a claimed job, unless a newer commit replaced its source meanwhile (then the
 * row is pending for that commit and stays so).
 */
export async function finishParquetConversion(
	db: Executor,
	job: Pick<ParquetConversionRow, "repo_pk" | "source_commit">,
	outcome: ConversionOutcome,
	now: number,
): Promise<void> {
	const set =
		outcome.kind === "done"
			? { status: "done" as const, lease_until: null, converted_commit: outcome.commitId, error: outcome.note ?? null }
			: outcome.kind === "failed"
				? { status: "failed" as const, lease_until: null, error: outcome.error }
				: { status: "pending" as const, lease_until: outcome.retryAt, error: outcome.error };
	await db
		.updateTable("parquet_conversions")
		.set({ ...set, updated_at: now })
		.where("repo_pk", "=", job.repo_pk)
		.where("source_commit", "=", job.source_commit)
		.where("status", "=", "running")
		.execute();
}
