import { createHash } from "node:crypto";
import type { Executor } from "../../repos/trees.repository.ts";
import { recordWebhookEvent, type WebhookAction, type WebhookScope } from "../../webhooks/outbox.ts";

/**
 * A thread's id in webhook payloads (`discussion.id`, 24 hex digits): derived from the repository
 * and the thread's number, so every event of one thread names it alike without a stored column.
 */
export function discussionIdOf(repoPk: string, num: number): string {
	return createHash("sha256").update(`${repoPk}/${num}`).digest("hex").slice(0, 24);
}

/**
 * Writes the webhook outbox row for an event of thread `num`, in the transaction that records it
 * (decision 031): the thread's opening is `discussion` `create`, a later comment `discussion.comment`
 * `create`, a status or title change `discussion` `update`, an edited or hidden comment
 * `discussion.comment` `update`. Commits to a pull request need none here: their ref move already
 * records a `repo.content` event. The comment's text travels only while it is visible.
 */
export async function recordThreadWebhook(
	trx: Executor,
	repoPk: string,
	num: number,
	change: { scope: WebhookScope; action: WebhookAction; comment?: { id: string; authorPk: string | null } },
): Promise<void> {
	const repo = await trx.selectFrom("repos").selectAll().where("pk", "=", repoPk).executeTakeFirst();
	const thread = await trx
		.selectFrom("discussions")
		.selectAll()
		.where("repo_pk", "=", repoPk)
		.where("num", "=", num)
		.executeTakeFirst();
	if (!repo || !thread) return;
	let comment;
	if (change.comment) {
		const row = await trx
			.selectFrom("discussion_events")
			.select(["content", "hidden"])
			.where("id", "=", change.comment.id)
			.executeTakeFirst();
		const hidden = Number(row?.hidden ?? 0) === 1;
		comment = {
			id: change.comment.id,
			authorId: change.comment.authorPk ?? "",
			hidden,
			...(!hidden && row?.content !== null && row?.content !== undefined ? { content: row.content } : {}),
		};
	}
	await recordWebhookEvent(trx, {
		repo,
		scope: change.scope,
		action: change.action,
		discussion: {
			id: discussionIdOf(repoPk, num),
			num,
			title: thread.title,
			status: thread.status,
			isPullRequest: thread.is_pull_request === 1,
			authorId: thread.author_pk ?? "",
			...(thread.is_pull_request === 1 && thread.target_branch
				? {
						changes: {
							base: `refs/heads/${thread.target_branch}`,
							...(thread.merge_commit_id ? { mergeCommitId: thread.merge_commit_id } : {}),
						},
					}
				: {}),
		},
		...(comment ? { comment } : {}),
	});
}
