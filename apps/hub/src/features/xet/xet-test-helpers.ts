import { createHash } from "node:crypto";
import { chunkBytes } from "../../xet/chunking.ts";
import { hashFromString, hashToString } from "../../xet/hash-string.ts";
import { chunkHash, fileHash, verificationHash, xorbHash as merkle } from "../../xet/hashes.ts";
import { serializeShard, type ShardFile } from "../../xet/shard.ts";
import { serializeXorb } from "../../xet/xorb.ts";

/** What a client sends to upload `content` as one xorb and one shard, made with the hub's own formats. */
export interface XetUpload {
	sha256: string;
	size: number;
	/** The hashes of its chunks, in order. */
	chunkHashes: Uint8Array[];
	xorbHash: string;
	xorb: Uint8Array;
	/** The shard's one file; tests alter it before {@link shardOf}. */
	file: ShardFile;
}

export function xetUploadOf(content: Uint8Array): XetUpload {
	const chunks = chunkBytes(content);
	const ranges = chunks.map((chunk) => ({ hash: chunkHash(chunk), length: chunk.length }));
	const xorb = serializeXorb(chunks);
	const xorbHash = hashToString(merkle(ranges));
	const sha256 = createHash("sha256").update(content).digest("hex");
	return {
		sha256,
		size: content.length,
		chunkHashes: ranges.map((range) => range.hash),
		xorbHash,
		xorb,
		file: {
			fileHash: fileHash(ranges),
			terms: [
				{
					xorbHash: hashFromString(xorbHash) ?? new Uint8Array(32),
					unpackedLength: content.length,
					chunkStart: 0,
					chunkEnd: chunks.length,
					verification: verificationHash(ranges.map((range) => range.hash)),
				},
			],
			sha256: hashFromString(sha256) ?? new Uint8Array(32),
		},
	};
}

/** The shard (no footer, no CAS section) describing `files`. */
export function shardOf(...files: ShardFile[]): Uint8Array {
	return serializeShard({ files, xorbs: [] });
}
