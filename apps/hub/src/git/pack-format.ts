/** Facts of git's pack format (gitformat-pack) shared by the writer and the reader. */

import type { GitObjectType } from "./objects/object-id.ts";

export type { GitObjectType };

/** The type numbers of a pack entry header (5 is reserved). */
export const PACK_TYPE_CODES = { commit: 1, tree: 2, blob: 3, tag: 4, ofsDelta: 6, refDelta: 7 } as const;

/** Object type by its code. */
export const OBJECT_TYPE_BY_CODE: Record<number, GitObjectType | undefined> = {
	1: "commit",
	2: "tree",
	3: "blob",
	4: "tag",
};

/** `PACK`, version 2, object count. */
export function packHeader(count: number): Buffer {
	const header = Buffer.alloc(12);
	header.write("PACK", 0, "latin1");
	header.writeUInt32BE(2, 4);
	header.writeUInt32BE(count, 8);
	return header;
}

/** An entry header: type in bits 4–6 of the first byte, size in 4 + 7·n bits, little-endian groups. */
export function entryHeader(typeCode: number, size: number): Buffer {
	const bytes: number[] = [];
	let byte = (typeCode << 4) | (size & 0x0f);
	let rest = Math.floor(size / 16);
	while (rest > 0) {
		bytes.push(byte | 0x80);
		byte = rest & 0x7f;
		rest = Math.floor(rest / 128);
	}
	bytes.push(byte);
	return Buffer.from(bytes);
}
