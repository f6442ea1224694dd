import type { TreeEntriesTable } from "../db/database.ts";
import { readTrees, type Executor } from "./trees.repository.ts";

/**
 * The stored rows of a tree and of every tree below it, without the repository: what a new
 * repository stores to hold the same files (`duplicate_repo`), one query per tree level.
 */
export async function rowsBelow(
	db: Executor,
	repoPk: string,
	rootTree: string,
): Promise<Omit<TreeEntriesTable, "repo_pk">[]> {
	const rows: Omit<TreeEntriesTable, "repo_pk">[] = [];
	const seen = new Set<string>();
	let level = [rootTree];
	while (level.length > 0) {
		const trees = await readTrees(db, repoPk, level);
		const next: string[] = [];
		for (const [treeOid, entries] of trees) {
			for (const { repo_pk: _repo, ...row } of entries) {
				rows.push({
					...row,
					size: Number(row.size),
					lfs_pointer_size: row.lfs_pointer_size === null ? null : Number(row.lfs_pointer_size),
					tree_oid: treeOid,
				});
				if (row.type === "directory" && !seen.has(row.oid)) {
					seen.add(row.oid);
					next.push(row.oid);
				}
			}
		}
		level = next;
	}
	return rows;
}
