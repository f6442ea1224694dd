import type { Generated } from "kysely";

// The webhook tables: webhooks, what they watch, the outbox and the deliveries (decision 031).

/** A user's webhook (decision 031). `watched` and `domains` are JSON arrays as the API shows them. Times are epoch ms. */
export interface WebhooksTable {
	/** Opaque 24-hex id. */
	id: string;
	owner_pk: string;
	url: string;
	watched: string;
	domains: string;
	secret: string | null;
	disabled: number;
	created_at: number;
	updated_at: number;
}

/** One watched item of a webhook: `user`, `org`, `model`, `dataset` or `space`, and its name in lower case. */
export interface WebhookWatchesTable {
	webhook_id: string;
	type: string;
	name_lower: string;
}

/** The webhook outbox: an event written in the transaction of its change (`webhooks/outbox.ts`). */
export interface WebhookEventsTable {
	seq: Generated<number>;
	repo_pk: string;
	scope: string;
	action: string;
	/** JSON: a `StoredEvent` of `webhooks/outbox.ts`. */
	body: string;
	created_at: number;
}

/** One delivery of an event (or a replay) to one webhook, and how its attempts went. */
export interface WebhookDeliveriesTable {
	seq: Generated<number>;
	/** Opaque 24-hex id. */
	id: string;
	webhook_id: string;
	repo_pk: string;
	scope: string;
	action: string;
	/** The delivery this one replays. */
	replay_of: string | null;
	/** JSON body sent. */
	payload: string;
	status: "pending" | "delivered" | "failed" | "skipped";
	attempts: number;
	next_attempt_at: number;
	/** Until when the process sending it holds it (epoch ms). */
	claimed_until: number | null;
	response_status: number | null;
	duration_ms: number | null;
	error: string | null;
	created_at: number;
	finished_at: number | null;
}
