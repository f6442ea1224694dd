import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { DiscussionEventType, DiscussionStatus, DiscussionsTable, RepoRow } from "../../db/database.ts";
import type { Executor } from "../../repos/trees.repository.ts";
import { recordThreadWebhook } from "./discussion-webhooks.ts";

/**
 * Writing threads: opening one (its number) and recording its events. Every change to a thread goes
 * through {@link recordDiscussionEvent} inside the transaction that makes it, and with it its webhook
 * outbox row (`discussion-webhooks.ts`), which rolls back with it.
 */

/** A new 24-hex event id. */
export function newEventId(): string {
	return randomBytes(12).toString("hex");
}

/**
 * Opens a thread in `repo` and returns its number (one sequence per repository for discussions and
 * pull requests): the thread, its description as its first comment when there is one, and the
 * opening's webhook event (`discussion` `create`, with that comment), whether or not it has a description.
 */
export async function openThread(
	trx: Executor,
	repo: RepoRow,
	thread: Pick<DiscussionsTable, "title" | "author_pk" | "status" | "is_pull_request" | "target_branch">,
	description: string,
	now: number,
): Promise<number> {
	await trx
		.insertInto("discussion_counters")
		.values({ repo_pk: repo.pk, last_num: 0 })
		.onConflict((oc) => oc.doNothing())
		.execute();
	// The update takes the counter row's lock: two openings in one repository take turns.
	await trx
		.updateTable("discussion_counters")
		.set({ last_num: sql<number>`last_num + 1` })
		.where("repo_pk", "=", repo.pk)
		.execute();
	const { last_num } = await trx
		.selectFrom("discussion_counters")
		.select("last_num")
		.where("repo_pk", "=", repo.pk)
		.executeTakeFirstOrThrow();
	const num = Number(last_num);
	await trx
		.insertInto("discussions")
		.values({ repo_pk: repo.pk, num, ...thread, merge_commit_id: null, created_at: now, updated_at: now })
		.execute();
	const first = description.trim()
		? await writeEvent(trx, { repo, num }, { type: "comment", content: description, authorPk: thread.author_pk, now })
		: undefined;
	await recordThreadWebhook(trx, repo.pk, num, {
		scope: "discussion",
		action: "create",
		...(first ? { comment: { id: first, authorPk: thread.author_pk } } : {}),
	});
	return num;
}

/** An event to record: its kind, who, and its data (`comment`: the text). */
export type NewDiscussionEvent =
	| { type: "comment"; content: string }
	| { type: "status-change"; status: DiscussionStatus }
	| { type: "commit"; subject: string; oid: string }
	| { type: "title-change"; from: string; to: string };

/**
 * Records one event of an open thread `num` of `repo` inside the caller's transaction, with its webhook
 * event: a comment is `discussion.comment` `create`, a status or title change `discussion` `update`, a
 * commit none (its ref move reports it). Returns the event's id.
 */
export async function recordDiscussionEvent(
	trx: Executor,
	repo: Pick<RepoRow, "pk">,
	num: number,
	authorPk: string | null,
	event: NewDiscussionEvent,
	now: number,
): Promise<string> {
	const id = await writeEvent(trx, { repo, num }, { ...event, authorPk, now });
	if (event.type === "comment")
		await recordThreadWebhook(trx, repo.pk, num, {
			scope: "discussion.comment",
			action: "create",
			comment: { id, authorPk },
		});
	else if (event.type !== "commit")
		await recordThreadWebhook(trx, repo.pk, num, { scope: "discussion", action: "update" });
	return id;
}

/**
 * Writes one event of thread `num` after the thread's `updated_at` moves (which locks the thread's
 * row, so events of one thread get positions in turn). The one place a thread event is written.
 */
async function writeEvent(
	trx: Executor,
	{ repo, num }: { repo: Pick<RepoRow, "pk">; num: number },
	event: NewDiscussionEvent & { authorPk: string | null; now: number },
): Promise<string> {
	const { authorPk, now } = event;
	await trx
		.updateTable("discussions")
		.set({ updated_at: now })
		.where("repo_pk", "=", repo.pk)
		.where("num", "=", num)
		.execute();
	const { last } = await trx
		.selectFrom("discussion_events")
		.select((eb) => eb.fn.max("position").as("last"))
		.where("repo_pk", "=", repo.pk)
		.where("num", "=", num)
		.executeTakeFirstOrThrow();
	const id = newEventId();
	const type: DiscussionEventType = event.type;
	const data =
		event.type === "comment"
			? {}
			: event.type === "status-change"
				? { status: event.status }
				: event.type === "commit"
					? { subject: event.subject, oid: event.oid }
					: { from: event.from, to: event.to };
	await trx
		.insertInto("discussion_events")
		.values({
			id,
			repo_pk: repo.pk,
			num,
			position: Number(last ?? 0) + 1,
			type,
			author_pk: authorPk,
			created_at: now,
			data: JSON.stringify(data),
			content: event.type === "comment" ? event.content : null,
			hidden: 0,
			hidden_by_pk: null,
		})
		.execute();
	if (event.type === "comment")
		await trx
			.insertInto("discussion_comment_versions")
			.values({ event_id: id, version: 1, content: event.content, author_pk: authorPk, created_at: now })
			.execute();
	return id;
}

/** A new version of comment `eventId` (its latest text moves; every version stays). */
export async function editComment(
	trx: Executor,
	eventId: string,
	authorPk: string | null,
	content: string,
	now: number,
): Promise<void> {
	const { last } = await trx
		.selectFrom("discussion_comment_versions")
		.select((eb) => eb.fn.max("version").as("last"))
		.where("event_id", "=", eventId)
		.executeTakeFirstOrThrow();
	await trx
		.insertInto("discussion_comment_versions")
		.values({ event_id: eventId, version: Number(last ?? 0) + 1, content, author_pk: authorPk, created_at: now })
		.execute();
	await trx.updateTable("discussion_events").set({ content }).where("id", "=", eventId).execute();
	await commentChanged(trx, eventId);
}

/** The `discussion.comment` `update` webhook event of a comment that was edited or hidden. */
export async function commentChanged(trx: Executor, eventId: string): Promise<void> {
	const event = await trx
		.selectFrom("discussion_events")
		.select(["repo_pk", "num", "author_pk"])
		.where("id", "=", eventId)
		.executeTakeFirst();
	if (event)
		await recordThreadWebhook(trx, event.repo_pk, event.num, {
			scope: "discussion.comment",
			action: "update",
			comment: { id: eventId, authorPk: event.author_pk },
		});
}
