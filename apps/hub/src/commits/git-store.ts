import type { CommitRow, RepoRow } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { commitId, type GitCommitFields } from "../git/objects/commit.ts";
import { EMPTY_TREE_ID, treeId } from "../git/objects/tree.ts";
import { isTreeMode, type TreeEntry } from "../git/objects/tree-entry.ts";
import { treeEntriesProblem } from "../git/path-rules.ts";
import type { RepoMetadata } from "../metadata/extract-metadata.ts";
import { adoptingAfter, checkCommitQuota, type EngineDeps, type QuotaPayer } from "./commit-engine.ts";
import { insertCommit, type LandingCommit } from "./land-commit.ts";
import { RefMoved } from "./ref-cas.ts";
import { metadataOfTree } from "./tree-metadata.ts";
import { storeTreeRows, type TreeRow } from "./tree-writing.ts";
import { commitTargetOf } from "../repos/ref-names.ts";
import type { Actor } from "../quotas/limits.ts";
import { refCharge, takeRate } from "../quotas/rate-limits.ts";
import { getCommit } from "../repos/resolve-commit.ts";
import { changedPaths, findBlob, hasTree, listAllFiles, readTree, type Executor } from "../repos/trees.repository.ts";

/**
 * The engine's git-object side, for the git smart-HTTP adapter: read trees and commits exactly as git
 * hashes them, and land pushed commits with their ids preserved (decision 007).
 */

/** A stored tree as git sees it (mode, name, id), in git's order; undefined when the repository has no such tree. */
export async function readTreeObject(db: Executor, repoPk: string, treeOid: string): Promise<TreeEntry[] | undefined> {
	const rows = await readTree(db, repoPk, treeOid);
	if (rows.length === 0) return treeOid === EMPTY_TREE_ID ? [] : undefined;
	return rows.map((row) => ({ mode: row.mode, name: row.name, oid: row.oid }));
}

/** Every field of a stored commit object, as hashed: `writeCommit` of it gives back git's bytes. */
export async function readCommitObject(
	db: Executor,
	repoPk: string,
	commitId: string,
): Promise<GitCommitFields | undefined> {
	const row = await getCommit(db, repoPk, commitId);
	return row && commitObjectOf(row);
}

/** The git object fields of a stored commit row. */
export function commitObjectOf(row: CommitRow): GitCommitFields {
	return {
		tree: row.tree_oid,
		parents: row.parents === "" ? [] : row.parents.split(" "),
		author: { name: row.author_name, email: row.author_email, time: Number(row.author_time), tz: row.author_tz },
		committer: {
			name: row.committer_name,
			email: row.committer_email,
			time: Number(row.committer_time),
			tz: row.committer_tz,
		},
		extraHeaders: row.extra_headers,
		message: row.raw_message,
	};
}

/** A blob named by a pushed tree: its content size, storage key (sha256 of the content) and LFS pointer size. */
export interface PushedBlob {
	size: number;
	sha256: string;
	/** The pointer's size when the blob is an LFS pointer (then `size`/`sha256` are the LFS object's). */
	lfsPointerSize: number | null;
}

/** A pushed tree: its id and entries; file entries name blobs described in `blobs` or already stored. */
export interface PushedTree {
	oid: string;
	entries: TreeEntry[];
}

/** What a push lands on one branch. */
export interface PushInput {
	repo: RepoRow;
	branch: string;
	/** The head the pusher saw (`null`: the branch is new). The ref moves only if it is still there. */
	expected: string | null;
	/** New trees, any order. */
	trees: PushedTree[];
	/** Blob facts by git blob id, for blobs not already in the repository's trees (content already in storage). */
	blobs: Map<string, PushedBlob>;
	/** New commits, ancestors first; the last becomes the branch head. Ids are derived from these fields. */
	commits: GitCommitFields[];
	/** The user name the API shows as author of these commits. */
	user: string;
	/** Who pushes: a new branch counts against their hourly allowance of new refs. */
	actor?: Actor;
	/** Runs in the landing transaction once the ref moved to the new head (a pull request's commit event). */
	after?: (trx: Executor, headId: string) => Promise<void>;
	/** Who pays when not the repository's namespace (a reader's push to their pull request, decision 038). */
	quotaPayer?: QuotaPayer;
}

