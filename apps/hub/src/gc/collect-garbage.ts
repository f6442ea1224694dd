import type { Kysely } from "kysely";
import type { Db } from "../db/create-db.ts";
import type { Database } from "../db/database.ts";
import { BLOB_PREFIX, blobKey, sha256OfBlobKey, type BlobStorage } from "../storage/blob-storage.ts";
import { collectXorbs, type XorbGcReport } from "./collect-xorbs.ts";

/** Default grace: blobs written or claimed within the last 24 hours are never collected. */
export const DEFAULT_GC_GRACE_MS = 24 * 3600 * 1000;

/** How `atrium gc` runs. */
export interface GcOptions {
	/** Blobs younger than this (ms), or claimed by an upload within it, are kept (decision 009). */
	graceMs?: number;
	/** Report what would be removed, remove nothing. */
	dryRun?: boolean;
	/** The clock (epoch ms). */
	now?: () => number;
}

/** What a run found and did. */
export interface GcReport {
	/** Blobs in storage. */
	scanned: number;
	/** Blobs some commit references. */
	referenced: number;
	/** Blobs kept as within the grace period: written recently, or unreferenced but claimed by a recent upload. */
	recent: number;
	/** Unreferenced blobs removed (or, with `dryRun`, that would be). */
	removed: { sha256: string; size: number }[];
	freedBytes: number;
	/** Upload claims older than the grace period, dropped. */
	expiredClaims: number;
	/** The Xet side: files nothing needs any more, forgotten; xorbs no file needs any more. */
	xet: XorbGcReport;
}

const BATCH = 500;

async function referencedAmong(db: Kysely<Database>, sha256s: string[]): Promise<Set<string>> {
	// Any stored tree counts, also those of commits no ref reaches any more (history stays downloadable).
	const rows = await db.selectFrom("tree_entries").select("sha256").distinct().where("sha256", "in", sha256s).execute();
	return new Set(rows.map((row) => row.sha256));
}

async function claimedSince(db: Kysely<Database>, sha256s: string[], since: number): Promise<Set<string>> {
	const rows = await db
		.selectFrom("blob_uploads")
		.select("sha256")
		.distinct()
		.where("sha256", "in", sha256s)
		.where("uploaded_at", ">=", since)
		.execute();
	return new Set(rows.map((row) => row.sha256));
}

/**
 * `atrium gc`: removes the content-addressed blobs that no commit of any repository references.
 *
 * Safe against commits in flight (decision 009): a writer claims a blob (a `blob_uploads` row, by
 * the LFS batch or upload) before a commit names it, and blobs are only candidates when both the
 * stored object and its latest claim are older than the grace period. Staged uploads are invisible
 * here (they are not under `blobs/` until promoted, and then they are young). Every candidate is
 * checked again, references and claims, just before it is deleted.
 */
export async function collectGarbage(
	deps: { db: Db; storage: BlobStorage },
	options: GcOptions = {},
): Promise<GcReport> {
	const db = deps.db.kysely;
	const now = options.now ?? Date.now;
	const graceMs = options.graceMs ?? DEFAULT_GC_GRACE_MS;
	const cutoff = now() - graceMs;
	const report: GcReport = {
		scanned: 0,
		referenced: 0,
		recent: 0,
		removed: [],
		freedBytes: 0,
		expiredClaims: 0,
		xet: { forgottenFiles: 0, removedXorbs: [], freedBytes: 0 },
	};

	const sweep = async (batch: { sha256: string; size: number }[]): Promise<void> => {
		const shas = batch.map((blob) => blob.sha256);
		const referenced = await referencedAmong(db, shas);
		const claimed = await claimedSince(db, shas, cutoff);
		report.referenced += referenced.size;
		for (const blob of batch) {
			if (referenced.has(blob.sha256)) continue;
			if (claimed.has(blob.sha256)) {
				report.recent += 1;
				continue;
			}
			if (!options.dryRun) {
				// Last look, as close to the delete as possible: a commit or an upload may have come meanwhile.
				const latest = [blob.sha256];
				if ((await referencedAmong(db, latest)).size > 0 || (await claimedSince(db, latest, cutoff)).size > 0) {
					report.recent += 1;
					continue;
				}
				await deps.storage.delete(blobKey(blob.sha256));
			}
			report.removed.push(blob);
			report.freedBytes += blob.size;
		}
	};

	let batch: { sha256: string; size: number }[] = [];
	for await (const stored of deps.storage.list(BLOB_PREFIX)) {
		const sha256 = sha256OfBlobKey(stored.key);
		if (!sha256) continue;
		report.scanned += 1;
		if (stored.modifiedAt >= cutoff) {
			report.recent += 1;
			continue;
		}
		batch.push({ sha256, size: stored.size });
		if (batch.length >= BATCH) {
			await sweep(batch);
			batch = [];
		}
	}
	if (batch.length > 0) await sweep(batch);

	const expired = db.selectFrom("blob_uploads").where("uploaded_at", "<", cutoff);
	report.expiredClaims = Number((await expired.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst())?.n ?? 0);
	if (!options.dryRun) await db.deleteFrom("blob_uploads").where("uploaded_at", "<", cutoff).execute();
	// A blob kept as Xet chunks is needed exactly as a whole one would be: referenced, or claimed recently.
	const needed = async (shas: string[]) =>
		new Set([...(await referencedAmong(db, shas)), ...(await claimedSince(db, shas, cutoff))]);
	report.xet = await collectXorbs(deps, { cutoff, needed, ...(options.dryRun ? { dryRun: true } : {}) });
	return report;
}
