import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { blobKey, type BlobStorage } from "../storage/blob-storage.ts";
import { removeStaleUploads } from "../storage/staged-upload.ts";
import { dropExpiredRates } from "../quotas/rate-limits.ts";

/**
 * Expiry of uploads never committed, run by the hub itself (no `atrium gc` needed; decision 019).
 * An upload claim (`blob_uploads`) older than the expiry age is dropped; when no other claim of the
 * content is younger and no stored tree of any repository names it, the content is deleted from
 * storage. Contents some commit references are never touched. Cost: an index walk over the expired
 * claims (`blob_uploads_uploaded_at`) and one lookup per content (`tree_entries_sha256`), in batches,
 * never a listing of the whole store. Staged writes older than the age (interrupted uploads), expired
 * upload reservations and finished rate-limit windows go too.
 */

/** What one run did. */
export interface ExpiryReport {
	/** Claims older than the age, dropped. */
	expiredClaims: number;
	/** Contents deleted from storage (never committed, not claimed since). */
	removed: { sha256: string; size: number }[];
	freedBytes: number;
	/** Interrupted staged writes removed. */
	staleStaged: number;
}

const BATCH = 500;

async function referencedAnywhere(db: Kysely<Database>, sha256s: string[]): Promise<Set<string>> {
	if (sha256s.length === 0) return new Set();
	const rows = await db.selectFrom("tree_entries").select("sha256").distinct().where("sha256", "in", sha256s).execute();
	return new Set(rows.map((row) => row.sha256));
}

async function stillWanted(db: Kysely<Database>, sha256s: string[], cutoff: number, now: number): Promise<Set<string>> {
	if (sha256s.length === 0) return new Set();
	const claimed = await db
		.selectFrom("blob_uploads")
		.select("sha256")
		.where("sha256", "in", sha256s)
		.where("uploaded_at", ">=", cutoff)
		.execute();
	const reserved = await db
		.selectFrom("upload_reservations")
		.select("sha256")
		.where("sha256", "in", sha256s)
		.where("expires_at", ">", now)
		.execute();
	return new Set([...claimed, ...reserved].map((row) => row.sha256));
}

/**
 * Removes what uploads older than `maxAgeMs` left uncommitted (see the module comment). `now` is the
 * clock (tests pass their own).
 */
export async function expireUploads(
	deps: { db: { kysely: Kysely<Database> }; storage: BlobStorage },
	options: { maxAgeMs: number; now?: number },
): Promise<ExpiryReport> {
	const db = deps.db.kysely;
	const now = options.now ?? Date.now();
	const cutoff = now - options.maxAgeMs;
	const report: ExpiryReport = { expiredClaims: 0, removed: [], freedBytes: 0, staleStaged: 0 };
	for (;;) {
		const expired = await db
			.selectFrom("blob_uploads")
			.select(["sha256", "repo_pk", "user_pk", "size"])
			.where("uploaded_at", "<", cutoff)
			.orderBy("uploaded_at")
			.limit(BATCH)
			.execute();
		if (expired.length === 0) break;
		const sizes = new Map(expired.map((row) => [row.sha256, Number(row.size)]));
		const shas = [...sizes.keys()];
		const kept = new Set([...(await referencedAnywhere(db, shas)), ...(await stillWanted(db, shas, cutoff, now))]);
		// The claims go first: from here on no commit may name a content only they vouched for.
		for (const row of expired)
			await db
				.deleteFrom("blob_uploads")
				.where("sha256", "=", row.sha256)
				.where("repo_pk", "=", row.repo_pk)
				.where("user_pk", "=", row.user_pk)
				.where("uploaded_at", "<", cutoff)
				.execute();
		report.expiredClaims += expired.length;
		for (const sha256 of shas) {
			if (kept.has(sha256)) continue;
			// Last look, as close to the delete as possible: a commit or a new upload may have come meanwhile.
			if ((await referencedAnywhere(db, [sha256])).size > 0) continue;
			if ((await stillWanted(db, [sha256], cutoff, now)).size > 0) continue;
			const stored = await deps.storage.stat(blobKey(sha256));
			if (!stored) continue;
			await deps.storage.delete(blobKey(sha256));
			const size = sizes.get(sha256) ?? stored.size;
			report.removed.push({ sha256, size });
			report.freedBytes += size;
		}
	}
	await db.deleteFrom("upload_reservations").where("expires_at", "<=", now).execute();
	await dropExpiredRates(db, now);
	report.staleStaged = (await removeStaleUploads(deps.storage, { olderThanMs: options.maxAgeMs, now })).length;
	return report;
}

/**
 * Runs {@link expireUploads} now and then every `intervalMs` (default: a quarter of the age, at most
 * an hour) until the returned function is called; one run at a time. Runs in the hub's primary process.
 */
export function scheduleUploadExpiry(
	deps: { db: { kysely: Kysely<Database> }; storage: BlobStorage },
	options: {
		maxAgeMs: number;
		intervalMs?: number;
		onReport?: (report: ExpiryReport) => void;
		onError?: (error: unknown) => void;
	},
): () => void {
	const intervalMs = options.intervalMs ?? Math.min(3_600_000, Math.max(60_000, Math.floor(options.maxAgeMs / 4)));
	let running: Promise<void> | undefined;
	const run = (): void => {
		if (running) return;
		running = expireUploads(deps, { maxAgeMs: options.maxAgeMs })
			.then((report) => options.onReport?.(report))
			.catch((error: unknown) => options.onError?.(error))
			.finally(() => (running = undefined));
	};
	run();
	const timer = setInterval(run, intervalMs);
	timer.unref();
	return () => clearInterval(timer);
}
