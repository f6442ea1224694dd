import type { Db } from "../db/create-db.ts";

/**
 * How long a claim on a xorb's files holds ({@link claimXorb}): writing an index and renaming the bytes
 * into place takes well under a second, so a claim this old was left by a process that died.
 */
export const XORB_CLAIM_MS = 10 * 60_000;

/**
 * Takes the claim on writing or removing the stored files of xorb `hash` (`xet_xorb_claims`), shared
 * by every hub process of one database: true when taken (a claim left by a dead process, older than
 * {@link XORB_CLAIM_MS}, is taken over), false while someone else holds it. Two serializations of one
 * xorb (another compression) share its hash but not its chunk offsets, so the index of one must never
 * be left beside the bytes of the other, nor a `xet_xorbs` row beside files the collector removed.
 * The holder gives it back with {@link releaseXorbClaim}.
 */
export async function claimXorb(db: Db, hash: string, claimedAt: number): Promise<boolean> {
	const inserted = await db.kysely
		.insertInto("xet_xorb_claims")
		.values({ hash, claimed_at: claimedAt })
		.onConflict((oc) => oc.column("hash").doNothing())
		.executeTakeFirst();
	if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return true;
	const taken = await db.kysely
		.updateTable("xet_xorb_claims")
		.set({ claimed_at: claimedAt })
		.where("hash", "=", hash)
		.where("claimed_at", "<", claimedAt - XORB_CLAIM_MS)
		.executeTakeFirst();
	return Number(taken.numUpdatedRows) > 0;
}

/** Gives back a claim taken by {@link claimXorb} at `claimedAt` (not one another process took over since). */
export async function releaseXorbClaim(db: Db, hash: string, claimedAt: number): Promise<void> {
	await db.kysely.deleteFrom("xet_xorb_claims").where("hash", "=", hash).where("claimed_at", "=", claimedAt).execute();
}
