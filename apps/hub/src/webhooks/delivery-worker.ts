import { randomBytes } from "node:crypto";
import type { Insertable, Kysely, Transaction } from "kysely";
import { accessSubjectOfAccount, subjectMayRead } from "../auth/access.ts";
import type { Db } from "../db/create-db.ts";
import type { Database, WebhookDeliveriesTable, WebhookDeliveryRow } from "../db/database.ts";
import { NO_ALLOWED_HOSTS, type AllowedHosts, type Resolver } from "./address-guard.ts";
import type { StoredEvent } from "./outbox.ts";
import { buildPayload, type WebhookPayload } from "./payload.ts";
import { sendWebhook, type SendResult } from "./send-webhook.ts";

/**
 * The delivery worker (decision 031). One round ({@link WebhookDelivery.runOnce}):
 * 1. fan-out: each outbox event becomes one pending delivery per enabled webhook that watches its
 *    repository (owner, organization or the repository itself) in its domain; the event row is
 *    deleted in the same transaction, and only by the process whose delete removed it, so an event
 *    becomes deliveries exactly once;
 * 2. delivery: for each webhook and repository only the oldest pending delivery is eligible (order per
 *    repository per webhook), once due; a process claims it with a lease (`claimed_until`, a
 *    compare-and-swap) before sending, so two processes never send it at once. A private repository's
 *    event goes out only if the webhook's owner can read the repository now (`auth/access.ts`), else
 *    it is `skipped`. A failure is retried after `backoffBaseMs · 2^(attempts-1)` (at most
 *    `maxBackoffMs`) until `maxAttempts`, then `failed`. Disabled webhooks get nothing.
 * `atrium serve` runs it in the primary process every `pollMs`; tests call `runOnce` with their clock.
 * {@link WebhookDelivery.stop} ends a round between events and between passes (an attempt under way
 * finishes, within its timeout), so a stopping hub does not wait for a backlog.
 */

export interface DeliveryOptions {
	db: Db;
	/** The hub's public URL (no trailing slash), for the payload's links; read at each fan-out. */
	baseUrl: () => string;
	allowed?: AllowedHosts;
	now?: () => number;
	resolve?: Resolver;
	timeoutMs?: number;
	maxResponseBytes?: number;
	maxAttempts?: number;
	backoffBaseMs?: number;
	maxBackoffMs?: number;
	/** Deliveries sent at once, and passes of sends, per round. */
	batch?: number;
	/** Outbox events turned into deliveries per round at most. */
	fanOutPerRound?: number;
}

export const DELIVERY_DEFAULTS = {
	timeoutMs: 10_000,
	maxResponseBytes: 64 * 1024,
	maxAttempts: 8,
	backoffBaseMs: 10_000,
	maxBackoffMs: 3_600_000,
	batch: 32,
	fanOutPerRound: 2000,
};

/** Outbox events read per query. */
const FAN_OUT_PAGE = 200;

/** What a round did. */
export interface RoundReport {
	fannedOut: number;
	delivered: number;
	failedAttempts: number;
	skipped: number;
}

type Executor = Kysely<Database> | Transaction<Database>;

const newId = (): string => randomBytes(12).toString("hex");

/** The domain of a scope: `repo`, `repo.content`, `repo.config` → repo; `discussion*` → discussion. */
export function domainOfScope(scope: string): "repo" | "discussion" {
	return scope.startsWith("discussion") ? "discussion" : "repo";
}

export class WebhookDelivery {
	readonly #options: Required<Omit<DeliveryOptions, "resolve">> & { resolve?: Resolver };
	#timer: ReturnType<typeof setTimeout> | undefined;
	#running: Promise<unknown> | undefined;
	#stopped = false;

	constructor(options: DeliveryOptions) {
		this.#options = { ...DELIVERY_DEFAULTS, allowed: NO_ALLOWED_HOSTS, now: Date.now, ...options };
	}

