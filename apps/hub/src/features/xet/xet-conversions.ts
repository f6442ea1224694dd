import type { AppDeps } from "../../app-deps.ts";
import { convertBlobToXet } from "./blob-to-xet.ts";
import { MAX_CHUNKS_PER_SHARD } from "./shard-ingest.ts";

/** Blobs waiting for conversion in one process; a read of another while the queue is full is not queued (a later read is). */
export const MAX_PENDING_CONVERSIONS = 256;
/** The largest blob converted: as many chunks as one shard may span (64 KiB on average each). */
export const MAX_CONVERTED_BYTES = MAX_CHUNKS_PER_SHARD * 64 * 1024;

/** One process's queue: conversions run one at a time, in the order asked, each blob once. */
interface ConversionQueue {
	pending: Set<string>;
	idle: Promise<void>;
}

const queues = new WeakMap<object, ConversionQueue>();

/**
 * Asks for blob `sha256` (`size` bytes) to become readable through Xet, in the background (decision 033):
 * returns at once; the conversion runs after those already asked for in this process. Nothing happens
 * for a blob already queued, one larger than {@link MAX_CONVERTED_BYTES}, or when the queue is full. A
 * conversion that fails is logged and forgotten: the next read of the file asks again.
 */
export function requestXetConversion(deps: AppDeps, sha256: string, size: number): void {
	if (size === 0 || size > MAX_CONVERTED_BYTES) return;
	let queue = queues.get(deps.db);
	if (!queue) {
		queue = { pending: new Set(), idle: Promise.resolve() };
		queues.set(deps.db, queue);
	}
	if (queue.pending.has(sha256) || queue.pending.size >= MAX_PENDING_CONVERSIONS) return;
	const current = queue;
	current.pending.add(sha256);
	const now = deps.now ?? Date.now;
	current.idle = current.idle
		.then(() => convertBlobToXet(deps, sha256, now()))
		.then(
			() => undefined,
			(error: unknown) => deps.logger?.warn({ err: error, sha256 }, "converting a file for Xet downloads failed"),
		)
		.finally(() => current.pending.delete(sha256));
}

/** Resolves once every conversion asked for so far in this process has finished (tests, shutdown). */
export function xetConversionsSettled(deps: Pick<AppDeps, "db">): Promise<void> {
	return queues.get(deps.db)?.idle ?? Promise.resolve();
}
