import type { CreateTableBuilder } from "kysely";

/**
 * The parts of 001's commit storage that 010 keeps: column groups both migrations build their tables
 * with, and the row of 001's `entries` (the per-commit snapshots 010 turns into trees). Frozen: a
 * change here changes what new databases get.
 */

type Table = CreateTableBuilder<string, string>;

/** A commit's columns after its keys and parent (001's `commits`, 010's commits of the engine). */
export function addCommitColumns(table: Table): Table {
	return table
		.addColumn("seq", "integer", (c) => c.notNull())
		.addColumn("title", "text", (c) => c.notNull())
		.addColumn("message", "text", (c) => c.notNull())
		.addColumn("author", "varchar(100)", (c) => c.notNull())
		.addColumn("created_at", "bigint", (c) => c.notNull())
		.addColumn("tree_oid", "varchar(40)", (c) => c.notNull());
}

/** What a listing row says about its object (001's `entries`, 010's `tree_entries`). */
export function addObjectColumns(table: Table): Table {
	return table
		.addColumn("type", "varchar(16)", (c) => c.notNull())
		.addColumn("oid", "varchar(40)", (c) => c.notNull())
		.addColumn("size", "bigint", (c) => c.notNull())
		.addColumn("sha256", "varchar(64)", (c) => c.notNull())
		.addColumn("lfs_pointer_size", "integer");
}

/** A row of 001's `entries`: one path of one commit's full snapshot. */
export interface Entry001 {
	commit_id: string;
	path: string;
	/** The directory holding `path` (`""`: the root). */
	parent: string;
	type: "file" | "directory";
	oid: string;
	size: number;
	sha256: string;
	lfs_pointer_size: number | null;
	/** The commit that last changed `path`. */
	last_commit_id: string;
}
