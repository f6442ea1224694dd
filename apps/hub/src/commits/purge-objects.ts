import { sql } from "kysely";
import type { CommitRow, RepoRow } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { commitId, type GitCommitFields } from "../git/objects/commit.ts";
import { LIMITS } from "../http/limits.ts";
import type { RepoMetadata } from "../metadata/extract-metadata.ts";
import { placesOfObjects } from "../repos/object-paths.ts";
import { DEFAULT_BRANCH } from "../repos/ref-names.ts";
import type { Executor } from "../repos/trees.repository.ts";
import { blobKey } from "../storage/blob-storage.ts";
import type { EngineDeps } from "./commit-engine.ts";
import { commitObjectOf } from "./git-store.ts";
import { insertCommit, type LandingCommit } from "./land-commit.ts";
import { moveRef, RefMoved } from "./ref-cas.ts";
import { applyRepoSummary } from "./repo-summary.ts";
import { TreeBuilder } from "./tree-builder.ts";
import { metadataOfTree } from "./tree-metadata.ts";
import { storeTreeRows } from "./tree-writing.ts";

/**
 * `permanently_delete_lfs_files` (decision 039): removes LFS objects from every revision of one
 * repository by rewriting its history, then frees each object no other repository holds.
 *
 * Every stored commit whose tree holds an object (or whose parent was rewritten) gets a new commit:
 * same author, committer, dates and message, the tree without the object's paths, the rewritten
 * parents. In one transaction the new commits land, every ref that pointed to a rewritten commit
 * moves by compare-and-swap (the ref rules apply: `denyForcePush` refuses it on the default branch),
 * and the old commits, the trees that held the objects and the repository's claims on them go.
 * A commit landing meanwhile moves a ref; the rewrite then starts again from the new history.
 */

/** What a purge did. */
export interface PurgeResult {
	/** The objects the repository held and no longer does. */
	removed: string[];
	/** Commits replaced by rewritten ones. */
	rewritten: number;
	/** Objects deleted from storage (no other repository held or claimed them). */
	freed: string[];
}

/** How often a purge starts again when a ref moved while it rewrote. */
const ATTEMPTS = 5;
/** Rows per `in (…)` list. */
const CHUNK = 200;

/** The commits in an order where every parent comes before its children. */
function parentsFirst(commits: CommitRow[]): CommitRow[] {
	const byId = new Map(commits.map((row) => [row.id, row]));
	const done = new Set<string>();
	const ordered: CommitRow[] = [];
	for (const start of commits) {
		const stack: { row: CommitRow; expanded: boolean }[] = [{ row: start, expanded: false }];
		while (stack.length > 0) {
			const top = stack.pop() as { row: CommitRow; expanded: boolean };
			if (done.has(top.row.id)) continue;
			if (top.expanded) {
				done.add(top.row.id);
				ordered.push(top.row);
				continue;
			}
			stack.push({ row: top.row, expanded: true });
			for (const parent of commitObjectOf(top.row).parents) {
				const row = byId.get(parent);
				if (row && !done.has(parent)) stack.push({ row, expanded: false });
			}
		}
	}
	return ordered;
}

/** A rewritten commit: the one it replaces and what lands in its place. */
interface Rewrite {
	old: CommitRow;
	id: string;
	landing: LandingCommit;
}

/** The paths each rewritten commit changed (its replacement keeps them: the removed objects change no diff that remains). */
async function fillChangedPaths(db: Executor, repoPk: string, rewrites: Rewrite[]): Promise<void> {
	const byOld = new Map(rewrites.map((rewrite) => [rewrite.old.id, rewrite.landing.changedPaths]));
	const ids = [...byOld.keys()];
	for (let i = 0; i < ids.length; i += CHUNK) {
		const chunk = sql.join(ids.slice(i, i + CHUNK));
		const found = await sql<{ commit_id: string; path: string }>`
			select commit_id, path from path_changes where repo_pk = ${repoPk} and commit_id in (${chunk})`.execute(db);
		for (const row of found.rows) byOld.get(row.commit_id)?.push(row.path);
	}
}

/** Builds the rewritten commits (their trees stored, nothing landed yet), parents first. */
async function rewriteCommits(
	deps: EngineDeps,
	repo: RepoRow,
	commits: CommitRow[],
	pathsByTree: Map<string, Set<string>>,
): Promise<Rewrite[]> {
	const db = deps.db.kysely;
	const replaced = new Map<string, string>();
	const rewrites: Rewrite[] = [];
	for (const row of parentsFirst(commits)) {
		const fields = commitObjectOf(row);
		const parents = fields.parents.map((parent) => replaced.get(parent) ?? parent);
		const paths = pathsByTree.get(row.tree_oid);
		if (!paths && parents.every((parent, i) => parent === fields.parents[i])) continue;
		let tree = row.tree_oid;
		let usedStorage = Number(row.used_storage);
		if (paths) {
			const builder = new TreeBuilder(db, repo.pk, row.tree_oid, usedStorage);
			for (const path of paths) await builder.deleteFile(path);
			const built = await builder.build();
			await storeTreeRows(deps.db, repo.pk, built.rows);
			({ root: tree, usedStorage } = built);
		}
		const rewritten: GitCommitFields = { ...fields, tree, parents };
		const id = commitId(rewritten);
		replaced.set(row.id, id);
		rewrites.push({
			old: row,
			id,
			landing: {
				fields: rewritten,
				user: row.author,
				timeMs: Number(row.created_at),
				metadata: JSON.parse(row.info) as RepoMetadata,
				usedStorage,
				changedPaths: [],
			},
		});
	}
	return rewrites;
}

