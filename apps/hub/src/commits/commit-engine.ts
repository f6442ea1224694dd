import type { Db } from "../db/create-db.ts";
import type { CommitRow, RepoRow } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import type { RepoMetadata } from "../metadata/extract-metadata.ts";
import type { BlobStorage } from "../storage/blob-storage.ts";
import type { AbuseLimits } from "../quotas/limits.ts";
import { checkQuota, type AddedBlob } from "../quotas/storage-quota.ts";
import { adoptContents } from "../quotas/pull-request-contents.ts";
import {
	applyOperations,
	blobsOfOperations,
	checkOperationPaths,
	prepareBlobs,
	type CommitOperation,
	type PreparedBlob,
} from "./commit-operations.ts";
import { landCommit, ownCommitFields, userOf, type AfterLanding, type CommitAuthor } from "./land-commit.ts";
import { commitTargetOf } from "../repos/ref-names.ts";
import { RefMoved } from "./ref-cas.ts";
import { branchHead } from "../repos/resolve-commit.ts";
import { TreeBuilder } from "./tree-builder.ts";
import { feedsMetadata, metadataOfTree } from "./tree-metadata.ts";
import { storeTreeRows } from "./tree-writing.ts";

/**
 * The commit engine's entry point and retry loop; each step lives in a file of its own:
 * commit-operations.ts (operations to tree changes), tree-writing.ts and tree-metadata.ts (storing the
 * new trees, their metadata), land-commit.ts and ref-cas.ts (recording the commit, moving the branch).
 */

/** A request to the commit engine. */
export interface CommitInput {
	repo: RepoRow;
	/** A branch name, or a pull request's `refs/pr/{num}`. */
	branch: string;
	/**
	 * Instead of moving `branch`, land the commit (on `branch`'s head) and hand it to this function
	 * inside the landing transaction (opening a pull request: its ref does not exist before).
	 */
	landElsewhere?: AfterLanding;
	/** Further parents after the branch's head (a merge commit's merged-in head). */
	extraParents?: string[];
	/** Runs inside the landing transaction after `branch` moved (a pull request's commit event). */
	afterLanding?: AfterLanding;
	/** The commit the caller based its changes on: `ParentCommitMismatch` (412) when the branch has moved since. */
	parentCommit?: string;
	operations: CommitOperation[];
	author: CommitAuthor | string;
	/** The title, or the title, a blank line and the description. */
	message: string;
	/** Commit time, epoch ms (default now). */
	timeMs?: number;
	/** The hub's Parquet converter lands on a conversion ref (`refs/convert/parquet`), which no client may name. */
	conversion?: boolean;
	/** Make no commit when the resulting tree equals the parent's (re-seeding). */
	skipIfUnchanged?: boolean;
	/**
	 * Who pays when it is not the repository's namespace: a reader's pull request commit (decision 038)
	 * is weighed against the reader's quota, for the contents it brings into the repository only.
	 */
	quotaPayer?: QuotaPayer;
}

/** The namespace paying for a write, and the contents it is charged for. */
export interface QuotaPayer {
	namespace: string;
	adding: AddedBlob[];
}

/** What a commit produced. */
export interface CommitResult {
	commitId: string;
	/** The commit it was made on. */
	parentId: string | null;
	metadata: RepoMetadata;
	/** False when `skipIfUnchanged` found nothing to commit (then `commitId` is the head). */
	created: boolean;
}

/** The engine's dependencies. */
export interface EngineDeps {
	db: Db;
	storage: BlobStorage;
	/** The hub's limits: commits that add bytes are weighed against the namespace's storage quota. */
	config?: { limits?: AbuseLimits | undefined };
}

/**
 * Throws `QuotaExceeded` when the contents a write adds would take the repository's namespace over
 * its storage quota; the one check every committing path (commit engine, repository creation, git
 * push) makes before it stores anything.
 */
export async function checkCommitQuota(deps: EngineDeps, namespace: string, adding: AddedBlob[]): Promise<void> {
	const limits = deps.config?.limits;
	if (!limits) return;
	await checkQuota(deps.db.kysely, limits, namespace, adding);
}

/**
 * The landing hook of a write by the repository's side (no other payer) to a branch: it adopts the
 * contents it names that a reader's pull request brought (the repository's namespace pays for them
 * from now on, decision 038), then runs `after`.
 */
export function adoptingAfter(
	repoPk: string,
	target: string,
	write: { quotaPayer?: QuotaPayer | undefined; adding: AddedBlob[] },
	after: AfterLanding | undefined,
): AfterLanding | undefined {
	if (write.quotaPayer || commitTargetOf(target).kind !== "branch" || write.adding.length === 0) return after;
	const sha256s = write.adding.map((blob) => blob.sha256);
	return async (trx, commitId) => {
		await adoptContents(trx, repoPk, { sha256s });
		if (after) await after(trx, commitId);
	};
}

/** How often a commit without `parentCommit` retries when another writer moved the branch first. */
const MAX_ATTEMPTS = 20;

