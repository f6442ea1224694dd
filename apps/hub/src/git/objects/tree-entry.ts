/** Tree entries, their modes and git's one order of them (shared by the tree codec and path-rules.ts). */

/** One entry of a tree object: git mode, name (one path component), 40-hex id. */
export interface TreeEntry {
	mode: string;
	name: string;
	oid: string;
}

/** The modes git writes in trees; a sub-tree is `40000`, without a leading zero. */
export const TREE_MODES = {
	file: "100644",
	executable: "100755",
	symlink: "120000",
	submodule: "160000",
	tree: "40000",
} as const;

/** Every mode a tree entry may have. */
export const VALID_TREE_MODES: ReadonlySet<string> = new Set(Object.values(TREE_MODES));

/** True when a mode names a sub-tree. */
export function isTreeMode(mode: string): boolean {
	return mode === TREE_MODES.tree;
}

/** The bytes an entry sorts by: its name, and `/` after it for a sub-tree. */
export function treeEntrySortKey(entry: { mode: string; name: string }): Buffer {
	return Buffer.from(isTreeMode(entry.mode) ? `${entry.name}/` : entry.name, "utf8");
}

/** git's order of tree entries: by name bytes, a sub-tree compared as if its name ended in `/`. */
export function compareTreeEntries(a: { mode: string; name: string }, b: { mode: string; name: string }): number {
	return Buffer.compare(treeEntrySortKey(a), treeEntrySortKey(b));
}
