import type { Kysely, Transaction } from "kysely";
import type { Database, RepoRow } from "../db/database.ts";

/**
 * The webhook outbox: a change that webhooks report calls {@link recordWebhookEvent} with the
 * transaction that makes the change, so the event exists exactly when the change does (nothing is
 * sent for a change that rolled back, nothing is lost when the process dies after the commit). The
 * delivery worker (`delivery-worker.ts`) turns events into deliveries.
 */

type Executor = Kysely<Database> | Transaction<Database>;

/** What the payload's `event.scope` says (`discussion*` are written by the discussions feature). */
export type WebhookScope = "repo" | "repo.content" | "repo.config" | "discussion" | "discussion.comment";
/** What the payload's `event.action` says. */
export type WebhookAction = "create" | "delete" | "update" | "move";

/** A ref an event moved: full ref name, old and new commit (null: created or deleted). */
export interface UpdatedRef {
	ref: string;
	oldSha: string | null;
	newSha: string | null;
}

/** A discussion or pull request, as the payload shows it (`discussion`). */
export interface DiscussionPart {
	/** 24-hex id. */
	id: string;
	num: number;
	title: string;
	status: "draft" | "open" | "closed" | "merged";
	isPullRequest: boolean;
	/** The author's account id. */
	authorId: string;
	changes?: { base: string; mergeCommitId?: string };
	pinned?: boolean;
}

/** A comment, as the payload shows it (`comment`). */
export interface CommentPart {
	/** 24-hex id. */
	id: string;
	authorId: string;
	hidden: boolean;
	content?: string;
}

/** The repository an event is about, as it was when the change happened. */
export type EventRepo = Pick<RepoRow, "pk" | "type" | "full_id" | "namespace" | "private" | "sha">;

/** An event to record. */
export interface WebhookEventInput {
	repo: EventRepo;
	scope: WebhookScope;
	action: WebhookAction;
	updatedRefs?: UpdatedRef[];
	updatedConfig?: { private?: boolean };
	/** A move: the repository's new `namespace/name` (`repo` is the old one). */
	movedTo?: string;
	discussion?: DiscussionPart;
	comment?: CommentPart;
	/** When it happened (epoch ms; default now). */
	at?: number;
}

/** The JSON kept in `webhook_events.body`: everything the payload needs, even once the repository is gone. */
export interface StoredEvent {
	repo: { pk: string; type: RepoRow["type"]; fullId: string; namespace: string; private: boolean; headSha: string };
	updatedRefs?: UpdatedRef[];
	updatedConfig?: { private?: boolean };
	movedTo?: string;
	discussion?: DiscussionPart;
	comment?: CommentPart;
}

/** Writes one event into the outbox, inside the caller's transaction. */
export async function recordWebhookEvent(trx: Executor, event: WebhookEventInput): Promise<void> {
	const { repo } = event;
	const body: StoredEvent = {
		repo: {
			pk: repo.pk,
			type: repo.type,
			fullId: repo.full_id,
			namespace: repo.namespace,
			private: repo.private === 1,
			headSha: repo.sha,
		},
		...(event.updatedRefs ? { updatedRefs: event.updatedRefs } : {}),
		...(event.updatedConfig ? { updatedConfig: event.updatedConfig } : {}),
		...(event.movedTo ? { movedTo: event.movedTo } : {}),
		...(event.discussion ? { discussion: event.discussion } : {}),
		...(event.comment ? { comment: event.comment } : {}),
	};
	await trx
		.insertInto("webhook_events")
		.values({
			repo_pk: repo.pk,
			scope: event.scope,
			action: event.action,
			body: JSON.stringify(body),
			created_at: event.at ?? Date.now(),
		})
		.execute();
}

/** The full ref name of a branch or tag. */
export function fullRefName(kind: "branch" | "tag" | "pr" | "convert", name: string): string {
	// Pull-request and conversion refs are stored under their full name, `refs/pr/{num}`, `refs/convert/parquet`.
	if (kind === "pr" || kind === "convert") return name;
	return `${kind === "branch" ? "refs/heads" : "refs/tags"}/${name}`;
}
