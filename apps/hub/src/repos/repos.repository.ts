import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { Executor } from "./trees.repository.ts";
import type { CommitRow, Database, RepoRow, RepoType } from "../db/database.ts";

/**
 * The repository row of `type` + `namespace/name`, the id matched in any letter case (decision 060:
 * one repository per id whatever its case, a unique index over `lower(full_id)`), if any. Its
 * `full_id` is the id as the repository spells it.
 */
export async function findRepo(db: Executor, type: RepoType, fullId: string): Promise<RepoRow | undefined> {
	return db
		.selectFrom("repos")
		.selectAll()
		.where("type", "=", type)
		.where(sql<string>`lower(full_id)`, "=", fullId.toLowerCase())
		.executeTakeFirst();
}

/**
 * The branches and tags of a repository whose name is one of `names`, each with the commit it points to
 * (one query; for splitting unencoded slashed revisions). Branches come before tags of the same name.
 */
export async function listRefsNamed(
	db: Kysely<Database>,
	repoPk: string,
	names: string[],
): Promise<{ name: string; commit: CommitRow }[]> {
	if (names.length === 0) return [];
	const rows = await db
		.selectFrom("refs")
		.innerJoin("commits", (join) =>
			join.onRef("commits.repo_pk", "=", "refs.repo_pk").onRef("commits.id", "=", "refs.commit_id"),
		)
		.selectAll("commits")
		.select("refs.name as ref_name")
		.where("refs.repo_pk", "=", repoPk)
		.where("commits.repo_pk", "=", repoPk)
		.where("refs.name", "in", names)
		.orderBy("refs.kind")
		.execute();
	return rows.map(({ ref_name, ...commit }) => ({ name: ref_name, commit }));
}

/** Ids of the spaces whose card lists `modelId` under `models` (tag `model:<id>`), sorted. */
export async function spacesUsingModel(
	db: Kysely<Database>,
	modelId: string,
	readable: (eb: ExpressionBuilder<Database, "repos">) => Expression<SqlBool>,
): Promise<string[]> {
	const rows = await db
		.selectFrom("repo_tags")
		.innerJoin("repos", "repos.pk", "repo_tags.repo_pk")
		.select("repos.full_id")
		.where("repo_tags.tag", "=", `model:${modelId}`)
		.where("repos.type", "=", "space")
		.where(readable)
		.orderBy("repos.full_id")
		.limit(100)
		.execute();
	return rows.map((row) => row.full_id);
}
