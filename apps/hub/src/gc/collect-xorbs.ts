import type { Kysely } from "kysely";
import type { Db } from "../db/create-db.ts";
import type { Database } from "../db/database.ts";
import type { BlobStorage } from "../storage/blob-storage.ts";
import { claimXorb, releaseXorbClaim } from "../xet/xorb-claims.ts";
import { xorbIndexKey, xorbKey } from "../xet/xorb-keys.ts";

/** What the Xet part of a collection found and did. */
export interface XorbGcReport {
	/** Xet files (`xet_files` rows) forgotten because nothing needs their blob any more. */
	forgottenFiles: number;
	/** Xorbs removed (or, with `dryRun`, that would be), and their stored bytes. */
	removedXorbs: string[];
	freedBytes: number;
}

const PAGE = 500;

/**
 * The xorbs no file needs any more, past the grace period: created before `cutoff`, named by no
 * file the hub still knows (`xet_file_xorbs`), and sent by no one since `cutoff` (an Xet upload in
 * flight whose shard is not in yet).
 */
function unneededXorbs(db: Kysely<Database>, cutoff: number) {
	return db
		.selectFrom("xet_xorbs")
		.select(["xet_xorbs.hash", "xet_xorbs.stored_size"])
		.where("xet_xorbs.created_at", "<", cutoff)
		.where((eb) =>
			eb.not(
				eb.exists(
					eb
						.selectFrom("xet_file_xorbs")
						.select("xet_file_xorbs.sha256")
						.whereRef("xet_file_xorbs.xorb_hash", "=", "xet_xorbs.hash"),
				),
			),
		)
		.where((eb) =>
			eb.not(
				eb.exists(
					eb
						.selectFrom("xet_xorb_uploads")
						.select("xet_xorb_uploads.xorb_hash")
						.whereRef("xet_xorb_uploads.xorb_hash", "=", "xet_xorbs.hash")
						.where("xet_xorb_uploads.uploaded_at", ">=", cutoff),
				),
			),
		);
}

/**
 * The Xet side of `atrium gc` (decisions 033 and 034), run after the blobs are swept. A blob may be
 * kept as Xet chunks only, so its Xet form is forgotten (its `xet_files` and `xet_file_xorbs` rows)
 * by the rule that removes a whole blob: recorded before `cutoff`, and not `needed` (referenced by a
 * tree, or claimed by an upload within the grace period); a file whose whole blob is gone goes too.
 * Then every xorb no remaining file names and nobody sent within the grace period is removed: its
 * `xet_xorbs` row first (so no new shard or answer can use it), then its bytes and index, its
 * deduplication index rows and its upload records. Each candidate is checked again just before.
 * Upload records older than the grace period are dropped, as blob claims are.
 */
export async function collectXorbs(
	deps: { db: Db; storage: BlobStorage },
	options: { cutoff: number; needed: (sha256s: string[]) => Promise<Set<string>>; dryRun?: boolean },
): Promise<XorbGcReport> {
	const db = deps.db.kysely;
	const report: XorbGcReport = { forgottenFiles: 0, removedXorbs: [], freedBytes: 0 };
	let after = "";
	for (;;) {
		const files = await db
			.selectFrom("xet_files")
			.select(["sha256", "created_at"])
			.where("sha256", ">", after)
			.orderBy("sha256")
			.limit(PAGE)
			.execute();
		const needed = files.length > 0 ? await options.needed(files.map((file) => file.sha256)) : new Set<string>();
		for (const { sha256, created_at } of files) {
			if (needed.has(sha256) || Number(created_at) >= options.cutoff) continue;
			// Last look, as close to the forgetting as possible: a commit or an upload may have come meanwhile.
			if (!options.dryRun && (await options.needed([sha256])).size > 0) continue;
			report.forgottenFiles += 1;
			if (options.dryRun) continue;
			await db.deleteFrom("xet_files").where("sha256", "=", sha256).execute();
			await db.deleteFrom("xet_file_xorbs").where("sha256", "=", sha256).execute();
		}
		const last = files[files.length - 1];
		if (!last || files.length < PAGE) break;
		after = last.sha256;
	}
	after = "";
	for (;;) {
		const xorbs = await unneededXorbs(db, options.cutoff)
			.where("xet_xorbs.hash", ">", after)
			.orderBy("xet_xorbs.hash")
			.limit(PAGE)
			.execute();
		for (const xorb of xorbs) {
			if (!options.dryRun) {
				// Under the xorb's claim, as uploads store it: an upload of the same xorb now cannot write its
				// files between this row's removal and theirs (and be left with a row but no files).
				const claimedAt = Date.now();
				if (!(await claimXorb(deps.db, xorb.hash, claimedAt))) continue;
				try {
					const still = await unneededXorbs(db, options.cutoff)
						.where("xet_xorbs.hash", "=", xorb.hash)
						.executeTakeFirst();
					if (!still) continue;
					await db.deleteFrom("xet_xorbs").where("hash", "=", xorb.hash).execute();
					await deps.storage.delete(xorbKey(xorb.hash));
					await deps.storage.delete(xorbIndexKey(xorb.hash));
					await db.deleteFrom("xet_dedup_chunks").where("xorb_hash", "=", xorb.hash).execute();
					await db.deleteFrom("xet_xorb_uploads").where("xorb_hash", "=", xorb.hash).execute();
				} finally {
					await releaseXorbClaim(deps.db, xorb.hash, claimedAt);
				}
			}
			report.removedXorbs.push(xorb.hash);
			report.freedBytes += Number(xorb.stored_size);
		}
		const last = xorbs[xorbs.length - 1];
		if (!last || xorbs.length < PAGE) break;
		after = last.hash;
	}
	if (!options.dryRun) await db.deleteFrom("xet_xorb_uploads").where("uploaded_at", "<", options.cutoff).execute();
	return report;
}
