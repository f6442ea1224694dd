import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

/** A stored annotated tag object. */
export interface TagObjectRow {
	name: string;
	oid: string;
	target: string;
	body: Buffer;
}

/**
 * The annotated tag objects of a repository whose tag ref still points to the commit they name
 * (a tag moved or recreated through the API reads as a lightweight tag again).
 */
export async function validTagObjects(db: Kysely<Database>, repoPk: string): Promise<Map<string, TagObjectRow>> {
	const rows = await db
		.selectFrom("git_tag_objects")
		.innerJoin("refs", (join) =>
			join
				.onRef("refs.repo_pk", "=", "git_tag_objects.repo_pk")
				.onRef("refs.name", "=", "git_tag_objects.name")
				.onRef("refs.commit_id", "=", "git_tag_objects.target"),
		)
		.select(["git_tag_objects.name", "git_tag_objects.oid", "git_tag_objects.target", "git_tag_objects.body"])
		.where("git_tag_objects.repo_pk", "=", repoPk)
		.where("refs.kind", "=", "tag")
		.execute();
	return new Map(rows.map((row) => [row.name, { ...row, body: Buffer.from(row.body, "base64") }]));
}

/** Records (or, with `tag` undefined, forgets) the annotated tag object of tag ref `name`. */
export async function saveTagObject(
	db: Kysely<Database>,
	repoPk: string,
	name: string,
	tag: { oid: string; target: string; body: Uint8Array } | undefined,
): Promise<void> {
	await db.deleteFrom("git_tag_objects").where("repo_pk", "=", repoPk).where("name", "=", name).execute();
	if (!tag) return;
	await db
		.insertInto("git_tag_objects")
		.values({ repo_pk: repoPk, name, oid: tag.oid, target: tag.target, body: Buffer.from(tag.body).toString("base64") })
		.execute();
}
