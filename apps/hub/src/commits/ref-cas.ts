import { sql } from "kysely";
import type { RefsTable, RepoRow } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { DEFAULT_BRANCH } from "../repos/ref-names.ts";
import type { Executor } from "../repos/trees.repository.ts";
import { fullRefName, recordWebhookEvent } from "../webhooks/outbox.ts";

/**
 * The one way any writer moves a branch or tag (HTTP branch and tag routes, HTTP and site commits,
 * git pushes, repository creation): {@link moveRef}, a compare-and-swap that also applies the
 * repository's ref rules ({@link refMoveProblem}) inside the writer's transaction. A move succeeds
 * only from where the writer saw the ref (else {@link RefMoved}) and only if the rules allow it
 * (else the rule's `ApiError`); either way the caller's transaction rolls back.
 */

/** What a ref is: a branch, a tag, or a pull request's `refs/pr/{num}`. */
export type RefKind = RefsTable["kind"];

/** Thrown inside a ref transaction when the ref no longer points where the writer expected. */
export class RefMoved extends Error {}

/** Whether the repository's admins turned off force pushes (non-fast-forward moves) of its protected branches. */
export async function forcePushDenied(db: Executor, repoPk: string): Promise<boolean> {
	const row = await db
		.selectFrom("repo_git_settings")
		.select("deny_force_push")
		.where("repo_pk", "=", repoPk)
		.executeTakeFirst();
	return Number(row?.deny_force_push ?? 0) === 1;
}

/** Branches `denyForcePush` protects: the default branch (the one the repository's page and summary follow). */
export function isProtectedBranch(name: string): boolean {
	return name === DEFAULT_BRANCH;
}

/** Parents of commits a caller holds but has not stored yet (a push before it lands); undefined: ask the database. */
export type PendingParents = (commitId: string) => readonly string[] | undefined;

/** Largest number of chain starts of one ancestry query. */
const ANCESTRY_BATCH = 200;

/**
 * Whether `ancestor` is `descendant` or reachable from it through parents. Each round walks the
 * first-parent chains of its starting commits in one recursive query (so a linear history costs one
 * query, however long) and returns only the merges met and `ancestor` if found; the merges' other
 * parents start the next round. Commits in `pending` (held, not stored) are expanded here first.
 */
export async function isAncestor(
	db: Executor,
	repoPk: string,
	ancestor: string,
	descendant: string,
	pending?: PendingParents,
): Promise<boolean> {
	const seen = new Set<string>();
	let frontier = [descendant];
	while (frontier.length > 0) {
		const stored: string[] = [];
		const next: string[] = [];
		const visit = (oid: string, into: string[]): void => {
			if (seen.has(oid)) return;
			seen.add(oid);
			into.push(oid);
		};
		// Held commits first: their parents may be held too, or stored.
		const held = [...frontier];
		frontier = [];
		for (let oid = held.pop(); oid !== undefined; oid = held.pop()) {
			if (oid === ancestor) return true;
			const parents = pending?.(oid);
			if (parents) for (const parent of parents) visit(parent, held);
			else stored.push(oid);
		}
		for (let i = 0; i < stored.length; i += ANCESTRY_BATCH) {
			const starts = stored.slice(i, i + ANCESTRY_BATCH);
			const rows = await sql<{ id: string; parents: string }>`
				with recursive chain(id, parent_id, parents) as (
					select id, parent_id, parents from commits where repo_pk = ${repoPk} and id in (${sql.join(starts)})
					union
					select c.id, c.parent_id, c.parents from chain
					join commits c on c.repo_pk = ${repoPk} and c.id = chain.parent_id
					where chain.id <> ${ancestor}
				)
				select id, parents from chain where id = ${ancestor} or parents like ${"% %"}`.execute(db);
			for (const row of rows.rows) {
				if (row.id === ancestor) return true;
				for (const parent of row.parents.split(" ").slice(1)) visit(parent, next);
			}
		}
		frontier = next;
	}
	return false;
}

