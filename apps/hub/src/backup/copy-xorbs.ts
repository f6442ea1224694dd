import type { BlobStorage } from "../storage/blob-storage.ts";
import { hashToString } from "../xet/hash-string.ts";
import { parseXorb, XorbFormatError } from "../xet/xorb.ts";
import { XORB_INDEX_ENTRY_BYTES, xorbIndexKey, xorbKey } from "../xet/xorb-keys.ts";
import { copyInParallel } from "./copy-blobs.ts";

/** A stored Xet xorb to copy (a row of `REFERENCED_XORBS_SQL`). */
export interface XorbRef {
	hash: string;
	storedSize: number;
	chunkCount: number;
}

/** A row of `REFERENCED_XORBS_SQL` (either database) as a {@link XorbRef}. */
export function xorbRefOf(row: { hash: string; stored_size: unknown; chunk_count: unknown }): XorbRef {
	return { hash: row.hash, storedSize: Number(row.stored_size), chunkCount: Number(row.chunk_count) };
}

/** Copies one stored body of known size; false when the target already has it at that size. */
async function copySized(from: BlobStorage, to: BlobStorage, key: string, size: number): Promise<boolean> {
	if ((await to.stat(key))?.size === size) return false;
	const body = await from.get(key);
	if (!body) throw new Error(`${key} is missing from ${from.description}`);
	let seen = 0;
	const counted = body.pipeThrough(
		new TransformStream<Uint8Array, Uint8Array>({
			transform(chunk, controller) {
				seen += chunk.byteLength;
				controller.enqueue(chunk);
			},
			flush() {
				if (seen !== size) throw new Error(`${key} reads back as ${seen} bytes, the database says ${size}`);
			},
		}),
	);
	await to.put(key, counted, size);
	return true;
}

/**
 * Copies one xorb's bytes once they prove to be that xorb: every chunk decoded and hashed, the Merkle
 * root equal to its name (a store changed since the CAS checked it fails the backup instead of being
 * copied). A xorb is at most `LIMITS.xetXorbBytes`, so it is read whole. False when the target
 * already has it at its size.
 */
async function copyXorbBytes(from: BlobStorage, to: BlobStorage, xorb: XorbRef): Promise<boolean> {
	const key = xorbKey(xorb.hash);
	if ((await to.stat(key))?.size === xorb.storedSize) return false;
	const body = await from.get(key);
	if (!body) throw new Error(`${key} is missing from ${from.description}`);
	const bytes = new Uint8Array(await new Response(body).arrayBuffer());
	if (bytes.byteLength !== xorb.storedSize)
		throw new Error(`${key} reads back as ${bytes.byteLength} bytes, the database says ${xorb.storedSize}`);
	let actual: string;
	try {
		actual = hashToString(parseXorb(bytes).hash);
	} catch (error) {
		if (error instanceof XorbFormatError) throw new Error(`${key} reads back as no xorb: ${error.message}`);
		throw error;
	}
	if (actual !== xorb.hash) throw new Error(`${key} reads back as xorb ${actual}`);
	await to.put(key, bytes, bytes.byteLength);
	return true;
}

/**
 * Copies xorbs between stores: each one's bytes, checked against its Merkle hash as the CAS checked
 * them when they came ({@link copyXorbBytes}), then its chunk index (decision 032's layout), checked
 * against the size the database records. Xorbs already present at the right size are skipped.
 * Returns how many xorbs were copied.
 */
export async function copyXorbs(from: BlobStorage, to: BlobStorage, xorbs: XorbRef[]): Promise<number> {
	return copyInParallel(xorbs, async (xorb) => {
		// The bytes first: a xorb that fails its hash leaves no index behind in the target.
		const bytes = await copyXorbBytes(from, to, xorb);
		const index = await copySized(from, to, xorbIndexKey(xorb.hash), xorb.chunkCount * XORB_INDEX_ENTRY_BYTES);
		return bytes || index;
	});
}
