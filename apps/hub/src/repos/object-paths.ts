import { sql } from "kysely";
import type { Executor } from "./trees.repository.ts";

/**
 * Where LFS objects sit in a repository's stored trees, found from the object upwards: one
 * recursive query climbs from the entries naming an object to every tree that holds it (through
 * `tree_entries_oid`), so its cost follows the trees that hold the object, not the repository's size.
 */

/** A tree holding an LFS object, at `path` below that tree. */
export interface ObjectPlace {
	sha256: string;
	tree_oid: string;
	path: string;
}

/** Objects asked about at once (one `in (…)` list). */
const BATCH = 200;

/** Every tree of the repository (sub-trees included) that holds one of these LFS objects, with its path there. */
export async function placesOfObjects(db: Executor, repoPk: string, sha256s: string[]): Promise<ObjectPlace[]> {
	const places: ObjectPlace[] = [];
	for (let i = 0; i < sha256s.length; i += BATCH) {
		const batch = sha256s.slice(i, i + BATCH);
		const rows = await sql<ObjectPlace>`
			with recursive up(sha256, tree_oid, path) as (
				select sha256, tree_oid, cast(name as text) from tree_entries
				where repo_pk = ${repoPk} and type = 'file' and lfs_pointer_size is not null and sha256 in (${sql.join(batch)})
				union
				select up.sha256, parent.tree_oid, parent.name || '/' || up.path from up
				join tree_entries parent on parent.repo_pk = ${repoPk} and parent.oid = up.tree_oid and parent.type = 'directory'
			)
			select sha256, tree_oid, path from up`.execute(db);
		places.push(...rows.rows);
	}
	return places;
}

/** The LFS objects of a repository's stored trees (distinct by sha256) after `after`, by sha256: one page. */
export async function lfsObjectsPage(
	db: Executor,
	repoPk: string,
	after: string | undefined,
	limit: number,
): Promise<{ sha256: string; size: number; oid: string }[]> {
	let query = db
		.selectFrom("tree_entries")
		.select(["sha256", (eb) => eb.fn.max("size").as("size"), (eb) => eb.fn.max("oid").as("oid")])
		.where("repo_pk", "=", repoPk)
		.where("type", "=", "file")
		.where("lfs_pointer_size", "is not", null);
	if (after !== undefined) query = query.where("sha256", ">", after);
	const rows = await query.groupBy("sha256").orderBy("sha256").limit(limit).execute();
	return rows.map((row) => ({ sha256: row.sha256, size: Number(row.size), oid: String(row.oid) }));
}