/**
 * The ref rules, the same for every path that moves a ref: the default branch is never deleted, and
 * when the repository denies force pushes a protected branch only moves forward (its new head must
 * contain the old one). `from`/`to` are commit ids (`null`: absent). Returns the refusal, or
 * undefined when the move is allowed; `pending` lets a push ask about commits it has not stored yet.
 */
export async function refMoveProblem(
	db: Executor,
	repo: RepoRow,
	kind: RefKind,
	name: string,
	from: string | null,
	to: string | null,
	pending?: PendingParents,
): Promise<ApiError | undefined> {
	if (kind !== "branch" || from === null || from === to) return undefined;
	if (to === null && name === DEFAULT_BRANCH)
		return new ApiError("BadRequest", `The default branch ${DEFAULT_BRANCH} cannot be deleted`);
	if (!isProtectedBranch(name) || !(await forcePushDenied(db, repo.pk))) return undefined;
	if (to !== null && (await isAncestor(db, repo.pk, from, to, pending))) return undefined;
	return new ApiError(
		"ForcePushDenied",
		`force-pushes to the default branch are disabled for this repository (denyForcePush): ${name} may only ` +
			`move forward from ${from.slice(0, 12)}` +
			(to === null ? ", not be deleted" : `, and ${to.slice(0, 12)} does not contain it`) +
			"; merge or rebase onto its head, or ask an admin to allow force pushes",
	);
}

/**
 * Compare-and-swap of one ref: from `expected` (`null`: must not exist) to `target` (`null`: delete).
 * Throws {@link RefMoved} when the ref is not at `expected`, and the `ApiError` of
 * {@link refMoveProblem} when the rules refuse the move (both inside the caller's transaction, which
 * then writes nothing). Every move that changes the ref records a `repo.content` webhook event in the
 * same transaction (`webhooks/outbox.ts`).
 */
export async function moveRef(
	trx: Executor,
	repo: RepoRow,
	kind: RefKind,
	name: string,
	expected: string | null,
	target: string | null,
): Promise<void> {
	if (expected === null) {
		if (target === null) return;
		const inserted = await trx
			.insertInto("refs")
			.values({ repo_pk: repo.pk, kind, name, commit_id: target })
			.onConflict((oc) => oc.doNothing())
			.executeTakeFirst();
		if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new RefMoved();
		await recordRefEvent(trx, repo, kind, name, null, target);
		return;
	}
	const result =
		target === null
			? await trx
					.deleteFrom("refs")
					.where("repo_pk", "=", repo.pk)
					.where("kind", "=", kind)
					.where("name", "=", name)
					.where("commit_id", "=", expected)
					.executeTakeFirst()
					.then((r) => Number(r.numDeletedRows))
			: await trx
					.updateTable("refs")
					.set({ commit_id: target })
					.where("repo_pk", "=", repo.pk)
					.where("kind", "=", kind)
					.where("name", "=", name)
					.where("commit_id", "=", expected)
					.executeTakeFirst()
					.then((r) => Number(r.numUpdatedRows));
	if (result !== 1) throw new RefMoved();
	// After the swap, so `expected` is known to be the ref's value in this transaction.
	const refused = await refMoveProblem(trx, repo, kind, name, expected, target);
	if (refused) throw refused;
	if (expected !== target) await recordRefEvent(trx, repo, kind, name, expected, target);
}

/** The outbox event of a ref move (the head the payload shows follows the default branch). */
function recordRefEvent(
	trx: Executor,
	repo: RepoRow,
	kind: RefKind,
	name: string,
	from: string | null,
	to: string | null,
): Promise<void> {
	const head = kind === "branch" && name === DEFAULT_BRANCH && to !== null ? to : repo.sha;
	return recordWebhookEvent(trx, {
		repo: { ...repo, sha: head },
		scope: "repo.content",
		action: "update",
		updatedRefs: [{ ref: fullRefName(kind, name), oldSha: from, newSha: to }],
	});
}
