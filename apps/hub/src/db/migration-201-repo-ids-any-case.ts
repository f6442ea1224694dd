import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
type AnyDb = Kysely<any>;

/**
 * 201: a repository id is one name whatever its case (decision 060), as on the public hub: a unique
 * index over `(type, lower(full_id))`, which also serves the lookup of an id spelled in another case.
 * A database that already holds two ids differing only in case cannot take the index: the migration
 * stops and names them, so the operator renames one (a move) with the previous version first.
 */
export const repoIdsAnyCaseMigration: Migration = {
	async up(db: AnyDb) {
		const clashes = await sql<{ type: string; ids: string }>`
			select type, min(full_id) || ' and ' || max(full_id) as ids
			from repos group by type, lower(full_id) having count(*) > 1 order by type, lower(full_id)`.execute(db);
		if (clashes.rows.length > 0)
			throw new Error(
				`repository ids must differ in more than letter case; rename one of each pair (a move) with the previous version of Atrium, then start again: ${clashes.rows
					.map((row) => `${row.type} ${row.ids}`)
					.join("; ")}`,
			);
		await sql`create unique index repos_type_full_id_any_case on repos (type, lower(full_id))`.execute(db);
	},
	async down(db: AnyDb) {
		await sql`drop index repos_type_full_id_any_case`.execute(db);
	},
};
/* eslint-enable @typescript-eslint/no-explicit-any */
