import type { AppDeps } from "../../app-deps.ts";
import { checkCommitQuota, commit, type QuotaPayer } from "../../commits/commit-engine.ts";
import {
	adoptContents,
	contentsNewTo,
	pullRequestContents,
	recordPullRequestContents,
} from "../../quotas/pull-request-contents.ts";
import type { AddedBlob } from "../../quotas/storage-quota.ts";
import type { AfterLanding } from "../../commits/land-commit.ts";
import { mergeBase } from "../../commits/merge-base.ts";
import { isAncestor, moveRef } from "../../commits/ref-cas.ts";
import { prRefName } from "../../repos/ref-names.ts";
import { updateRef } from "../../commits/refs.ts";
import { branchHead } from "../../repos/resolve-commit.ts";
import { mergeByPath } from "../../commits/three-way.ts";
import type { Executor } from "../../repos/trees.repository.ts";
import type { CommitRow, RepoRow } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { openThread, recordDiscussionEvent } from "./discussion-events.ts";
import { requireThread, type ThreadRow } from "./discussions.repository.ts";

/**
 * Pull requests on the commit engine (decision 030): a pull request is thread `num` plus the ref
 * `refs/pr/{num}` of the same repository. Opening one, committing to it and merging it all move refs
 * through ref-cas.ts, and record the thread's events in the same transaction.
 */

/** Who acts: account pk and name. */
export interface Actor {
	pk: string;
	name: string;
}

/** What a reader's commit brings into the repository, and the namespace paying for it (decision 038). */
export interface Brought {
	payer: string;
	contents: AddedBlob[];
}

/** Records in the landing transaction what a reader's commit to pull request `num` brought (nothing for writers). */
async function recordBrought(trx: Executor, repo: RepoRow, num: number, brought: Brought | undefined): Promise<void> {
	if (brought && brought.contents.length > 0)
		await recordPullRequestContents(trx, { repoPk: repo.pk, num, payer: brought.payer }, brought.contents);
}

/**
 * What a commit to a pull request brings and who pays for it: with `payer` (the namespace of an author
 * who may not write the repository), the contents among `adding` the repository does not hold yet;
 * undefined when `payer` is null (a writer: the repository's namespace pays, as for any of their commits).
 */
export async function broughtBy(
	deps: Pick<AppDeps, "db">,
	repo: RepoRow,
	payer: string | null,
	adding: AddedBlob[],
): Promise<Brought | undefined> {
	if (payer === null) return undefined;
	return { payer, contents: await contentsNewTo(deps.db.kysely, repo.pk, adding) };
}

/** The engine's quota payer for what `brought` names (undefined: the repository's namespace pays). */
export function quotaPayerOf(brought: Brought | undefined): QuotaPayer | undefined {
	return brought && { namespace: brought.payer, adding: brought.contents };
}

/**
 * The landing step of a commit with `create_pr=1`: opens pull request `num` (open, targeting
 * `target`), points `refs/pr/{num}` at the commit, and records its description and the commit.
 * `opened` receives the number.
 */
export function openPullRequestWith(
	repo: RepoRow,
	actor: Actor,
	target: string,
	title: string,
	description: string,
	opened: (num: number) => void,
	brought?: Brought,
): AfterLanding {
	return async (trx, commitId) => {
		const now = Date.now();
		const num = await openThread(
			trx,
			repo,
			{ title, author_pk: actor.pk, status: "open", is_pull_request: 1, target_branch: target },
			description,
			now,
		);
		await moveRef(trx, repo, "pr", prRefName(num), null, commitId);
		await recordDiscussionEvent(trx, repo, num, actor.pk, { type: "commit", subject: title, oid: commitId }, now);
		await recordBrought(trx, repo, num, brought);
		opened(num);
	};
}

/**
 * After a commit lands on `refs/pr/{num}`: its commit event, what a reader's commit brought (decision
 * 038); a draft pull request becomes open.
 */
export function recordPullRequestCommit(
	repo: RepoRow,
	num: number,
	actor: Actor,
	subject: string,
	brought?: Brought,
): AfterLanding {
	return async (trx, commitId) => {
		const now = Date.now();
		await trx
			.updateTable("discussions")
			.set({ status: "open" })
			.where("repo_pk", "=", repo.pk)
			.where("num", "=", num)
			.where("status", "=", "draft")
			.execute();
		await recordDiscussionEvent(trx, repo, num, actor.pk, { type: "commit", subject, oid: commitId }, now);
		await recordBrought(trx, repo, num, brought);
	};
}

/** The pull request `num`, open or draft, or `DiscussionNotFound` / `PullRequestNotOpen`. */
export async function requireOpenPullRequest(db: Executor, repo: RepoRow, num: number): Promise<ThreadRow> {
	const thread = await requireThread(db, repo, num);
	if (thread.is_pull_request !== 1)
		throw new ApiError("DiscussionNotFound", `#${num} of ${repo.full_id} is a discussion, not a pull request`);
	if (thread.status !== "open" && thread.status !== "draft")
		throw new ApiError("PullRequestNotOpen", `Pull request #${num} is ${thread.status}`);
	return thread;
}

