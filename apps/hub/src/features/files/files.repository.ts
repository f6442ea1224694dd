import { sql, type Kysely } from "kysely";
import type { Database, EntryRow } from "../../db/database.ts";

/** One entry (file or directory) of a commit, by path. */
export async function getEntry(db: Kysely<Database>, commitId: string, path: string): Promise<EntryRow | undefined> {
	return db
		.selectFrom("entries")
		.selectAll()
		.where("commit_id", "=", commitId)
		.where("path", "=", path)
		.executeTakeFirst();
}

/** Several entries by path; missing paths are left out. */
export async function getEntries(db: Kysely<Database>, commitId: string, paths: string[]): Promise<EntryRow[]> {
	if (paths.length === 0) return [];
	return db
		.selectFrom("entries")
		.selectAll()
		.where("commit_id", "=", commitId)
		.where("path", "in", paths)
		.orderBy("path")
		.execute();
}

/** All files of a commit, by path. */
export async function listFiles(db: Kysely<Database>, commitId: string): Promise<EntryRow[]> {
	return db
		.selectFrom("entries")
		.selectAll()
		.where("commit_id", "=", commitId)
		.where("type", "=", "file")
		.orderBy("path")
		.execute();
}

function escapeLike(text: string): string {
	return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A page of a directory listing ordered by path: the direct children of `directory` (`""` = root),
 * or everything below it when `recursive`. Starts after path `after` when given.
 */
export async function listTree(
	db: Kysely<Database>,
	commitId: string,
	options: { directory: string; recursive: boolean; after?: string; limit: number },
): Promise<EntryRow[]> {
	let query = db.selectFrom("entries").selectAll().where("commit_id", "=", commitId);
	if (!options.recursive) query = query.where("parent", "=", options.directory);
	else if (options.directory)
		query = query.where(sql<boolean>`path like ${`${escapeLike(options.directory)}/%`} escape '\\'`);
	if (options.after !== undefined) query = query.where("path", ">", options.after);
	return query.orderBy("path").limit(options.limit).execute();
}
