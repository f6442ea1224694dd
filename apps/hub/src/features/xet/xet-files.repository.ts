import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import { hashToString } from "../../xet/hash-string.ts";

/** A term of a file's reconstruction as stored in `xet_files.terms` (and served by the reconstruction routes). */
export interface StoredTerm {
	xorb: string;
	start: number;
	end: number;
	length: number;
}

/** What the hub knows of a blob on the Xet side: its Xet file hash and reconstruction. */
export interface XetFile {
	sha256: string;
	xetHash: string;
	size: number;
	terms: StoredTerm[];
	/** The hash of its first chunk: always findable by the global deduplication query. */
	firstChunk: Uint8Array;
}

/**
 * Records `file` (idempotent: a blob has one Xet form, the first recorded): its `xet_files` row, which
 * xorbs it is made of (`xet_file_xorbs`, what the reuse rule follows from a xorb to the files holding
 * it), and its first chunk in the global deduplication index.
 */
export async function recordXetFile(db: Kysely<Database>, file: XetFile, now: number): Promise<void> {
	const first = file.terms[0];
	if (first)
		await db
			.insertInto("xet_dedup_chunks")
			.values({ chunk_hash: hashToString(file.firstChunk), xorb_hash: first.xorb, chunk_index: first.start })
			.onConflict((oc) => oc.columns(["chunk_hash", "xorb_hash"]).doNothing())
			.execute();
	for (const xorb of new Set(file.terms.map((term) => term.xorb)))
		await db
			.insertInto("xet_file_xorbs")
			.values({ sha256: file.sha256, xorb_hash: xorb })
			.onConflict((oc) => oc.columns(["xorb_hash", "sha256"]).doNothing())
			.execute();
	await db
		.insertInto("xet_files")
		.values({
			sha256: file.sha256,
			xet_hash: file.xetHash,
			size: file.size,
			terms: JSON.stringify(file.terms),
			created_at: now,
		})
		.onConflict((oc) => oc.column("sha256").doNothing())
		.execute();
}

/** Whether the hub already knows blob `sha256`'s Xet form. */
export async function hasXetFile(db: Kysely<Database>, sha256: string): Promise<boolean> {
	const row = await db.selectFrom("xet_files").select("sha256").where("sha256", "=", sha256).executeTakeFirst();
	return row !== undefined;
}

/** Blob `sha256`'s Xet form (its size and terms), or `undefined` when the hub knows none. */
export async function findXetFile(
	db: Kysely<Database>,
	sha256: string,
): Promise<{ size: number; terms: StoredTerm[] } | undefined> {
	const row = await db
		.selectFrom("xet_files")
		.select(["size", "terms"])
		.where("sha256", "=", sha256)
		.executeTakeFirst();
	return row && { size: Number(row.size), terms: JSON.parse(row.terms) as StoredTerm[] };
}

/** Forgets blob `sha256`'s Xet form: its `xet_files` row and the xorbs it named (`xet_file_xorbs`). */
export async function forgetXetFile(db: Kysely<Database>, sha256: string): Promise<void> {
	await db.deleteFrom("xet_files").where("sha256", "=", sha256).execute();
	await db.deleteFrom("xet_file_xorbs").where("sha256", "=", sha256).execute();
}
