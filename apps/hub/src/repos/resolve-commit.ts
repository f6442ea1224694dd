import type { CommitRow } from "../db/database.ts";
import { CONVERT_REF, DEFAULT_BRANCH, PR_REF, unaliasRevision } from "./ref-names.ts";
import type { Executor } from "./trees.repository.ts";

const COMMIT_ID = /^[0-9a-f]{40}$/;

/** A commit of a repository by its full id. */
export async function getCommit(db: Executor, repoPk: string, commitId: string): Promise<CommitRow | undefined> {
	return db
		.selectFrom("commits")
		.selectAll()
		.where("repo_pk", "=", repoPk)
		.where("id", "=", commitId)
		.executeTakeFirst();
}

/** The commits refs named `name` point to, joined (filter further, e.g. by kind). */
function refCommits(db: Executor, repoPk: string, name: string) {
	return db
		.selectFrom("refs")
		.innerJoin("commits", (join) =>
			join.onRef("commits.repo_pk", "=", "refs.repo_pk").onRef("commits.id", "=", "refs.commit_id"),
		)
		.selectAll("commits")
		.where("refs.repo_pk", "=", repoPk)
		.where("refs.name", "=", name);
}

/** The commit a branch or tag points to (a branch wins over a tag of the same name). */
export async function getRefCommit(db: Executor, repoPk: string, name: string): Promise<CommitRow | undefined> {
	return refCommits(db, repoPk, name).orderBy("refs.kind").executeTakeFirst();
}

/**
 * The head commit of a branch (or of a pull request's `refs/pr/{num}`, or of a conversion ref), or undefined when the ref
 * does not exist.
 */
export async function branchHead(db: Executor, repoPk: string, branch: string): Promise<CommitRow | undefined> {
	const kind = PR_REF.test(branch) ? "pr" : CONVERT_REF.test(branch) ? "convert" : "branch";
	return refCommits(db, repoPk, branch).where("refs.kind", "=", kind).executeTakeFirst();
}

/** The commit a revision names: `HEAD` or empty (default branch), a branch, a tag, an alias (`~parquet`), or a 40-hex commit id. */
export async function resolveCommit(db: Executor, repoPk: string, revision: string): Promise<CommitRow | undefined> {
	const rev = revision === "HEAD" || revision === "" ? DEFAULT_BRANCH : unaliasRevision(revision);
	if (COMMIT_ID.test(rev)) return getCommit(db, repoPk, rev);
	return getRefCommit(db, repoPk, rev);
}
