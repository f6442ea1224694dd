import type { Kysely, Transaction } from "kysely";
import type { Database, TreeEntriesTable, TreeEntryRow } from "../db/database.ts";

/** Anything queries run on: the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** A tree entry with its full path in the commit's tree. */
export interface PathEntry extends Omit<TreeEntriesTable, "repo_pk" | "tree_oid"> {
	path: string;
}

const CACHE_SIZE = 4096;
/** Trees never change once stored (their id is their content): recently read ones, by repository and id. */
const cache = new Map<string, TreeEntryRow[]>();

function remember(key: string, rows: TreeEntryRow[]): void {
	if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
	cache.set(key, rows);
}

/** The entries of one stored tree, by name (git's byte order is the caller's concern). Empty for an unknown tree. */
export async function readTree(db: Executor, repoPk: string, treeOid: string): Promise<TreeEntryRow[]> {
	const key = `${repoPk}:${treeOid}`;
	const hit = cache.get(key);
	if (hit) return hit;
	const rows = await db
		.selectFrom("tree_entries")
		.selectAll()
		.where("repo_pk", "=", repoPk)
		.where("tree_oid", "=", treeOid)
		.orderBy("name")
		.execute();
	if (rows.length > 0) remember(key, rows);
	return rows;
}

/** Several trees at once (one query for those not cached). */
export async function readTrees(
	db: Executor,
	repoPk: string,
	treeOids: string[],
): Promise<Map<string, TreeEntryRow[]>> {
	const result = new Map<string, TreeEntryRow[]>();
	const missing: string[] = [];
	for (const oid of new Set(treeOids)) {
		const hit = cache.get(`${repoPk}:${oid}`);
		if (hit) result.set(oid, hit);
		else missing.push(oid);
	}
	for (let i = 0; i < missing.length; i += 500) {
		const rows = await db
			.selectFrom("tree_entries")
			.selectAll()
			.where("repo_pk", "=", repoPk)
			.where("tree_oid", "in", missing.slice(i, i + 500))
			.orderBy("tree_oid")
			.orderBy("name")
			.execute();
		for (const row of rows) {
			const list = result.get(row.tree_oid) ?? [];
			list.push(row);
			result.set(row.tree_oid, list);
		}
	}
	for (const oid of missing) {
		const rows = result.get(oid);
		if (rows) remember(`${repoPk}:${oid}`, rows);
		else result.set(oid, []);
	}
	return result;
}

/** Whether a tree is stored for a repository. */
export async function hasTree(db: Executor, repoPk: string, treeOid: string): Promise<boolean> {
	const row = await db
		.selectFrom("tree_entries")
		.select("name")
		.where("repo_pk", "=", repoPk)
		.where("tree_oid", "=", treeOid)
		.limit(1)
		.executeTakeFirst();
	return row !== undefined;
}

function toPathEntry(directory: string, row: TreeEntryRow): PathEntry {
	return {
		path: directory ? `${directory}/${row.name}` : row.name,
		name: row.name,
		mode: row.mode,
		type: row.type,
		oid: row.oid,
		size: Number(row.size),
		sha256: row.sha256,
		lfs_pointer_size: row.lfs_pointer_size === null ? null : Number(row.lfs_pointer_size),
	};
}

/** The tree id of directory `path` (`""` = the root) in the tree `rootTree`, or undefined when it is not a directory. */
export async function directoryTree(
	db: Executor,
	repoPk: string,
	rootTree: string,
	path: string,
): Promise<string | undefined> {
	if (path === "") return rootTree;
	const entry = await findEntry(db, repoPk, rootTree, path);
	return entry?.type === "directory" ? entry.oid : undefined;
}

/** The entry at `path` in the tree `rootTree` (walking one tree per path segment), if any. */
export async function findEntry(
	db: Executor,
	repoPk: string,
	rootTree: string,
	path: string,
): Promise<PathEntry | undefined> {
	const parts = path.split("/");
	let tree = rootTree;
	for (let i = 0; i < parts.length; i++) {
		const row = (await readTree(db, repoPk, tree)).find((entry) => entry.name === parts[i]);
		if (!row) return undefined;
		if (i === parts.length - 1) return toPathEntry(parts.slice(0, i).join("/"), row);
		if (row.type !== "directory") return undefined;
		tree = row.oid;
	}
	return undefined;
}