async function deleteIn(
	trx: Executor,
	table: "commits" | "path_changes" | "tree_entries" | "repo_blobs" | "blob_uploads" | "pull_request_blobs",
	column: "id" | "commit_id" | "tree_oid" | "sha256",
	repoPk: string,
	values: string[],
): Promise<void> {
	for (let i = 0; i < values.length; i += CHUNK)
		await trx
			.deleteFrom(table)
			.where("repo_pk", "=", repoPk)
			.where(column, "in", values.slice(i, i + CHUNK))
			.execute();
}

/** One try: rewrites, then lands everything in one transaction; `RefMoved` when a ref moved meanwhile. */
async function purgeOnce(deps: EngineDeps, repo: RepoRow, sha256s: string[]): Promise<PurgeResult> {
	const db = deps.db.kysely;
	const places = await placesOfObjects(db, repo.pk, sha256s);
	const removed = [...new Set(places.map((place) => place.sha256))];
	if (removed.length === 0) return { removed, rewritten: 0, freed: [] };
	const counted = await db
		.selectFrom("commits")
		.select((eb) => eb.fn.countAll().as("n"))
		.where("repo_pk", "=", repo.pk)
		.executeTakeFirst();
	if (Number(counted?.n ?? 0) > LIMITS.historyRewriteCommits)
		throw new ApiError(
			"LimitExceeded",
			`This repository has more than ${LIMITS.historyRewriteCommits} commits: its history is too long to rewrite in one request`,
		);
	const commits = await db.selectFrom("commits").selectAll().where("repo_pk", "=", repo.pk).execute();
	const pathsByTree = new Map<string, Set<string>>();
	for (const place of places)
		pathsByTree.set(place.tree_oid, (pathsByTree.get(place.tree_oid) ?? new Set()).add(place.path));
	const rewrites = await rewriteCommits(deps, repo, commits, pathsByTree);
	await fillChangedPaths(db, repo.pk, rewrites);
	const newIds = new Map(rewrites.map((rewrite) => [rewrite.old.id, rewrite]));
	const refs = await db.selectFrom("refs").selectAll().where("repo_pk", "=", repo.pk).execute();
	const moves = refs.flatMap((ref) => {
		const rewrite = newIds.get(ref.commit_id);
		return rewrite ? [{ ref, rewrite }] : [];
	});
	// A head's card may have named a removed file: its metadata is read again from the new tree.
	for (const { rewrite } of moves)
		rewrite.landing.metadata = await metadataOfTree(deps, repo, rewrite.landing.fields.tree);
	await db.transaction().execute(async (trx) => {
		for (const rewrite of rewrites) await insertCommit(trx, repo, null, null, rewrite.landing);
		for (const { ref, rewrite } of moves) {
			await moveRef(trx, repo, ref.kind, ref.name, ref.commit_id, rewrite.id);
			if (ref.kind === "branch" && ref.name === DEFAULT_BRANCH)
				await applyRepoSummary(trx, repo, { ...rewrite.landing, id: rewrite.id });
		}
		const oldIds = rewrites.map((rewrite) => rewrite.old.id);
		await deleteIn(trx, "path_changes", "commit_id", repo.pk, oldIds);
		await deleteIn(trx, "commits", "id", repo.pk, oldIds);
		await deleteIn(trx, "tree_entries", "tree_oid", repo.pk, [...pathsByTree.keys()]);
		await deleteIn(trx, "repo_blobs", "sha256", repo.pk, removed);
		await deleteIn(trx, "blob_uploads", "sha256", repo.pk, removed);
		// Purged contents are stored no more: nobody pays for them, a pull request's author included (decision 038).
		await deleteIn(trx, "pull_request_blobs", "sha256", repo.pk, removed);
	});
	return { removed, rewritten: rewrites.length, freed: [] };
}

/** Deletes from storage each object no stored tree names and no upload claims (decision 009's claims). */
async function freeUnused(deps: EngineDeps, sha256s: string[]): Promise<string[]> {
	const freed: string[] = [];
	const db = deps.db.kysely;
	const held = (table: "tree_entries" | "blob_uploads", sha256: string) =>
		db.selectFrom(table).select("sha256").where("sha256", "=", sha256).limit(1).executeTakeFirst();
	for (const sha256 of sha256s) {
		const named = await held("tree_entries", sha256);
		const claimed = await held("blob_uploads", sha256);
		if (named || claimed) continue;
		await deps.storage.delete(blobKey(sha256));
		freed.push(sha256);
	}
	return freed;
}

/**
 * Removes the LFS objects `sha256s` from every stored revision of `repo` (objects it does not hold
 * are left out of `removed`), then frees those no other repository uses.
 */
export async function purgeObjects(deps: EngineDeps, repo: RepoRow, sha256s: string[]): Promise<PurgeResult> {
	for (let attempt = 1; ; attempt++) {
		try {
			const result = await purgeOnce(deps, repo, sha256s);
			return { ...result, freed: await freeUnused(deps, result.removed) };
		} catch (error) {
			if (!(error instanceof RefMoved)) throw error;
			if (attempt >= ATTEMPTS)
				throw new ApiError(
					"ParentCommitMismatch",
					"The repository kept changing while its history was rewritten; try again.",
				);
		}
	}
}
