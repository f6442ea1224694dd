import { treeEntriesProblem } from "./path-rules.ts";

/** git tree objects: `<mode> <name>\0<20-byte id>` per entry, in git's name order. */

/** One entry of a tree object. */
export interface TreeObjectEntry {
	mode: string;
	name: string;
	oid: string;
}

/** Modes git writes in trees (`40000` without a leading zero). */
export const TREE_MODES = new Set(["100644", "100755", "120000", "160000", "40000"]);

/** True when a mode names a sub-tree. */
export function isTreeMode(mode: string): boolean {
	return mode === "40000";
}

/** git's order: by name bytes, a sub-tree compared as if its name ended in `/`. */
export function compareTreeEntries(a: TreeObjectEntry, b: TreeObjectEntry): number {
	return Buffer.compare(
		Buffer.from(isTreeMode(a.mode) ? `${a.name}/` : a.name),
		Buffer.from(isTreeMode(b.mode) ? `${b.name}/` : b.name),
	);
}

/** The body of a tree object (entries sorted the way git sorts them). */
export function encodeTree(entries: readonly TreeObjectEntry[]): Buffer {
	const sorted = [...entries].sort(compareTreeEntries);
	return Buffer.concat(
		sorted.flatMap((entry) => [Buffer.from(`${entry.mode} ${entry.name}\0`), Buffer.from(entry.oid, "hex")]),
	);
}

/** Thrown for a tree object git itself would not write. */
export class TreeFormatError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "TreeFormatError";
	}
}

/**
 * The entries of a tree object body, in stored order; rejects malformed bodies and every tree git's
 * fsck would refuse (path-rules.ts: `.git` spellings, bad names and modes, duplicates, wrong order).
 */
export function decodeTree(body: Uint8Array): TreeObjectEntry[] {
	const data = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
	const entries: TreeObjectEntry[] = [];
	let position = 0;
	while (position < data.byteLength) {
		const space = data.indexOf(0x20, position);
		const nul = space === -1 ? -1 : data.indexOf(0, space);
		if (space === -1 || nul === -1 || nul + 21 > data.byteLength) throw new TreeFormatError("truncated tree entry");
		const mode = data.toString("latin1", position, space);
		const name = data.toString("utf8", space + 1, nul);
		entries.push({ mode, name, oid: data.toString("hex", nul + 1, nul + 21) });
		position = nul + 21;
	}
	const problem = treeEntriesProblem(entries);
	if (problem) throw new TreeFormatError(`${problem.rule}: ${problem.message}`);
	return entries;
}
