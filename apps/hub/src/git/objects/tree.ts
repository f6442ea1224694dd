import { treeEntriesProblem } from "../path-rules.ts";
import { ObjectFormatError } from "./object-format-error.ts";
import { objectId } from "./object-id.ts";
import { compareTreeEntries, type TreeEntry } from "./tree-entry.ts";

/** git tree objects: `<mode> <name>\0<20-byte id>` per entry, in git's order (tree-entry.ts). */

/** The id of the empty tree, which every repository has without storing it. */
export const EMPTY_TREE_ID = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";

/** The body of a tree object (without the `tree <len>\0` header); entries are put in git's order first. */
export function writeTree(entries: readonly TreeEntry[]): Buffer {
	const sorted = [...entries].sort(compareTreeEntries);
	return Buffer.concat(
		sorted.flatMap((entry) => [Buffer.from(`${entry.mode} ${entry.name}\0`), Buffer.from(entry.oid, "hex")]),
	);
}

/** The git id of a tree of these entries. */
export function treeId(entries: readonly TreeEntry[]): string {
	return objectId("tree", writeTree(entries));
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The entries of a tree object body, in stored order. Refuses truncated entries, names that are not
 * UTF-8, and every tree git's fsck refuses (path-rules.ts: bad or zero-padded modes, `.git`
 * spellings and other bad names, duplicate names, entries out of git's order, the all-zero id), so
 * `writeTree(parseTree(body))` equals `body`. Throws {@link ObjectFormatError}.
 */
export function parseTree(body: Uint8Array): TreeEntry[] {
	const data = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
	const entries: TreeEntry[] = [];
	let position = 0;
	while (position < data.byteLength) {
		const space = data.indexOf(0x20, position);
		const nul = space === -1 ? -1 : data.indexOf(0, space);
		if (space === -1 || nul === -1 || nul + 21 > data.byteLength)
			throw new ObjectFormatError("badTree", "a tree entry is truncated");
		const mode = data.toString("latin1", position, space);
		let name: string;
		try {
			name = UTF8.decode(data.subarray(space + 1, nul));
		} catch {
			throw new ObjectFormatError("badTree", "a tree entry's name is not UTF-8; rename it");
		}
		entries.push({ mode, name, oid: data.toString("hex", nul + 1, nul + 21) });
		position = nul + 21;
	}
	const problem = treeEntriesProblem(entries);
	if (problem) throw new ObjectFormatError(problem.rule, problem.message);
	return entries;
}
