import type { Db } from "../db/create-db.ts";
import type { RepoRow } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { commitId, type GitCommitFields } from "../git/objects/commit.ts";
import type { RepoMetadata } from "../metadata/extract-metadata.ts";
import { commitTargetOf, DEFAULT_BRANCH } from "../repos/ref-names.ts";
import { moveRef } from "./ref-cas.ts";
import { applyRepoSummary } from "./repo-summary.ts";
import type { Executor } from "../repos/trees.repository.ts";

/**
 * Recording a commit: the commit row (with the paths it changed) and, in the same transaction, the
 * compare-and-swap of its branch and the repository summary that follows the default branch. The
 * commit's trees must already be stored.
 */

/** Who made a commit: the user name the API shows, and optionally the git identity (default `user <user@users.atrium>`). */
export interface CommitAuthor {
	user: string;
	name?: string;
	email?: string;
}

/** A person line of a new commit object. */
export function personOf(author: CommitAuthor | string, timeMs: number): GitCommitFields["author"] {
	const who = typeof author === "string" ? { user: author } : author;
	return {
		name: who.name ?? who.user,
		email: who.email ?? `${who.user}@users.atrium`,
		time: Math.floor(timeMs / 1000),
		tz: "+0000",
	};
}

/** The user name the API shows for an author. */
export function userOf(author: CommitAuthor | string): string {
	return typeof author === "string" ? author : author.user;
}

/** The object fields of a commit the hub writes itself: author and committer alike, the message ending in one newline. */
export function ownCommitFields(
	tree: string,
	parents: string[],
	author: CommitAuthor | string,
	timeMs: number,
	message: string,
): GitCommitFields {
	const person = personOf(author, timeMs);
	return {
		tree,
		parents,
		author: person,
		committer: person,
		extraHeaders: "",
		message: `${message.replace(/\n+$/, "")}\n`,
	};
}

/** Splits a message into the API's title (first line) and message (after the blank line). */
export function splitMessage(raw: string): { title: string; message: string } {
	const text = raw.replace(/\n+$/, "");
	const newline = text.indexOf("\n");
	if (newline === -1) return { title: text, message: "" };
	return { title: text.slice(0, newline), message: text.slice(newline + 1).replace(/^\n+/, "") };
}

/** A commit ready to land: its object fields and what the engine stores beside them. */
export interface LandingCommit {
	fields: GitCommitFields;
	/** The user name the API shows as author. */
	user: string;
	/** Commit time, epoch ms. */
	timeMs: number;
	metadata: RepoMetadata;
	usedStorage: number;
	/** Paths whose object changed against the first parent. */
	changedPaths: string[];
	/** False when the metadata is the parent's unchanged (the summary then only moves `sha`, dates, sizes). */
	metadataChanged?: boolean;
}

/** What a writer records in the landing transaction once the commit is in (a pull request's thread, its events). */
export type AfterLanding = (trx: Executor, commitId: string) => Promise<void>;

/**
 * Inserts a commit (its trees must be stored) and moves `branch` (or a pull request's `refs/pr/{num}`)
 * from `expected` to it in one transaction: compare-and-swap, so it throws `RefMoved` of ref-cas.ts
 * (and writes nothing) when the ref is no longer at `expected` (`null`: the ref must not exist yet,
 * and is created; `branch` null: no ref moves, `after` decides). Updates the repository's summary when
 * the branch is the default one; never touches its settings. `after` runs in the same transaction.
 */
export async function landCommit(
	db: Db,
	repo: RepoRow,
	branch: string | null,
	expected: string | null,
	commit: LandingCommit,
	after?: AfterLanding,
): Promise<string> {
	return db.kysely.transaction().execute(async (trx) => {
		const id = await insertCommit(trx, repo, branch, expected, commit);
		if (after) await after(trx, id);
		return id;
	});
}

/**
 * {@link landCommit} inside the caller's transaction (the caller rolls back on `RefMoved`).
 * `branch` null stores the commit without moving any ref (the ancestors of a pushed tip).
 */
export async function insertCommit(
	trx: Executor,
	repo: RepoRow,
	branch: string | null,
	expected: string | null,
	commit: LandingCommit,
): Promise<string> {
	const id = commitId(commit.fields);
	const firstParent = commit.fields.parents[0] ?? null;
	const { title, message } = splitMessage(commit.fields.message);
	const parent = firstParent
		? await trx
				.selectFrom("commits")
				.select("seq")
				.where("repo_pk", "=", repo.pk)
				.where("id", "=", firstParent)
				.executeTakeFirst()
		: undefined;
	if (firstParent && !parent) throw new ApiError("RevisionNotFound", `Unknown parent commit: ${firstParent}`);
	const seq = (parent ? Number(parent.seq) : 0) + 1;
	const { fields } = commit;
	await trx
		.insertInto("commits")
		.values({
			repo_pk: repo.pk,
			id,
			parent_id: firstParent,
			parents: fields.parents.join(" "),
			seq,
			title,
			message,
			author: commit.user,
			created_at: commit.timeMs,
			tree_oid: fields.tree,
			author_name: fields.author.name,
			author_email: fields.author.email,
			author_time: fields.author.time,
			author_tz: fields.author.tz,
			committer_name: fields.committer.name,
			committer_email: fields.committer.email,
			committer_time: fields.committer.time,
			committer_tz: fields.committer.tz,
			extra_headers: fields.extraHeaders,
			raw_message: fields.message,
			info: JSON.stringify(commit.metadata),
			used_storage: commit.usedStorage,
		})
		.onConflict((oc) => oc.doNothing())
		.execute();
	const changes = [...new Set(commit.changedPaths)];
	for (let i = 0; i < changes.length; i += 200) {
		await trx
			.insertInto("path_changes")
			.values(changes.slice(i, i + 200).map((path) => ({ repo_pk: repo.pk, path, commit_id: id, seq })))
			.onConflict((oc) => oc.doNothing())
			.execute();
	}
	if (branch === null) return id;
	// The callers checked `branch` (the engine refuses conversion refs unless the converter commits).
	const target = commitTargetOf(branch, { conversion: true });
	await moveRef(trx, repo, target.kind, target.name, expected, id);
	if (branch === DEFAULT_BRANCH) await applyRepoSummary(trx, repo, { ...commit, id });
	return id;
}