	/** One fan-out and one delivery pass. */
	async runOnce(): Promise<RoundReport> {
		const fannedOut = await this.fanOut();
		return { fannedOut, ...(await this.deliverDue()) };
	}

	/** Runs a round every `pollMs` until {@link stop}; errors are reported, not thrown. */
	start(pollMs: number, onError: (error: unknown) => void): void {
		const tick = (): void => {
			if (this.#stopped) return;
			this.#running = this.runOnce()
				.catch(onError)
				.finally(() => {
					if (!this.#stopped) this.#timer = setTimeout(tick, pollMs);
				});
		};
		tick();
	}

	/** Stops polling and waits for the round in progress. */
	async stop(): Promise<void> {
		this.#stopped = true;
		clearTimeout(this.#timer);
		await this.#running;
	}

	/** Turns outbox events into deliveries, up to `fanOutPerRound` of them; returns how many it took. */
	async fanOut(): Promise<number> {
		let taken = 0;
		while (taken < this.#options.fanOutPerRound && !this.#stopped) {
			const pass = await this.#fanOutPass();
			taken += pass.taken;
			if (pass.read < FAN_OUT_PAGE) break;
		}
		return taken;
	}

	async #fanOutPass(): Promise<{ read: number; taken: number }> {
		const { db } = this.#options;
		const events = await db.kysely
			.selectFrom("webhook_events")
			.selectAll()
			.orderBy("seq")
			.limit(FAN_OUT_PAGE)
			.execute();
		const last = events.at(-1);
		if (!last) return { read: 0, taken: 0 };
		// Nobody to tell (the usual case, and a freshly seeded hub's thousand events): drop the page at once.
		const anyWebhook = await db.kysely.selectFrom("webhooks").select("id").where("disabled", "=", 0).limit(1).execute();
		if (anyWebhook.length === 0) {
			const dropped = await db.kysely.deleteFrom("webhook_events").where("seq", "<=", last.seq).executeTakeFirst();
			return { read: events.length, taken: Number(dropped.numDeletedRows) };
		}
		let taken = 0;
		for (const event of events) {
			if (this.#stopped) break;
			const took = await db.kysely.transaction().execute(async (trx) => {
				const removed = await trx.deleteFrom("webhook_events").where("seq", "=", event.seq).executeTakeFirst();
				if (Number(removed.numDeletedRows) !== 1) return false;
				const body = JSON.parse(event.body) as StoredEvent;
				// A comment hidden since the event was written goes out hidden, without its text (issue 21).
				if (body.comment && !body.comment.hidden) body.comment.hidden = await this.#hiddenNow(trx, body.comment.id);
				const fullIds = [body.repo.fullId, ...(body.movedTo ? [body.movedTo] : [])].map((id) => id.toLowerCase());
				const namespaces = fullIds.map((id) => id.slice(0, id.indexOf("/")));
				const hooks = await trx
					.selectFrom("webhook_watches")
					.innerJoin("webhooks", "webhooks.id", "webhook_watches.webhook_id")
					.select(["webhooks.id", "webhooks.domains"])
					.distinct()
					.where("webhooks.disabled", "=", 0)
					.where((eb) =>
						eb.or([
							eb.and([
								eb("webhook_watches.type", "in", ["user", "org"]),
								eb("webhook_watches.name_lower", "in", namespaces),
							]),
							eb.and([
								eb("webhook_watches.type", "=", body.repo.type),
								eb("webhook_watches.name_lower", "in", fullIds),
							]),
						]),
					)
					.execute();
				const domain = domainOfScope(event.scope);
				const wanted = hooks.filter((hook) => (JSON.parse(hook.domains) as string[]).includes(domain));
				if (wanted.length === 0) return true;
				const ownerIds = {
					repo: await this.#accountId(trx, body.repo.namespace),
					...(body.movedTo
						? { movedTo: await this.#accountId(trx, body.movedTo.slice(0, body.movedTo.indexOf("/"))) }
						: {}),
				};
				const now = this.#options.now();
				const baseUrl = this.#options.baseUrl();
				for (const hook of wanted) {
					const payload = buildPayload({ ...event, body }, hook.id, baseUrl, ownerIds);
					await trx
						.insertInto("webhook_deliveries")
						.values(
							pendingDelivery(
								{ ...event, id: newId(), webhook_id: hook.id, replay_of: null, payload: JSON.stringify(payload) },
								now,
							),
						)
						.execute();
				}
				return true;
			});
			if (took) taken++;
		}
		return { read: events.length, taken };
	}

	/** Whether a thread comment is hidden now. */
	async #hiddenNow(trx: Executor, commentId: string): Promise<boolean> {
		const row = await trx
			.selectFrom("discussion_events")
			.select("hidden")
			.where("id", "=", commentId)
			.executeTakeFirst();
		return Number(row?.hidden ?? 0) === 1;
	}

	async #accountId(trx: Executor, namespace: string): Promise<string> {
		const row = await trx
			.selectFrom("accounts")
			.select("pk")
			.where("name_lower", "=", namespace.toLowerCase())
			.executeTakeFirst();
		return row?.pk ?? "";
	}

	/**
	 * Sends the deliveries that are due, the first of each queue at once, then the next ones while the
	 * previous pass got through (at most `batch` passes, so a round is bounded).
	 */
	async deliverDue(): Promise<Omit<RoundReport, "fannedOut">> {
		const report = { delivered: 0, failedAttempts: 0, skipped: 0 };
		for (let pass = 0; pass < this.#options.batch && !this.#stopped; pass++) {
			const sent = await this.#deliverPass();
			report.delivered += sent.delivered;
			report.failedAttempts += sent.failedAttempts;
			report.skipped += sent.skipped;
			if (sent.delivered + sent.skipped === 0) break;
		}
		return report;
	}

	async #deliverPass(): Promise<Omit<RoundReport, "fannedOut">> {
		const { db, batch } = this.#options;
		const now = this.#options.now();
		const due = await db.kysely
			.selectFrom("webhook_deliveries as d")
			.innerJoin("webhooks as w", "w.id", "d.webhook_id")
			.selectAll("d")
			.select(["w.url", "w.secret", "w.owner_pk"])
			.where("d.status", "=", "pending")
			.where("d.next_attempt_at", "<=", now)
			.where("w.disabled", "=", 0)
			.where((eb) => eb.or([eb("d.claimed_until", "is", null), eb("d.claimed_until", "<=", now)]))
			.where(({ not, exists, selectFrom }) =>
				not(
					exists(
						selectFrom("webhook_deliveries as e")
							.select("e.seq")
							.whereRef("e.webhook_id", "=", "d.webhook_id")
							.whereRef("e.repo_pk", "=", "d.repo_pk")
							.where("e.status", "=", "pending")
							.whereRef("e.seq", "<", "d.seq"),
					),
				),
			)
			.orderBy("d.seq")
			.limit(batch)
			.execute();
		const report = { delivered: 0, failedAttempts: 0, skipped: 0 };
		await Promise.all(
			due.map(async (row) => {
				const outcome = await this.#deliver(row, now);
				if (outcome === "delivered") report.delivered++;
				else if (outcome === "skipped") report.skipped++;
				else if (outcome === "failed") report.failedAttempts++;
			}),
		);
		return report;
	}

	async #deliver(
		row: WebhookDeliveryRow & { url: string; secret: string | null; owner_pk: string },
		now: number,
	): Promise<"delivered" | "failed" | "skipped" | "taken"> {
		const { db, timeoutMs } = this.#options;
		const claimed = await db.kysely
			.updateTable("webhook_deliveries")
			.set({ claimed_until: now + timeoutMs + 1000 })
			.where("seq", "=", row.seq)
			.where("status", "=", "pending")
			.where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
			.executeTakeFirst();
		if (Number(claimed.numUpdatedRows) !== 1) return "taken";
		const payload = JSON.parse(row.payload) as WebhookPayload;
		if (!(await this.#ownerMayRead(row.owner_pk, row.repo_pk, payload))) {
			await this.#finish(row.seq, {
				status: "skipped",
				attempts: row.attempts,
				error: "not sent: the webhook's owner cannot read this private repository",
				response_status: null,
				duration_ms: null,
			});
			return "skipped";
		}
		const result: SendResult = await sendWebhook(row.url, row.payload, row.secret, {
			allowed: this.#options.allowed,
			timeoutMs,
			maxResponseBytes: this.#options.maxResponseBytes,
			...(this.#options.resolve ? { resolve: this.#options.resolve } : {}),
		});
		const attempts = row.attempts + 1;
		const outcome = { attempts, error: result.error, response_status: result.status, duration_ms: result.durationMs };
		if (result.ok) {
			await this.#finish(row.seq, { ...outcome, status: "delivered" });
			return "delivered";
		}
		if (attempts >= this.#options.maxAttempts) {
			await this.#finish(row.seq, { ...outcome, status: "failed" });
			return "failed";
		}
		const wait = Math.min(this.#options.backoffBaseMs * 2 ** (attempts - 1), this.#options.maxBackoffMs);
		await db.kysely
			.updateTable("webhook_deliveries")
			.set({ ...outcome, next_attempt_at: this.#options.now() + wait, claimed_until: null })
			.where("seq", "=", row.seq)
			.execute();
		return "failed";
	}

	async #finish(
		seq: number,
		values: Pick<WebhookDeliveryRow, "status" | "attempts" | "error" | "response_status" | "duration_ms">,
	): Promise<void> {
		await this.#options.db.kysely
			.updateTable("webhook_deliveries")
			.set({ ...values, claimed_until: null, finished_at: this.#options.now() })
			.where("seq", "=", seq)
			.execute();
	}

	/** The access rule at delivery time: the repository as it is now, or as the event saw it once it is gone. */
	async #ownerMayRead(ownerPk: string, repoPk: string, payload: WebhookPayload): Promise<boolean> {
		const current = await this.#options.db.kysely
			.selectFrom("repos")
			.select(["private", "namespace"])
			.where("pk", "=", repoPk)
			.executeTakeFirst();
		const repo = current ?? {
			private: payload.repo.private ? 1 : 0,
			namespace: payload.repo.name.slice(0, payload.repo.name.indexOf("/")),
		};
		if (repo.private !== 1) return true;
		return subjectMayRead(await accessSubjectOfAccount(this.#options.db, ownerPk), repo);
	}
}

/** A delivery of `deliveryId` sent again: a new pending delivery with the same payload, queued after the others. */
export async function replayDelivery(db: Db, deliveryId: string, now: number): Promise<WebhookDeliveryRow | undefined> {
	const original = await db.kysely
		.selectFrom("webhook_deliveries")
		.selectAll()
		.where("id", "=", deliveryId)
		.executeTakeFirst();
	if (!original) return undefined;
	const id = newId();
	await db.kysely
		.insertInto("webhook_deliveries")
		.values(pendingDelivery({ ...original, id, replay_of: original.id }, now))
		.execute();
	return db.kysely.selectFrom("webhook_deliveries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** What a new delivery names: its webhook, the event's repository, scope and action, the body to send. */
type DeliveryOf = Pick<
	WebhookDeliveryRow,
	"id" | "webhook_id" | "repo_pk" | "scope" | "action" | "replay_of" | "payload"
>;

/** A delivery row not yet attempted, due at `now` (an event's fan-out and a replay both queue one). */
function pendingDelivery(of: DeliveryOf, now: number): Insertable<WebhookDeliveriesTable> {
	const { id, webhook_id, repo_pk, scope, action, replay_of, payload } = of;
	return {
		id,
		webhook_id,
		repo_pk,
		scope,
		action,
		replay_of,
		payload,
		status: "pending",
		attempts: 0,
		next_attempt_at: now,
		claimed_until: null,
		response_status: null,
		duration_ms: null,
		error: null,
		created_at: now,
		finished_at: null,
	};
}
