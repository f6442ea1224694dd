import { randomBytes } from "node:crypto";
import type { AppDeps } from "../../app-deps.ts";
import { hashFromString } from "../../xet/hash-string.ts";
import { keyedChunkHash } from "../../xet/hashes.ts";
import { serializeShard, type ShardXorb } from "../../xet/shard.ts";
import type { XetGrant } from "./xet-tokens.ts";
import { xorbUsable } from "./xorb-access.ts";
import { readXorbIndex } from "./xorb-store.ts";

/**
 * Xorbs named by one answer (about 50 KB each for 1024 chunks: a 4 GiB file's 64 MiB xorbs fit), and
 * rows looked at to find them.
 */
const MAX_XORBS_PER_ANSWER = 64;
const MAX_CANDIDATES = 256;
/** A xorb hash nothing has, for the work a chunk stored nowhere is made to cost. */
const NO_XORB = "0".repeat(64);
/** How long a client may keep deduplicating against an answer (the footer's key expiry), in seconds. */
const ANSWER_KEY_TTL_SECONDS = 24 * 60 * 60;

/**
 * The global deduplication answer for chunk `chunk` (decision 033, `docs/xet/deduplication.md`): a
 * shard, footer included, whose CAS section lists the stored xorbs holding that chunk, then the other
 * xorbs of the files those xorbs belong to (as the public CAS answers with the whole shard a chunk was
 * uploaded in: `@huggingface/hub` asks only about a file's first chunk, so one answer must cover the
 * file), each one the grant's user may build on in the grant's repository ({@link xorbUsable}: the same
 * rule a shard naming them must pass), every chunk hash keyed with a fresh random key in the footer. A client learns a
 * chunk's place only by keying a hash it already has and finding it; raw hashes never leave the hub.
 * `undefined` when no such xorb exists for this caller, the answer for a chunk stored nowhere.
 */
export async function globalDedupShard(
	deps: Pick<AppDeps, "db" | "storage">,
	grant: Pick<XetGrant, "repoPk" | "userPk" | "direction" | "payer">,
	chunk: string,
	now: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
	const candidates = await deps.db.kysely
		.selectFrom("xet_dedup_chunks")
		.innerJoin("xet_xorbs", "xet_xorbs.hash", "xet_dedup_chunks.xorb_hash")
		.select(["xet_xorbs.hash", "xet_xorbs.unpacked_size", "xet_xorbs.stored_size"])
		.where("xet_dedup_chunks.chunk_hash", "=", chunk)
		.orderBy("xet_xorbs.created_at", "desc")
		.limit(MAX_CANDIDATES)
		.execute();
	// A chunk stored nowhere costs what one stored in a xorb the caller may not use costs (the siblings
	// query and one usability check, on a xorb hash that matches nothing), so the time of the answer
	// does not tell whether someone else's data holds the chunk.
	const holding = candidates.length === 0 ? [NO_XORB] : candidates.map((candidate) => candidate.hash);
	const siblings = await deps.db.kysely
		.selectFrom("xet_file_xorbs as holding")
		.innerJoin("xet_file_xorbs as sibling", "sibling.sha256", "holding.sha256")
		.innerJoin("xet_xorbs", "xet_xorbs.hash", "sibling.xorb_hash")
		.select(["xet_xorbs.hash", "xet_xorbs.unpacked_size", "xet_xorbs.stored_size"])
		.distinct()
		.where("holding.xorb_hash", "in", holding)
		.orderBy("xet_xorbs.hash")
		.limit(MAX_CANDIDATES)
		.execute();
	if (candidates.length === 0) await xorbUsable(deps, grant, NO_XORB, {});
	const seen = new Set<string>();
	const key = randomBytes(32);
	const xorbs: ShardXorb[] = [];
	const subject = {};
	for (const candidate of [...candidates, ...siblings]) {
		if (seen.has(candidate.hash)) continue;
		seen.add(candidate.hash);
		if (xorbs.length === MAX_XORBS_PER_ANSWER) break;
		if (!(await xorbUsable(deps, grant, candidate.hash, subject))) continue;
		const index = await readXorbIndex(deps.storage, candidate.hash);
		if (!index) continue;
		let byteStart = 0;
		const chunks = index.map((entry) => {
			const keyed = { hash: keyedChunkHash(entry.hash, key), byteStart, length: entry.length };
			byteStart += entry.length;
			return keyed;
		});
		xorbs.push({
			hash: hashFromString(candidate.hash) ?? new Uint8Array(32),
			chunks,
			unpackedLength: Number(candidate.unpacked_size),
			serializedLength: Number(candidate.stored_size),
		});
	}
	if (xorbs.length === 0) return undefined;
	const seconds = Math.floor(now / 1000);
	const footer = { chunkHashKey: key, createdAt: seconds, keyExpiry: seconds + ANSWER_KEY_TTL_SECONDS };
	return serializeShard({ files: [], xorbs, footer });
}
