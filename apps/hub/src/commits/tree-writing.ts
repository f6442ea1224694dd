import type { Db } from "../db/create-db.ts";
import type { TreeEntriesTable } from "../db/database.ts";
import type { Executor } from "../repos/trees.repository.ts";

/**
 * Writing built trees. Tree rows are content-addressed (`on conflict do nothing`: a tree may already
 * exist), so writing them before a ref moves is safe: rows no commit reaches are invisible.
 */

/** A tree row as a builder produces it, before it is bound to a repository. */
export type TreeRow = Omit<TreeEntriesTable, "repo_pk">;

/** Rows per insert statement. */
const BATCH = 200;

/**
 * Inserts tree rows of a repository inside the caller's transaction, and records the contents their
 * files name in `repo_blobs` (what storage quotas count: `quotas/storage-quota.ts`).
 */
export async function insertTreeRows(trx: Executor, repoPk: string, rows: TreeRow[]): Promise<void> {
	for (let i = 0; i < rows.length; i += BATCH) {
		await trx
			.insertInto("tree_entries")
			.values(rows.slice(i, i + BATCH).map((row) => ({ ...row, repo_pk: repoPk })))
			.onConflict((oc) => oc.doNothing())
			.execute();
	}
	const blobs = new Map<string, number>();
	for (const row of rows) if (row.type === "file" && row.sha256 !== "") blobs.set(row.sha256, row.size);
	const list = [...blobs];
	for (let i = 0; i < list.length; i += BATCH) {
		await trx
			.insertInto("repo_blobs")
			.values(list.slice(i, i + BATCH).map(([sha256, size]) => ({ repo_pk: repoPk, sha256, size })))
			.onConflict((oc) => oc.doNothing())
			.execute();
	}
}

/** Stores new tree rows in a transaction of their own. */
export async function storeTreeRows(db: Db, repoPk: string, rows: TreeRow[]): Promise<void> {
	if (rows.length === 0) return;
	await db.kysely.transaction().execute((trx) => insertTreeRows(trx, repoPk, rows));
}
