import { createHash } from "node:crypto";
import { blobKey, type BlobStorage } from "../storage/blob-storage.ts";

/** A blob to copy: its content address and size. */
export interface BlobRef {
	sha256: string;
	size: number;
}

/** How many blobs are copied at once. */
const PARALLEL = 4;

async function copyOne(from: BlobStorage, to: BlobStorage, blob: BlobRef): Promise<boolean> {
	const key = blobKey(blob.sha256);
	const present = await to.stat(key);
	if (present?.size === blob.size) return false;
	const body = await from.get(key);
	if (!body) throw new Error(`blob ${blob.sha256} is missing from ${from.description}`);
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
 * adds new ones). Empty files have no blob. Returns how many were copied.
 */
export async function copyBlobs(from: BlobStorage, to: BlobStorage, blobs: BlobRef[]): Promise<number> {
	const queue = blobs.filter((blob) => blob.size > 0);
	let copied = 0;
	let next = 0;
	const worker = async (): Promise<void> => {
		while (next < queue.length) {
			const blob = queue[next++];
			if (blob && (await copyOne(from, to, blob))) copied++;
		}
	};
	await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
	return copied;
}
