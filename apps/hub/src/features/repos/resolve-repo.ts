import type { Kysely } from "kysely";
import type { CommitRow, Database, RepoRow, RepoType } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { parseRepoId } from "../../repo-ids/repo-ids.ts";
import { getCommit, getRefCommit, listRefs } from "./repos.repository.ts";

/** The URL segment of a repository kind in `/api/{segment}/...`. */
export const TYPE_SEGMENTS = { models: "model", datasets: "dataset", spaces: "space" } as const satisfies Record<
	string,
	RepoType
>;

/** The repository kind named by a plural URL segment. */
export function typeOfSegment(segment: string): RepoType {
	const type = (TYPE_SEGMENTS as Record<string, RepoType | undefined>)[segment];
	if (!type) throw new ApiError("NotFound", `Unknown repository type: ${segment}`);
	return type;
}

/** Loads a repository or throws `RepoNotFound` (401 anonymous / 404 authenticated, decided by onError). */
export async function loadRepo(
	db: Kysely<Database>,
	type: RepoType,
	namespace: string,
	name: string,
): Promise<RepoRow> {
	const id = `${namespace}/${name}`;
	parseRepoId(id);
	const repo = await db
		.selectFrom("repos")
		.selectAll()
		.where("type", "=", type)
		.where("full_id", "=", id)
		.executeTakeFirst();
	if (!repo) throw new ApiError("RepoNotFound", `Repository not found: ${type === "model" ? "" : `${type}s/`}${id}`);
	return repo;
}

const COMMIT_ID = /^[0-9a-f]{40}$/;

/** The commit a revision names: `HEAD` or empty (default branch), a branch, a tag, or a 40-hex commit id. */
export async function findRevision(
	db: Kysely<Database>,
	repo: RepoRow,
	revision: string,
): Promise<CommitRow | undefined> {
	const rev = revision === "HEAD" || revision === "" ? "main" : revision;
	if (COMMIT_ID.test(rev)) return getCommit(db, repo.pk, rev);
	return getRefCommit(db, repo.pk, rev);
}

/** Like {@link findRevision}, but throws `RevisionNotFound`. */
export async function resolveRevision(db: Kysely<Database>, repo: RepoRow, revision: string): Promise<CommitRow> {
	const commit = await findRevision(db, repo, revision);
	if (!commit) throw new ApiError("RevisionNotFound", `Invalid rev id: ${revision}`);
	return commit;
}

/**
 * Splits `rev/path...` where the revision may itself contain unencoded slashes (the JS client
 * sends `tree/refs/pr/1/dir` raw): the first segment if it resolves, else the longest ref name that prefixes the segments.
 */
export async function splitRevisionPath(
	db: Kysely<Database>,
	repo: RepoRow,
	segments: string[],
): Promise<{ commit: CommitRow; path: string }> {
	const [first = "", ...rest] = segments;
	const direct = await findRevision(db, repo, first);
	if (direct) return { commit: direct, path: rest.join("/") };
	const refs = await listRefs(db, repo.pk);
	const joined = segments.join("/");
	const match = refs
		.filter((ref) => joined === ref.name || joined.startsWith(`${ref.name}/`))
		.sort((a, b) => b.name.length - a.name.length)[0];
	if (!match) throw new ApiError("RevisionNotFound", `Invalid rev id: ${first}`);
	const commit = await getCommit(db, repo.pk, match.commit_id);
	if (!commit) throw new ApiError("RevisionNotFound", `Invalid rev id: ${match.name}`);
	return { commit, path: joined.slice(match.name.length + 1) };
}
