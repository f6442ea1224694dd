import type { RepoType } from "../db/database.ts";
import type { StoredEvent } from "./outbox.ts";

/**
 * The JSON body of a delivery, in the shape the clients type (`huggingface_hub`'s `WebhookPayload`,
 * version 3; docs/reference/webhooks.md#payload). Built once, when an event becomes deliveries, so a
 * replay sends the same bytes.
 */

export interface WebhookPayload {
	event: { action: string; scope: string };
	repo: {
		type: RepoType;
		name: string;
		id: string;
		private: boolean;
		url: { web: string; api: string };
		owner: { id: string };
		headSha: string;
	};
	discussion?: {
		id: string;
		num: number;
		title: string;
		status: string;
		isPullRequest: boolean;
		author: { id: string };
		url: { web: string; api: string };
		changes?: { base: string; mergeCommitId?: string };
		pinned?: boolean;
	};
	comment?: { id: string; author: { id: string }; hidden: boolean; content?: string; url: { web: string } };
	updatedRefs?: { ref: string; oldSha: string | null; newSha: string | null }[];
	updatedConfig?: { private?: boolean };
	movedTo?: { name: string; owner: { id: string } };
	webhook: { id: string; version: 3 };
}

/** The site path prefix of a repository type (models have none). */
function webPrefix(type: RepoType): string {
	return type === "model" ? "" : `${type}s/`;
}

/**
 * Builds the payload of `event` for webhook `webhookId`. `baseUrl` is the hub's public URL (no
 * trailing slash); `ownerIdOf` gives the account id of a namespace ("" when none owns it any more).
 */
export function buildPayload(
	event: { scope: string; action: string; body: StoredEvent },
	webhookId: string,
	baseUrl: string,
	ownerIds: { repo: string; movedTo?: string },
): WebhookPayload {
	const { body } = event;
	const { repo } = body;
	const web = `${baseUrl}/${webPrefix(repo.type)}${repo.fullId}`;
	const api = `${baseUrl}/api/${repo.type}s/${repo.fullId}`;
	const payload: WebhookPayload = {
		event: { action: event.action, scope: event.scope },
		repo: {
			type: repo.type,
			name: repo.fullId,
			id: repo.pk,
			private: repo.private,
			url: { web, api },
			owner: { id: ownerIds.repo },
			headSha: repo.headSha,
		},
		webhook: { id: webhookId, version: 3 },
	};
	if (body.discussion) {
		const d = body.discussion;
		payload.discussion = {
			id: d.id,
			num: d.num,
			title: d.title,
			status: d.status,
			isPullRequest: d.isPullRequest,
			author: { id: d.authorId },
			url: { web: `${web}/discussions/${d.num}`, api: `${api}/discussions/${d.num}` },
			...(d.changes ? { changes: d.changes } : {}),
			...(d.pinned !== undefined ? { pinned: d.pinned } : {}),
		};
		if (body.comment) {
			const comment = body.comment;
			payload.comment = {
				id: comment.id,
				author: { id: comment.authorId },
				hidden: comment.hidden,
				...(comment.content !== undefined && !comment.hidden ? { content: comment.content } : {}),
				url: { web: `${web}/discussions/${d.num}#${comment.id}` },
			};
		}
	}
	if (body.updatedRefs) payload.updatedRefs = body.updatedRefs;
	if (body.updatedConfig) payload.updatedConfig = body.updatedConfig;
	if (body.movedTo) payload.movedTo = { name: body.movedTo, owner: { id: ownerIds.movedTo ?? "" } };
	return payload;
}