/** In-process queues per repository and branch, so commits of one process do not race each other's CAS. */
const queues = new Map<string, Promise<unknown>>();
async function serialised<T>(key: string, run: () => Promise<T>): Promise<T> {
	const previous = queues.get(key) ?? Promise.resolve();
	const result = previous.then(run, run);
	const tail = result.catch(() => undefined);
	queues.set(key, tail);
	void tail.then(() => {
		if (queues.get(key) === tail) queues.delete(key);
	});
	return result;
}

function parentMismatch(expected: string, head: string): ApiError {
	return new ApiError(
		"ParentCommitMismatch",
		`The branch was updated since you opened this page: its head is ${head}, not ${expected}. Fetch the new head and commit again.`,
	);
}

/**
 * The commit engine: applies `operations` to the tree of the branch's head and lands the result with a
 * compare-and-swap on the branch. With `parentCommit`, the head must be that commit (else
 * `ParentCommitMismatch`, 412, nothing written); without, concurrent commits are serialised (retrying
 * on a moved head) and none is lost. Every writer goes through here or `landCommit` (land-commit.ts).
 */
export async function commit(deps: EngineDeps, input: CommitInput): Promise<CommitResult> {
	const target = commitTargetOf(input.branch, { conversion: input.conversion === true });
	checkOperationPaths(input.operations);
	const adding = blobsOfOperations(input.operations);
	const payer = input.quotaPayer;
	await checkCommitQuota(deps, payer?.namespace ?? input.repo.namespace, payer?.adding ?? adding);
	const afterLanding =
		target.kind === "convert"
			? input.afterLanding
			: adoptingAfter(input.repo.pk, input.branch, { quotaPayer: payer, adding }, input.afterLanding);
	const prepared = await prepareBlobs(deps.storage, input.operations);
	const run = async (): Promise<CommitResult> => {
		for (let attempt = 1; ; attempt++) {
			const head = await branchHead(deps.db.kysely, input.repo.pk, input.branch);
			if (!head) throw new ApiError("RevisionNotFound", `Invalid rev id: ${input.branch}`);
			if (input.parentCommit !== undefined && input.parentCommit !== head.id)
				throw parentMismatch(input.parentCommit, head.id);
			const result = await attemptCommit(deps, { ...input, afterLanding }, prepared, head);
			if (result) return result;
			if (input.parentCommit !== undefined) {
				const moved = await branchHead(deps.db.kysely, input.repo.pk, input.branch);
				throw parentMismatch(input.parentCommit, moved?.id ?? "(deleted)");
			}
			if (attempt >= MAX_ATTEMPTS)
				throw new ApiError("ParentCommitMismatch", `The branch ${input.branch} kept moving; commit again.`);
		}
	};
	return serialised(`${input.repo.pk}\0${input.branch}`, run);
}

/** One try: builds the tree on `head`, lands it; undefined when the branch moved meanwhile. */
async function attemptCommit(
	deps: EngineDeps,
	input: CommitInput,
	prepared: Map<CommitOperation, PreparedBlob>,
	head: CommitRow,
): Promise<CommitResult | undefined> {
	const db = deps.db.kysely;
	const builder = new TreeBuilder(db, input.repo.pk, head.tree_oid, Number(head.used_storage));
	const base = { db, repoPk: input.repo.pk, tree: head.tree_oid };
	const ownBytes = await applyOperations(builder, base, input.operations, prepared);
	const built = await builder.build();
	const previous = JSON.parse(head.info) as RepoMetadata;
	if (built.root === head.tree_oid && input.skipIfUnchanged && !input.extraParents?.length)
		return { commitId: head.id, parentId: head.parent_id, metadata: previous, created: false };
	await storeTreeRows(deps.db, input.repo.pk, built.rows);
	const reuse = !built.pathsChanged && ![...built.touched].some(feedsMetadata);
	const metadata = reuse
		? previous
		: await metadataOfTree(deps, input.repo, built.root, async (path, maxBytes) => {
				const bytes = ownBytes.get(path);
				return bytes && (maxBytes === undefined ? bytes : bytes.subarray(0, maxBytes));
			});
	const timeMs = input.timeMs ?? Date.now();
	try {
		const branch = input.landElsewhere ? null : input.branch;
		const after = input.landElsewhere ?? input.afterLanding;
		const commitId = await landCommit(
			deps.db,
			input.repo,
			branch,
			head.id,
			{
				fields: ownCommitFields(
					built.root,
					[head.id, ...(input.extraParents ?? [])],
					input.author,
					timeMs,
					input.message,
				),
				user: userOf(input.author),
				timeMs,
				metadata,
				usedStorage: built.usedStorage,
				changedPaths: built.changedPaths,
				metadataChanged: !reuse,
			},
			after,
		);
		return { commitId, parentId: head.id, metadata, created: true };
	} catch (error) {
		if (error instanceof RefMoved) return undefined;
		throw error;
	}
}
