import type { Kysely } from "kysely";
import type { CommitRow, Database, RepoRow, RepoType } from "../../db/database.ts";

/** The repository of `type` + `namespace/name`, if any. */
export async function getRepo(db: Kysely<Database>, type: RepoType, fullId: string): Promise<RepoRow | undefined> {
	return db.selectFrom("repos").selectAll().where("type", "=", type).where("full_id", "=", fullId).executeTakeFirst();
}

/** A commit of a repository by its full id. */
export async function getCommit(
	db: Kysely<Database>,
	repoPk: string,
	commitId: string,
): Promise<CommitRow | undefined> {
	return db
		.selectFrom("commits")
		.selectAll()
		.where("repo_pk", "=", repoPk)
		.where("id", "=", commitId)
		.executeTakeFirst();
}

/** The commit a branch or tag points to. */
export async function getRefCommit(db: Kysely<Database>, repoPk: string, name: string): Promise<CommitRow | undefined> {
	return db
		.selectFrom("refs")
		.innerJoin("commits", "commits.id", "refs.commit_id")
		.selectAll("commits")
		.where("refs.repo_pk", "=", repoPk)
		.where("refs.name", "=", name)
		.orderBy("refs.kind")
		.executeTakeFirst();
}

/** Names of all branches and tags. */
export async function listRefs(
	db: Kysely<Database>,
	repoPk: string,
): Promise<{ kind: "branch" | "tag"; name: string; commit_id: string }[]> {
	return db
		.selectFrom("refs")
		.select(["kind", "name", "commit_id"])
		.where("repo_pk", "=", repoPk)
		.orderBy("name")
		.execute();
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
		.innerJoin("commits", "commits.id", "refs.commit_id")
		.selectAll("commits")
		.select("refs.name as ref_name")
		.where("refs.repo_pk", "=", repoPk)
		.where("commits.repo_pk", "=", repoPk)
		.where("refs.name", "in", names)
		.orderBy("refs.kind")
		.execute();
	return rows.map(({ ref_name, ...commit }) => ({ name: ref_name, commit }));
}

/** Commits reachable from `head`, newest first (history is linear), with the total count. */
export async function listCommits(
	db: Kysely<Database>,
	head: CommitRow,
	offset: number,
	limit: number,
): Promise<{ commits: CommitRow[]; total: number }> {
	const commits = await db
		.selectFrom("commits")
		.selectAll()
		.where("repo_pk", "=", head.repo_pk)
		.where("seq", "<=", head.seq)
		.orderBy("seq", "desc")
		.offset(offset)
		.limit(limit)
		.execute();
	return { commits, total: head.seq };
}

/** Ids of the spaces whose card lists `modelId` under `models` (tag `model:<id>`), sorted. */
export async function spacesUsingModel(db: Kysely<Database>, modelId: string): Promise<string[]> {
	const rows = await db
		.selectFrom("repo_tags")
		.innerJoin("repos", "repos.pk", "repo_tags.repo_pk")
		.select("repos.full_id")
		.where("repo_tags.tag", "=", `model:${modelId}`)
		.where("repos.type", "=", "space")
		.orderBy("repos.full_id")
		.limit(100)
		.execute();
	return rows.map((row) => row.full_id);
}
