import type { Kysely } from "kysely";
import type { CommitRow, Database } from "../../db/database.ts";
import {
	directoryTree,
	findEntries,
	findEntry,
	listAllFiles,
	listDirectory,
	listRecursive,
	type PathEntry,
} from "../../repos/trees.repository.ts";

export type { PathEntry };

/** One entry (file or directory) of a commit's tree, by path. */
export async function getEntry(db: Kysely<Database>, commit: CommitRow, path: string): Promise<PathEntry | undefined> {
	return findEntry(db, commit.repo_pk, commit.tree_oid, path);
}

/** Several entries by path; missing paths are left out. */
export async function getEntries(db: Kysely<Database>, commit: CommitRow, paths: string[]): Promise<PathEntry[]> {
	return findEntries(db, commit.repo_pk, commit.tree_oid, paths);
}

/** All files of a commit, by path. */
export async function listFiles(db: Kysely<Database>, commit: CommitRow): Promise<PathEntry[]> {
	return listAllFiles(db, commit.repo_pk, commit.tree_oid);
}

/**
 * A page of a directory listing ordered by path: the direct children of `directory` (`""` = root),
 * or everything below it when `recursive`. Starts after path `after` when given. Empty when
 * `directory` is not a directory.
 */
export async function listTree(
	db: Kysely<Database>,
	commit: CommitRow,
	options: { directory: string; recursive: boolean; after?: string; limit: number },
): Promise<PathEntry[]> {
	const tree = await directoryTree(db, commit.repo_pk, commit.tree_oid, options.directory);
	if (!tree) return [];
	const entries = options.recursive
		? await listRecursive(db, commit.repo_pk, tree, options.directory)
		: await listDirectory(db, commit.repo_pk, tree, options.directory);
	const after = options.after;
	const start = after === undefined ? 0 : entries.findIndex((entry) => entry.path > after);
	return start === -1 ? [] : entries.slice(start, start + options.limit);
}
