import type { Db } from "../db/create-db.ts";

/**
 * The catalogue's version (migration 190): it changes with every committed change to a repository
 * or its tags, and only then. Read it before the data it stands for: a page made from data read
 * after it is at least as new as the version says.
 */
export async function catalogueVersion(db: Db): Promise<string> {
	const row = await db.kysely
		.selectFrom("catalogue_version")
		.select("version")
		.where("id", "=", 1)
		.executeTakeFirstOrThrow();
	return String(row.version);
}
