import { createRequire } from "node:module";
import { Hasher } from "@huggingface/blake3-jit";
import type * as NativeBlake from "@napi-rs/blake-hash";
import { hashToString } from "./hash-string.ts";

/**
 * The hashes of the Xet protocol (`docs/xet/hashing.md`): every one is a keyed BLAKE3 of 32 bytes,
 * the keys telling chunk data, Merkle nodes, files and term verification apart.
 */

/** Key of a chunk hash (DATA_KEY). */
export const DATA_KEY = new Uint8Array([
	102, 151, 245, 119, 91, 149, 80, 222, 49, 53, 203, 172, 165, 151, 24, 28, 157, 228, 33, 16, 155, 235, 43, 88, 180,
	208, 176, 75, 147, 173, 242, 41,
]);
/** Key of an internal Merkle node (INTERNAL_NODE_KEY). */
export const INTERNAL_NODE_KEY = new Uint8Array([
	1, 126, 197, 199, 165, 71, 41, 150, 253, 148, 102, 102, 180, 138, 2, 230, 93, 221, 83, 111, 55, 199, 109, 210, 248,
	99, 82, 230, 74, 83, 113, 63,
]);
/** Key of a term verification hash (VERIFICATION_KEY). */
export const VERIFICATION_KEY = new Uint8Array([
	127, 24, 87, 214, 206, 86, 237, 102, 18, 127, 249, 19, 231, 165, 195, 243, 164, 205, 38, 213, 181, 219, 73, 230, 65,
	36, 152, 127, 40, 251, 148, 195,
]);
const ZERO_KEY = new Uint8Array(32);

/** A leaf or node of the Merkle tree: its hash and how many data bytes lie under it. */
export interface HashedRange {
	hash: Uint8Array;
	length: number;
}

/** Keyed BLAKE3 in JavaScript (`@huggingface/blake3-jit`): about 100 to 180 MB/s on this machine. */
export function jsKeyedHash(key: Uint8Array, data: Uint8Array): Uint8Array {
	return Hasher.newKeyed(key).update(data).finalize(32);
}

/**
 * Keyed BLAKE3 of the native `@napi-rs/blake-hash` (Rust's `blake3` crate), about ten times the JavaScript
 * one here (bench/results.md), or `undefined` where its prebuilt binary is missing for this platform (its
 * packages exist for common Linux, macOS and Windows targets; the JavaScript one then answers).
 */
export const nativeKeyedHash = loadNativeKeyedHash();

function loadNativeKeyedHash(): ((key: Uint8Array, data: Uint8Array) => Uint8Array) | undefined {
	try {
		const { Blake3Hasher } = createRequire(import.meta.url)("@napi-rs/blake-hash") as typeof NativeBlake;
		return (key, data) =>
			new Uint8Array(
				Blake3Hasher.newKeyed(Buffer.from(key.buffer, key.byteOffset, key.byteLength))
					.update(data)
					.digestBuffer(),
			);
	} catch {
		return undefined;
	}
}

/** BLAKE3 of `data` keyed with `key` (32 bytes out): native where it loads, else JavaScript. */
export const keyedHash: (key: Uint8Array, data: Uint8Array) => Uint8Array = nativeKeyedHash ?? jsKeyedHash;

/** The hash of one chunk's uncompressed bytes. */
export function chunkHash(data: Uint8Array): Uint8Array {
	return keyedHash(DATA_KEY, data);
}

/**
 * The Merkle root over `leaves` (chunk hashes and lengths): the xorb hash when the leaves are a
 * xorb's chunks. Each level groups consecutive entries into nodes: a node closes after its last
 * entry when it has reached 8 entries, or has at least 2 before this one and this entry's hash is a
 * "natural cut" (the u64 at byte 24 is divisible by 4, so 4 children on average), or at the end.
 * A node's hash is the keyed hash of the lines `{hash string} : {length}\n` of its children.
 * No leaves: 32 zero bytes.
 */
export function merkleRoot(leaves: readonly HashedRange[]): Uint8Array {
	if (leaves.length === 0) return new Uint8Array(32);
	let level: readonly HashedRange[] = leaves;
	while (level.length > 1) {
		const next: HashedRange[] = [];
		let start = 0;
		for (let index = 0; index < level.length; index++) {
			const before = index - start;
			const last = index === level.length - 1;
			if (
				last ||
				before === 2 * MEAN_CHILDREN ||
				(before >= 2 && (level[index]?.hash[24] ?? 0) % MEAN_CHILDREN === 0)
			) {
				next.push(nodeOf(level.slice(start, index + 1)));
				start = index + 1;
			}
		}
		level = next;
	}
	return level[0]?.hash ?? new Uint8Array(32);
}

const MEAN_CHILDREN = 4;
const encoder = new TextEncoder();

function nodeOf(children: readonly HashedRange[]): HashedRange {
	let text = "";
	let length = 0;
	for (const child of children) {
		text += `${hashToString(child.hash)} : ${child.length}\n`;
		length += child.length;
	}
	return { hash: keyedHash(INTERNAL_NODE_KEY, encoder.encode(text)), length };
}

/** The xorb hash of a xorb holding `chunks` in this order. */
export const xorbHash = merkleRoot;

/** The Xet file hash of a file cut into `chunks`: the Merkle root keyed again with zeros; an empty file is all zeros. */
export function fileHash(chunks: readonly HashedRange[]): Uint8Array {
	if (chunks.length === 0) return new Uint8Array(32);
	return keyedHash(ZERO_KEY, merkleRoot(chunks));
}

/**
 * A chunk hash as a global deduplication answer carries it (`docs/xet/deduplication.md`, "HMAC
 * Security Mechanism"): BLAKE3 keyed with the answer's key, of the raw hash bytes. A client can only
 * match a hash it already knows; the answer never shows a raw chunk hash.
 */
export function keyedChunkHash(hash: Uint8Array, key: Uint8Array): Uint8Array {
	return keyedHash(key, hash);
}

/** Whether a chunk is eligible for the global deduplication query: the u64 (LE) at byte 24 of its hash is divisible by 1024. */
export function dedupEligible(hash: Uint8Array): boolean {
	return ((hash[24] ?? 0) | (((hash[25] ?? 0) & 0x03) << 8)) === 0;
}

/** The verification hash of a term: the keyed hash of its chunk hashes' raw bytes, concatenated. */
export function verificationHash(chunkHashes: readonly Uint8Array[]): Uint8Array {
	const all = new Uint8Array(chunkHashes.length * 32);
	chunkHashes.forEach((hash, index) => all.set(hash, index * 32));
	return keyedHash(VERIFICATION_KEY, all);
}
