import type { Db } from "../db/create-db.ts";
import type { RepoRow } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import type { RepoMetadata } from "../metadata/extract-metadata.ts";
import type { Actor } from "../quotas/limits.ts";
import { refCharge, takeRate } from "../quotas/rate-limits.ts";
import { moveRef, type RefKind, RefMoved } from "./ref-cas.ts";
import { checkRefName, DEFAULT_BRANCH } from "../repos/ref-names.ts";
import { applyRepoSummary } from "./repo-summary.ts";
import { resolveCommit } from "../repos/resolve-commit.ts";
import type { Executor } from "../repos/trees.repository.ts";

/** A branch or tag and the commit it points to. */
export interface RefRow {
	kind: RefKind;
	name: string;
	commit_id: string;
}

/** All branches and tags of a repository, by name. */
export async function listRefs(db: Executor, repoPk: string): Promise<RefRow[]> {
	return db
		.selectFrom("refs")
		.select(["kind", "name", "commit_id"])
		.where("repo_pk", "=", repoPk)
		.orderBy("name")
		.execute();
}

async function refTarget(
	db: Executor,
	repoPk: string,
	kind: RefRow["kind"],
	name: string,
): Promise<string | undefined> {
	const row = await db
		.selectFrom("refs")
		.select("commit_id")
		.where("repo_pk", "=", repoPk)
		.where("kind", "=", kind)
		.where("name", "=", name)
		.executeTakeFirst();
	return row?.commit_id;
}

/** The commit a revision names, or `RevisionNotFound`. */
async function requireRevision(db: Executor, repoPk: string, revision: string): Promise<string> {
	const commit = await resolveCommit(db, repoPk, revision);
	if (!commit) throw new ApiError("RevisionNotFound", `Invalid rev id: ${revision}`);
	return commit.id;
}

/**
 * Points ref `kind/name` from `expected` (null: absent) to `target` (null: delete) by compare-and-swap;
 * when the default branch moves, the repository summary follows its new head. `RefConflict` (409)
 * when the ref is no longer where the caller saw it. Creating a ref (`expected` null) counts against
 * the `actor`'s hourly allowance of new refs (`RateLimited`, 429), when an actor is given. `after` runs
 * inside the same transaction once the ref moved (a pull request marked merged).
 */
export async function updateRef(
	db: Db,
	repo: RepoRow,
	kind: RefRow["kind"],
	name: string,
	expected: string | null,
	target: string | null,
	actor?: Actor,
	after?: (trx: Executor) => Promise<void>,
): Promise<void> {
	if (actor && expected === null && target !== null) await takeRate(db.kysely, refCharge(actor));
	try {
		await db.kysely.transaction().execute(async (trx) => {
			await moveRef(trx, repo, kind, name, expected, target);
			if (kind === "branch" && name === DEFAULT_BRANCH && target) {
				const head = await resolveCommit(trx, repo.pk, target);
				if (!head) throw new ApiError("RevisionNotFound", `Invalid rev id: ${target}`);
				await applyRepoSummary(trx, repo, {
					id: head.id,
					timeMs: Number(head.created_at),
					metadata: JSON.parse(head.info) as RepoMetadata,
					usedStorage: Number(head.used_storage),
				});
			}
			if (after) await after(trx);
		});
	} catch (error) {
		if (error instanceof RefMoved)
			throw new ApiError("RefConflict", `The ${kind} ${name} was changed by someone else; reload and try again`);
		throw error;
	}
}

/** Creates branch `name` at `startingPoint` (default: the default branch); `overwrite` moves an existing one. */
export async function createBranch(
	db: Db,
	repo: RepoRow,
	name: string,
	options: { startingPoint?: string; overwrite?: boolean; actor?: Actor } = {},
): Promise<string> {
	checkRefName(name);
	const target = await requireRevision(db.kysely, repo.pk, options.startingPoint ?? DEFAULT_BRANCH);
	const current = await refTarget(db.kysely, repo.pk, "branch", name);
	if (current !== undefined && !options.overwrite)
		throw new ApiError("RefExists", `Branch ${name} already exists; pass overwrite to move it`);
	await updateRef(db, repo, "branch", name, current ?? null, target, options.actor);
	return target;
}

/** Deletes branch `name` (never the default branch). */
export async function deleteBranch(db: Db, repo: RepoRow, name: string): Promise<void> {
	if (name === DEFAULT_BRANCH)
		throw new ApiError("BadRequest", `The default branch ${DEFAULT_BRANCH} cannot be deleted`);
	const current = await refTarget(db.kysely, repo.pk, "branch", name);
	if (current === undefined) throw new ApiError("RevisionNotFound", `Invalid rev id: ${name}`);
	await updateRef(db, repo, "branch", name, current, null);
}

/** Creates tag `name` at `revision`; `RefExists` (409) when it exists. */
export async function createTag(db: Db, repo: RepoRow, name: string, revision: string, actor?: Actor): Promise<string> {
	checkRefName(name);
	const target = await requireRevision(db.kysely, repo.pk, revision);
	if ((await refTarget(db.kysely, repo.pk, "tag", name)) !== undefined)
		throw new ApiError("RefExists", `Tag ${name} already exists`);
	await updateRef(db, repo, "tag", name, null, target, actor);
	return target;
}

/** Deletes tag `name`. */
export async function deleteTag(db: Db, repo: RepoRow, name: string): Promise<void> {
	const current = await refTarget(db.kysely, repo.pk, "tag", name);
	if (current === undefined) throw new ApiError("RevisionNotFound", `Invalid rev id: ${name}`);
	await updateRef(db, repo, "tag", name, current, null);
}