/** The entries at several paths (missing ones left out), sorted by path. */
export async function findEntries(
	db: Executor,
	repoPk: string,
	rootTree: string,
	paths: string[],
): Promise<PathEntry[]> {
	const found: PathEntry[] = [];
	for (const path of new Set(paths)) {
		if (!path) continue;
		const entry = await findEntry(db, repoPk, rootTree, path);
		if (entry) found.push(entry);
	}
	return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The direct children of a stored tree, with paths under `directory`, by name. */
export async function listDirectory(
	db: Executor,
	repoPk: string,
	treeOid: string,
	directory: string,
): Promise<PathEntry[]> {
	return (await readTree(db, repoPk, treeOid)).map((row) => toPathEntry(directory, row));
}

/**
 * Every entry below a stored tree (directories and files), paths under `directory`, sorted by path.
 * Reads one query per tree level (trees of a level together).
 */
export async function listRecursive(
	db: Executor,
	repoPk: string,
	treeOid: string,
	directory: string,
): Promise<PathEntry[]> {
	const all: PathEntry[] = [];
	let level: { oid: string; path: string }[] = [{ oid: treeOid, path: directory }];
	while (level.length > 0) {
		const trees = await readTrees(
			db,
			repoPk,
			level.map((tree) => tree.oid),
		);
		const next: { oid: string; path: string }[] = [];
		for (const tree of level) {
			for (const row of trees.get(tree.oid) ?? []) {
				const entry = toPathEntry(tree.path, row);
				all.push(entry);
				if (entry.type === "directory") next.push({ oid: entry.oid, path: entry.path });
			}
		}
		level = next;
	}
	return all.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Every file of a commit's tree, sorted by path. */
export async function listAllFiles(db: Executor, repoPk: string, rootTree: string): Promise<PathEntry[]> {
	return (await listRecursive(db, repoPk, rootTree, "")).filter((entry) => entry.type === "file");
}

/**
 * The paths (files and directories) whose object differs between two stored trees, descending only
 * into sub-trees that differ; paths only in `before` are left out. `before` null: every path of `after`.
 */
export async function changedPaths(
	db: Executor,
	repoPk: string,
	before: string | null,
	after: string,
	directory = "",
): Promise<string[]> {
	if (before === after) return [];
	const old = new Map((before ? await readTree(db, repoPk, before) : []).map((row) => [row.name, row]));
	const changed: string[] = [];
	for (const row of await readTree(db, repoPk, after)) {
		const path = directory ? `${directory}/${row.name}` : row.name;
		const previous = old.get(row.name);
		if (previous?.oid === row.oid && previous.mode === row.mode) continue;
		changed.push(path);
		if (row.type === "directory")
			changed.push(
				...(await changedPaths(db, repoPk, previous?.type === "directory" ? previous.oid : null, row.oid, path)),
			);
	}
	return changed;
}

/** What the stored trees of a repository say about a git blob (size, storage key, LFS pointer), if any holds it. */
export async function findBlob(
	db: Executor,
	repoPk: string,
	oid: string,
): Promise<{ size: number; sha256: string; lfs_pointer_size: number | null } | undefined> {
	const row = await db
		.selectFrom("tree_entries")
		.select(["size", "sha256", "lfs_pointer_size"])
		.where("repo_pk", "=", repoPk)
		.where("oid", "=", oid)
		.where("type", "=", "file")
		.limit(1)
		.executeTakeFirst();
	return row && { size: Number(row.size), sha256: row.sha256, lfs_pointer_size: row.lfs_pointer_size };
}

/** Whether any stored tree of a repository holds a file whose content has this sha256. */
export async function findBlobBySha256(db: Executor, repoPk: string, sha256: string): Promise<boolean> {
	const row = await db
		.selectFrom("tree_entries")
		.select("oid")
		.where("sha256", "=", sha256)
		.where("repo_pk", "=", repoPk)
		.limit(1)
		.executeTakeFirst();
	return row !== undefined;
}
