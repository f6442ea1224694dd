/**
 * Xet hashes are 32 bytes. In URLs and in the Merkle node text they are written the Xet way
 * (`docs/xet/api.md`, "Converting Hashes to Strings"): the four 8-byte groups are each read as a
 * little-endian u64 and written as 16 lowercase hex digits, in order. Plain byte-by-byte hex is wrong.
 */

/** A 32-byte hash in the Xet string form (64 lowercase hex digits). */
export function hashToString(hash: Uint8Array): string {
	if (hash.length !== 32) throw new RangeError(`an Xet hash has 32 bytes, not ${hash.length}`);
	let text = "";
	for (let group = 0; group < 32; group += 8)
		for (let index = group + 7; index >= group; index--) text += HEX[hash[index] ?? 0] ?? "";
	return text;
}

/** The 32 bytes of an Xet hash string, or `undefined` when `text` is not 64 hex digits. */
export function hashFromString(text: string): Uint8Array | undefined {
	if (!HASH_STRING.test(text)) return undefined;
	const hash = new Uint8Array(32);
	const lower = text.toLowerCase();
	for (let group = 0; group < 32; group += 8)
		for (let position = 0; position < 8; position++)
			hash[group + 7 - position] = parseInt(lower.slice((group + position) * 2, (group + position) * 2 + 2), 16);
	return hash;
}

/** Whether `text` has the shape of an Xet hash string (case-insensitive). */
export const HASH_STRING = /^[0-9a-fA-F]{64}$/;

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));
