import type { CommitOperation } from "./commit-operations.ts";
import { listAllFiles, type Executor } from "../repos/trees.repository.ts";

/** What merging `theirs` into `ours` by path gives: the operations to apply on `ours`, or the conflicting paths. */
export interface PathMerge {
	operations: CommitOperation[];
	conflicts: string[];
}

/**
 * A three-way merge by path (no merging inside files): a path changed only on `theirs` since `base`
 * takes their version (copied from `theirsCommit`, or deleted); changed only on `ours`, or the same
 * way on both, it stays; changed differently on both sides, it conflicts. Trees are root tree ids;
 * `base` null: the histories share nothing, every path present on both sides with different
 * contents conflicts.
 */
export async function mergeByPath(
	db: Executor,
	repoPk: string,
	trees: { base: string | null; ours: string; theirs: string },
	theirsCommit: string,
): Promise<PathMerge> {
	const index = async (tree: string | null): Promise<Map<string, string>> =>
		new Map(
			tree === null
				? []
				: (await listAllFiles(db, repoPk, tree)).map((entry) => [entry.path, `${entry.mode} ${entry.oid}`]),
		);
	const [base, ours, theirs] = await Promise.all([index(trees.base), index(trees.ours), index(trees.theirs)]);
	const operations: CommitOperation[] = [];
	const conflicts: string[] = [];
	for (const path of new Set([...ours.keys(), ...theirs.keys(), ...base.keys()])) {
		const b = base.get(path);
		const o = ours.get(path);
		const t = theirs.get(path);
		if (t === b || t === o) continue;
		if (o !== b) {
			conflicts.push(path);
			continue;
		}
		operations.push(
			t === undefined ? { op: "delete", path } : { op: "copy", from: path, path, fromRevision: theirsCommit },
		);
	}
	conflicts.sort();
	return { operations, conflicts };
}
