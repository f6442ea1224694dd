import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/database.ts";
import type { AddedBlob } from "./storage-quota.ts";

/**
 * What a reader's pull request brings into a repository, and who pays for it (decision 038): the
 * contents a commit to `refs/pr/N` by an author who may not write the repository names and no stored
 * tree of the repository named before are the author's (`pull_request_blobs`): they count for the
 * author's namespace, not the repository's, until a writer adopts them (merging the pull request, or
 * committing them to a branch). `storage-quota.ts` reads the table; this file writes it.
 */

type Executor = Kysely<Database> | Transaction<Database>;

const BATCH = 500;

/** The contents among `adding` (each once) that no stored tree of the repository names yet. */
export async function contentsNewTo(db: Executor, repoPk: string, adding: AddedBlob[]): Promise<AddedBlob[]> {
	const fresh = new Map(adding.map((blob) => [blob.sha256, blob.size]));
	const shas = [...fresh.keys()];
	for (let i = 0; i < shas.length; i += BATCH) {
		const held = await db
			.selectFrom("repo_blobs")
			.select("sha256")
			.where("repo_pk", "=", repoPk)
			.where("sha256", "in", shas.slice(i, i + BATCH))
			.execute();
		for (const row of held) fresh.delete(row.sha256);
	}
	return [...fresh].map(([sha256, size]) => ({ sha256, size }));
}

/** Records `contents` as brought by pull request `num` and paid for by `payer` (in the landing transaction). */
export async function recordPullRequestContents(
	trx: Executor,
	pullRequest: { repoPk: string; num: number; payer: string },
	contents: AddedBlob[],
): Promise<void> {
	for (let i = 0; i < contents.length; i += BATCH)
		await trx
			.insertInto("pull_request_blobs")
			.values(
				contents.slice(i, i + BATCH).map((blob) => ({
					repo_pk: pullRequest.repoPk,
					sha256: blob.sha256,
					size: blob.size,
					num: pullRequest.num,
					payer_namespace: pullRequest.payer,
				})),
			)
			.onConflict((oc) => oc.columns(["repo_pk", "sha256"]).doNothing())
			.execute();
}

/** The contents pull request `num` brought that its author still pays for. */
export async function pullRequestContents(db: Executor, repoPk: string, num: number): Promise<AddedBlob[]> {
	const rows = await db
		.selectFrom("pull_request_blobs")
		.select(["sha256", "size"])
		.where("repo_pk", "=", repoPk)
		.where("num", "=", num)
		.execute();
	return rows.map((row) => ({ sha256: row.sha256, size: Number(row.size) }));
}

/**
 * A writer adopts contents: those pull request `num` brought (its merge), or those among `sha256s` (a
 * writer's commit to a branch names them). The repository's namespace pays for them from then on.
 */
export async function adoptContents(
	trx: Executor,
	repoPk: string,
	which: { num: number } | { sha256s: string[] },
): Promise<void> {
	if ("num" in which) {
		await trx.deleteFrom("pull_request_blobs").where("repo_pk", "=", repoPk).where("num", "=", which.num).execute();
		return;
	}
	for (let i = 0; i < which.sha256s.length; i += BATCH)
		await trx
			.deleteFrom("pull_request_blobs")
			.where("repo_pk", "=", repoPk)
			.where("sha256", "in", which.sha256s.slice(i, i + BATCH))
			.execute();
}
