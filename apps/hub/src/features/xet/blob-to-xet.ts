import { createHash } from "node:crypto";
import type { AppDeps } from "../../app-deps.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { Chunker } from "../../xet/chunking.ts";
import { hashToString } from "../../xet/hash-string.ts";
import { chunkHash, fileHash, type HashedRange } from "../../xet/hashes.ts";
import { packXorb } from "../../xet/xorb.ts";
import { hasXetFile, recordXetFile, type StoredTerm } from "./xet-files.repository.ts";
import { storeXorb } from "./xorb-store.ts";

/**
 * Xorbs the hub builds from a file are cut at this size (the spec allows 64 MiB): a conversion holds
 * at most one such xorb's chunks, and its serialized copy, in memory.
 */
export const HUB_XORB_BYTES = 16 * 1024 * 1024;
/** The spec's limit of chunks per xorb. */
const MAX_XORB_CHUNKS = 8 * 1024;

/**
 * Makes stored blob `sha256` (a file that came through LFS or git) readable through the Xet download
 * protocol (decision 033): its bytes are cut with the spec's content-defined chunking, packed into
 * uncompressed xorbs of at most {@link HUB_XORB_BYTES} stored like uploaded ones, and its Xet file hash and
 * terms recorded (`xet_files`), after which `resolve` advertises it. The blob itself stays as it is, so
 * every other way out is unchanged. The bytes are hashed on the way: a blob that does not hash to its
 * name records nothing. Does nothing for a blob the hub already knows, an empty one, or a missing one.
 * Whether it recorded the file.
 */
export async function convertBlobToXet(
	deps: Pick<AppDeps, "db" | "storage">,
	sha256: string,
	now: number,
): Promise<boolean> {
	if (await hasXetFile(deps.db.kysely, sha256)) return false;
	const stream = await deps.storage.get(blobKey(sha256));
	if (!stream) return false;
	const chunker = new Chunker();
	const digest = createHash("sha256");
	const ranges: HashedRange[] = [];
	const terms: StoredTerm[] = [];
	let pending: { data: Uint8Array; hash: Uint8Array }[] = [];
	let pendingBytes = 0;
	const flush = async () => {
		if (pending.length === 0) return;
		const { bytes, xorb } = packXorb(pending);
		await storeXorb(deps, bytes, xorb, now);
		terms.push({ xorb: hashToString(xorb.hash), start: 0, end: pending.length, length: xorb.unpackedLength });
		pending = [];
		pendingBytes = 0;
	};
	const add = async (data: Uint8Array) => {
		if (pendingBytes + data.length > HUB_XORB_BYTES || pending.length === MAX_XORB_CHUNKS) await flush();
		const hash = chunkHash(data);
		ranges.push({ hash, length: data.length });
		pending.push({ data, hash });
		pendingBytes += data.length;
	};
	let size = 0;
	for await (const piece of stream as AsyncIterable<Uint8Array>) {
		digest.update(piece);
		size += piece.length;
		for (const chunk of chunker.push(piece)) await add(chunk);
	}
	const last = chunker.finish();
	if (last) await add(last);
	await flush();
	const first = ranges[0];
	if (!first || digest.digest("hex") !== sha256) return false;
	const file = { sha256, xetHash: hashToString(fileHash(ranges)), size, terms, firstChunk: first.hash };
	await recordXetFile(deps.db.kysely, file, now);
	return true;
}
