import { createHash } from "node:crypto";
import { blobKey, type BlobStorage } from "../storage/blob-storage.ts";

/** A blob to copy: its content address and size. */
export interface BlobRef {
	sha256: string;
	size: number;
	/**
	 * The blob has a Xet form, whose xorbs the backup carries: it may be stored as chunks only
	 * (decision 034), and then the source has no whole copy to take.
	 */
	chunked?: boolean;
}

/** A row of `REFERENCED_BLOBS_SQL` (either database) as a {@link BlobRef}. */
export function blobRefOf(row: { sha256: string; size: unknown; xet?: unknown }): BlobRef {
	return { sha256: row.sha256, size: Number(row.size), chunked: Number(row.xet ?? 0) > 0 };
}

/** How many objects are copied at once. */
const PARALLEL = 4;

/** Runs `copy` over `items`, {@link PARALLEL} at a time; how many calls answered `true`. */
export async function copyInParallel<T>(items: readonly T[], copy: (item: T) => Promise<boolean>): Promise<number> {
	let copied = 0;
	let next = 0;
	const worker = async (): Promise<void> => {
		while (next < items.length) {
			const item = items[next++];
			if (item !== undefined && (await copy(item))) copied++;
		}
	};
	await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
	return copied;
}

async function copyOne(from: BlobStorage, to: BlobStorage, blob: BlobRef): Promise<boolean> {
	const key = blobKey(blob.sha256);
	const present = await to.stat(key);
	if (present?.size === blob.size) return false;
	const body = await from.get(key);
	if (!body) {
		if (blob.chunked) return false;
		throw new Error(`blob ${blob.sha256} is missing from ${from.description}`);
	}
	const hash = createHash("sha256");
	const hashed = body.pipeThrough(
		new TransformStream<Uint8Array, Uint8Array>({
			transform(chunk, controller) {
				hash.update(chunk);
				controller.enqueue(chunk);
			},
			flush() {
				const actual = hash.digest("hex");
				if (actual !== blob.sha256) throw new Error(`blob ${blob.sha256} reads back as ${actual}`);
			},
		}),
	);
	await to.put(key, hashed, blob.size);
	return true;
}

/**
 * Copies content-addressed blobs between stores, checking each one's SHA-256 and size on the way;
 * blobs already present at the right size are skipped (a second backup into the same folder only
 * adds new ones). Empty files have no blob, and a chunked blob the source holds no whole copy of is
 * carried by its xorbs (`copy-xorbs.ts`). Returns how many were copied.
 */
export async function copyBlobs(from: BlobStorage, to: BlobStorage, blobs: BlobRef[]): Promise<number> {
	return copyInParallel(
		blobs.filter((blob) => blob.size > 0),
		(blob) => copyOne(from, to, blob),
	);
}