/**
 * Lands pushed commits: checks every tree passes git's fsck rules (path-rules.ts, `InvalidPath`),
 * hashes to its id and references only known objects,
 * stores the trees, then inserts the commits and moves the branch from `expected` to the last one by
 * compare-and-swap in one transaction. Returns the new head's id (equal to git's, as ids are hashed
 * from the verbatim fields). `RefConflict` when the branch moved meanwhile.
 */
export async function landPushedCommits(deps: EngineDeps, input: PushInput): Promise<string> {
	commitTargetOf(input.branch);
	const db = deps.db.kysely;
	const { repo } = input;
	const pushed = new Map(input.trees.map((tree) => [tree.oid, tree]));
	const rows: TreeRow[] = [];
	for (const tree of input.trees) {
		const refused = treeEntriesProblem(tree.entries);
		if (refused) throw new ApiError("InvalidPath", `Tree ${tree.oid}: ${refused.rule}: ${refused.message}`);
		if (treeId(tree.entries) !== tree.oid) throw new ApiError("BadRequest", `Tree ${tree.oid} does not hash to its id`);
		for (const entry of tree.entries) {
			if (isTreeMode(entry.mode)) {
				if (!pushed.has(entry.oid) && !(await hasTree(db, repo.pk, entry.oid)) && entry.oid !== EMPTY_TREE_ID)
					throw new ApiError("BadRequest", `Tree ${tree.oid} names an unknown tree ${entry.oid}`);
				rows.push({
					tree_oid: tree.oid,
					name: entry.name,
					mode: entry.mode,
					type: "directory",
					oid: entry.oid,
					size: 0,
					sha256: "",
					lfs_pointer_size: null,
				});
				continue;
			}
			const blob =
				input.blobs.get(entry.oid) ??
				(await findBlob(db, repo.pk, entry.oid).then(
					(found) => found && { size: found.size, sha256: found.sha256, lfsPointerSize: found.lfs_pointer_size },
				));
			if (!blob) throw new ApiError("BadRequest", `Tree ${tree.oid} names an unknown blob ${entry.oid}`);
			rows.push({
				tree_oid: tree.oid,
				name: entry.name,
				mode: entry.mode,
				type: "file",
				oid: entry.oid,
				size: blob.size,
				sha256: blob.sha256,
				lfs_pointer_size: blob.lfsPointerSize,
			});
		}
	}
	if (input.actor && input.expected === null) await takeRate(deps.db.kysely, refCharge(input.actor));
	const adding = [...input.blobs.values()].map((blob) => ({ sha256: blob.sha256, size: blob.size }));
	const payer = input.quotaPayer;
	await checkCommitQuota(deps, payer?.namespace ?? repo.namespace, payer?.adding ?? adding);
	const after = adoptingAfter(repo.pk, input.branch, { quotaPayer: payer, adding }, input.after);
	await storeTreeRows(deps.db, repo.pk, rows);
	const landing: LandingCommit[] = [];
	const parentTrees = new Map<string, string>();
	for (const fields of input.commits) {
		if (!pushed.has(fields.tree) && !(await hasTree(db, repo.pk, fields.tree)) && fields.tree !== EMPTY_TREE_ID)
			throw new ApiError("BadRequest", `Commit names an unknown tree ${fields.tree}`);
		const first = fields.parents[0];
		const parentTree = first ? (parentTrees.get(first) ?? (await getCommit(db, repo.pk, first))?.tree_oid) : null;
		if (first && !parentTree) throw new ApiError("BadRequest", `Commit names an unknown parent ${first}`);
		const metadata: RepoMetadata = await metadataOfTree(deps, repo, fields.tree);
		const files = await listAllFiles(db, repo.pk, fields.tree);
		landing.push({
			fields,
			user: input.user,
			timeMs: fields.committer.time * 1000,
			metadata,
			usedStorage: files.reduce((total, file) => total + file.size, 0),
			changedPaths: await changedPaths(db, repo.pk, parentTree ?? null, fields.tree),
		});
		parentTrees.set(commitId(fields), fields.tree);
	}
	const tip = landing.at(-1);
	if (!tip) throw new ApiError("BadRequest", "A push lands at least one commit");
	try {
		return await deps.db.kysely.transaction().execute(async (trx) => {
			for (const commit of landing.slice(0, -1)) await insertCommit(trx, repo, null, null, commit);
			const id = await insertCommit(trx, repo, input.branch, input.expected, tip);
			if (after) await after(trx, id);
			return id;
		});
	} catch (error) {
		if (error instanceof RefMoved)
			throw new ApiError("RefConflict", `The branch ${input.branch} moved during the push; fetch and push again`);
		throw error;
	}
}
