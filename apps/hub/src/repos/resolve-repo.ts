import type { Kysely } from "kysely";
import type { CommitRow, Database, RepoRow, RepoType } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { LIMITS } from "../http/limits.ts";
import { ownValue } from "../lookup/own-value.ts";
import { parseRepoId } from "../repo-ids/repo-ids.ts";
import { unaliasRevision } from "./ref-names.ts";
import { findRepo, listRefsNamed } from "./repos.repository.ts";
import { resolveCommit } from "./resolve-commit.ts";

/** The URL segment of a repository kind in `/api/{segment}/...`. */
export const TYPE_SEGMENTS = { models: "model", datasets: "dataset", spaces: "space" } as const satisfies Record<
	string,
	RepoType
>;

/** The repository kind named by a plural URL segment. */
export function typeOfSegment(segment: string): RepoType {
	const type = ownValue<RepoType>(TYPE_SEGMENTS, segment);
	if (!type) throw new ApiError("NotFound", `Unknown repository type: ${segment}`);
	return type;
}

/** The error for a repository that does not exist, or that the caller may not see: both read the same. */
export function repoNotFound(type: RepoType, id: string): ApiError {
	return new ApiError("RepoNotFound", `Repository not found: ${type === "model" ? "" : `${type}s/`}${id}`);
}

/** What decides whether the caller may follow an old name to a moved repository: may they read it? */
export type MayReadRepo = (repo: Pick<RepoRow, "namespace" | "private">) => Promise<boolean>;

/**
 * Loads a repository or throws `RepoNotFound` (401 anonymous / 404 authenticated, decided by onError).
 * A name that leads elsewhere ({@link findNamedRepo}) throws {@link RepoMoved}. Callers with a request
 * use `loadRepoFor` (`auth/access.ts`), which passes the access contract's read rule.
 */
export async function loadRepo(
	db: Kysely<Database>,
	type: RepoType,
	namespace: string,
	name: string,
	mayRead: MayReadRepo,
): Promise<RepoRow> {
	const id = `${namespace}/${name}`;
	parseRepoId(id);
	const found = await findNamedRepo(db, type, id, mayRead);
	if (!found) throw repoNotFound(type, id);
	if ("movedTo" in found) throw new RepoMoved(id, found.movedTo);
	return found.repo;
}

/**
 * What `type` + `id` names, in one indexed query when it is a repository's own spelling: that
 * repository; or, for a caller who may read the repository it leads to, the spelling to go to instead
 * (the id in another letter case, decision 060, or an old name after a move, decision 016); otherwise
 * nothing, exactly as for a name that never existed (a private repository's spelling or new name is
 * never revealed).
 */
export async function findNamedRepo(
	db: Kysely<Database>,
	type: RepoType,
	id: string,
	mayRead: MayReadRepo,
): Promise<{ repo: RepoRow } | { movedTo: string } | undefined> {
	const repo = await findRepo(db, type, id);
	if (repo?.full_id === id) return { repo };
	if (repo && (await mayRead(repo))) return { movedTo: repo.full_id };
	const moved = await findMove(db, type, id);
	return moved && (await mayRead(moved)) ? { movedTo: moved.full_id } : undefined;
}

/** The repository an old name (`type` + `namespace/name`) now points to, if any. */
export async function findMove(
	db: Kysely<Database>,
	type: RepoType,
	id: string,
): Promise<Pick<RepoRow, "full_id" | "namespace" | "private"> | undefined> {
	return db
		.selectFrom("repo_redirects")
		.innerJoin("repos", "repos.pk", "repo_redirects.repo_pk")
		.select(["repos.full_id", "repos.namespace", "repos.private"])
		.where("repo_redirects.type", "=", type)
		.where("repo_redirects.from_id", "=", id)
		.executeTakeFirst();
}

/**
 * Thrown by {@link loadRepo} for the old name of a moved repository: the app answers a relative 307
 * to the same URL with the new name (docs/reference/repositories-and-files.md#redirects), which the clients follow with their credentials.
 */
export class RepoMoved extends Error {
	readonly from: string;
	readonly to: string;
	constructor(from: string, to: string) {
		super(`Repository ${from} moved to ${to}`);
		this.from = from;
		this.to = to;
	}

	/** `path` (and query) with the old id replaced by the new one. */
	location(path: string, search: string): string {
		const index = path.indexOf(`/${this.from}`);
		const moved = index === -1 ? path : `${path.slice(0, index)}/${this.to}${path.slice(index + this.from.length + 1)}`;
		return `${moved}${search}`;
	}
}

const COMMIT_ID = /^[0-9a-f]{40}$/;

/** The commit a revision names: `HEAD` or empty (default branch), a branch, a tag, an alias (`~parquet`), or a 40-hex commit id. */
export async function findRevision(
	db: Kysely<Database>,
	repo: RepoRow,
	revision: string,
): Promise<CommitRow | undefined> {
	return resolveCommit(db, repo.pk, revision);
}

/** Like {@link findRevision}, but throws `RevisionNotFound`. */
export async function resolveRevision(db: Kysely<Database>, repo: RepoRow, revision: string): Promise<CommitRow> {
	const commit = await findRevision(db, repo, revision);
	if (!commit) throw new ApiError("RevisionNotFound", `Invalid rev id: ${revision}`);
	return commit;
}

const SPECIAL_REF = /^refs\/(?:pr\/\d+|convert\/\w+)$/;

/**
 * Splits `rev/path...` where the revision may itself hold unencoded slashes (the JS client sends
 * `tree/feature/v1/dir` raw; curl users type `resolve/feature/v1/config.json`), as docs/reference/protocol.md#revisions says:
 * `HEAD`, a 40-hex commit id or an alias (`~parquet`) as the first segment; `refs/pr/<n>` and `refs/convert/<x>` as three segments;
 * otherwise the longest prefix of the segments that names an existing branch or tag (one query). With
 * `requirePath`, at least one segment is left for the path. An empty first segment means the default branch.
 * Throws `RevisionNotFound` naming the first segment.
 */
export async function splitRevisionPath(
	db: Kysely<Database>,
	repo: RepoRow,
	segments: string[],
	options: { requirePath?: boolean } = {},
): Promise<{ commit: CommitRow; revision: string; path: string }> {
	const [first = "", ...rest] = segments;
	if (first === "" || first === "HEAD" || COMMIT_ID.test(first) || unaliasRevision(first) !== first) {
		return { commit: await resolveRevision(db, repo, first), revision: first, path: rest.join("/") };
	}
	const special = segments.slice(0, 3).join("/");
	if (SPECIAL_REF.test(special)) {
		return { commit: await resolveRevision(db, repo, special), revision: special, path: segments.slice(3).join("/") };
	}
	// A raw branch name holds at most LIMITS.revisionSegments parts: the lookup stays one small query.
	const longest = Math.min(segments.length - (options.requirePath ? 1 : 0), LIMITS.revisionSegments);
	const prefixes = Array.from({ length: Math.max(longest, 1) }, (_, index) => segments.slice(0, index + 1).join("/"));
	if (prefixes.length === 1)
		return { commit: await resolveRevision(db, repo, first), revision: first, path: rest.join("/") };
	const match = (await listRefsNamed(db, repo.pk, prefixes)).sort((a, b) => b.name.length - a.name.length)[0];
	if (!match) throw new ApiError("RevisionNotFound", `Invalid rev id: ${first}`);
	const { commit } = match;
	return { commit, revision: match.name, path: segments.slice(match.name.split("/").length).join("/") };
}