/** The heads of a pull request and of its target branch. */
export async function pullRequestHeads(
	db: Executor,
	repo: RepoRow,
	thread: ThreadRow,
): Promise<{ head: CommitRow; target: CommitRow }> {
	const head = await branchHead(db, repo.pk, prRefName(thread.num));
	const target = await branchHead(db, repo.pk, thread.target_branch ?? "main");
	if (!head || !target)
		throw new ApiError("RevisionNotFound", `The refs of pull request #${thread.num} or its target branch are gone`);
	return { head, target };
}

/** The paths a merge of the pull request into its target would conflict on (none when one contains the other). */
export async function conflictsOf(deps: Pick<AppDeps, "db">, repo: RepoRow, thread: ThreadRow): Promise<string[]> {
	const db = deps.db.kysely;
	const { head, target } = await pullRequestHeads(db, repo, thread);
	if (await isAncestor(db, repo.pk, target.id, head.id)) return [];
	const base = await mergeBase(db, repo.pk, head.id, target.id);
	const baseTree = base ? ((await branchTree(db, repo.pk, base)) ?? null) : null;
	const merge = await mergeByPath(
		db,
		repo.pk,
		{ base: baseTree, ours: target.tree_oid, theirs: head.tree_oid },
		head.id,
	);
	return merge.conflicts;
}

async function branchTree(db: Executor, repoPk: string, commitId: string): Promise<string | undefined> {
	const row = await db
		.selectFrom("commits")
		.select("tree_oid")
		.where("repo_pk", "=", repoPk)
		.where("id", "=", commitId)
		.executeTakeFirst();
	return row?.tree_oid;
}

/** How often a merge recomputes when its target branch moved meanwhile (each try is a compare-and-swap). */
const MERGE_ATTEMPTS = 5;

/**
 * Merges pull request `num` into its target branch: a fast-forward when the target has not moved
 * since the pull request parted from it, else a merge commit (target head, then pull request head)
 * of a three-way merge by path; conflicting paths refuse the merge (`MergeConflict`, nothing
 * written). The target moves by compare-and-swap with the branch rules (ref-cas.ts), the thread
 * becomes `merged` in the same transaction; if the target moved meanwhile the merge is computed
 * again, and a second merge of the same pull request loses (`PullRequestNotOpen`).
 */
export async function mergePullRequest(
	deps: AppDeps,
	repo: RepoRow,
	num: number,
	actor: Actor,
	comment: string | undefined,
): Promise<string> {
	const db = deps.db.kysely;
	// What a reader's pull request brought becomes the repository's (decision 038): its namespace must have room.
	await checkCommitQuota(deps, repo.namespace, await pullRequestContents(db, repo.pk, num));
	for (let attempt = 1; ; attempt++) {
		const thread = await requireOpenPullRequest(db, repo, num);
		const targetBranch = thread.target_branch ?? "main";
		const { head, target } = await pullRequestHeads(db, repo, thread);
		const markMerged = (mergeCommitId: string) => async (trx: Executor) => {
			const now = Date.now();
			const updated = await trx
				.updateTable("discussions")
				.set({ status: "merged", merge_commit_id: mergeCommitId })
				.where("repo_pk", "=", repo.pk)
				.where("num", "=", num)
				.where("status", "in", ["open", "draft"])
				.executeTakeFirst();
			if (Number(updated.numUpdatedRows) !== 1)
				throw new ApiError("PullRequestNotOpen", `Pull request #${num} was merged or closed meanwhile`);
			await adoptContents(trx, repo.pk, { num });
			if (comment) await recordDiscussionEvent(trx, repo, num, actor.pk, { type: "comment", content: comment }, now);
			await recordDiscussionEvent(trx, repo, num, actor.pk, { type: "status-change", status: "merged" }, now);
		};
		try {
			if (await isAncestor(db, repo.pk, head.id, target.id)) {
				// Nothing to bring in: the target already contains the pull request.
				await db.transaction().execute(markMerged(target.id));
				return target.id;
			}
			if (await isAncestor(db, repo.pk, target.id, head.id)) {
				await updateRef(deps.db, repo, "branch", targetBranch, target.id, head.id, undefined, markMerged(head.id));
				return head.id;
			}
			const base = await mergeBase(db, repo.pk, head.id, target.id);
			const baseTree = base ? ((await branchTree(db, repo.pk, base)) ?? null) : null;
			const merge = await mergeByPath(
				db,
				repo.pk,
				{ base: baseTree, ours: target.tree_oid, theirs: head.tree_oid },
				head.id,
			);
			if (merge.conflicts.length > 0)
				throw new ApiError(
					"MergeConflict",
					`Pull request #${num} and ${targetBranch} both changed ${merge.conflicts.slice(0, 20).join(", ")}` +
						(merge.conflicts.length > 20 ? ` and ${merge.conflicts.length - 20} more files` : "") +
						"; commit a resolution to the pull request, then merge again",
				);
			let mergeCommitId = "";
			await commit(deps, {
				repo,
				branch: targetBranch,
				parentCommit: target.id,
				operations: merge.operations,
				extraParents: [head.id],
				author: actor.name,
				message: `Merge pull request #${num}: ${thread.title}`,
				afterLanding: async (trx, id) => {
					mergeCommitId = id;
					await markMerged(id)(trx);
				},
			});
			return mergeCommitId;
		} catch (error) {
			const raced =
				error instanceof ApiError && (error.code === "RefConflict" || error.code === "ParentCommitMismatch");
			if (!raced || attempt >= MERGE_ATTEMPTS) throw error;
		}
	}
}
