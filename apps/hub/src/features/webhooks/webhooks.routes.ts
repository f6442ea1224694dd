import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type {
	WebhookAnswer,
	WebhookDeleted,
	WebhookDelivery,
	WebhookDeliveryAnswer,
	WebhookDeliveryList,
	WebhookList,
} from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import { requireWriter, type UserViewer } from "../../auth/access.ts";
import type { WebhookDeliveryRow, WebhookRow } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";
import { readJsonBody } from "../../http/read-body.ts";
import { replayDelivery } from "../../webhooks/delivery-worker.ts";
import { newWebhookFields, WEBHOOK_BOUNDS, webhookChanges } from "./webhook-input.ts";
import {
	countWebhooks,
	deleteWebhook,
	findWebhook,
	insertWebhook,
	listWebhooks,
	updateWebhook,
	webhookInfo,
} from "./webhooks.repository.ts";

/**
 * A user's webhooks (docs/reference/webhooks.md), in the shapes `huggingface_hub`'s `create_webhook`,
 * `list_webhooks`, `get_webhook`, `update_webhook`, `enable_webhook`, `disable_webhook` and
 * `delete_webhook` read, plus the delivery log and replay. Every route needs a write token or a
 * site session (a webhook holds its secret); a webhook of someone else answers like a missing one.
 */

const ID = /^[0-9a-f]{24}$/;
const DELIVERY_PAGE = { default: 50, max: 100 };

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

function deliveryOf(row: WebhookDeliveryRow): WebhookDelivery {
	return {
		id: row.id,
		webhookId: row.webhook_id,
		event: { action: row.action, scope: row.scope },
		status: row.status,
		attempts: Number(row.attempts),
		responseStatus: row.response_status === null ? null : Number(row.response_status),
		durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
		error: row.error,
		replayOf: row.replay_of,
		createdAt: iso(row.created_at) as string,
		nextAttemptAt: row.status === "pending" ? iso(row.next_attempt_at) : null,
		finishedAt: iso(row.finished_at),
		payload: JSON.parse(row.payload) as Record<string, unknown>,
	};
}

async function bodyOf(c: AppContext): Promise<Record<string, unknown>> {
	const body = await readJsonBody(c, LIMITS.accountBodyBytes);
	if (body === undefined) return {};
	if (typeof body !== "object" || body === null || Array.isArray(body))
		throw new ApiError("InvalidWebhook", "The body must be a JSON object");
	return body as Record<string, unknown>;
}

export function webhooksRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const now = (): number => (deps.now ?? Date.now)();
	const app = factory.createApp();

	const webhookOf = async (c: AppContext): Promise<{ viewer: UserViewer; row: WebhookRow }> => {
		const viewer = requireWriter(c, "manage webhooks");
		const id = c.req.param("id") ?? "";
		const row = ID.test(id) ? await findWebhook(db, viewer.userId, id) : undefined;
		if (!row) throw new ApiError("WebhookNotFound", `No webhook ${JSON.stringify(id.slice(0, 40))} of yours`);
		return { viewer, row };
	};
	const answer = (c: AppContext, row: WebhookRow, status: 200 | 201 = 200): Response =>
		c.json({ webhook: webhookInfo(row) } satisfies WebhookAnswer, status);

	app.get("/api/settings/webhooks", async (c) => {
		const viewer = requireWriter(c, "manage webhooks");
		return c.json((await listWebhooks(db, viewer.userId)).map(webhookInfo) satisfies WebhookList);
	});

	app.post("/api/settings/webhooks", async (c) => {
		const viewer = requireWriter(c, "manage webhooks");
		const fields = newWebhookFields(await bodyOf(c));
		if ((await countWebhooks(db, viewer.userId)) >= WEBHOOK_BOUNDS.perUser)
			throw new ApiError(
				"LimitExceeded",
				`A user may have at most ${WEBHOOK_BOUNDS.perUser} webhooks: delete one first`,
			);
		return answer(c, await insertWebhook(db, viewer.userId, fields, now()));
	});

	app.get("/api/settings/webhooks/:id", async (c) => answer(c, (await webhookOf(c)).row));

	app.post("/api/settings/webhooks/:id", async (c) => {
		const { row } = await webhookOf(c);
		return answer(c, await updateWebhook(db, row, webhookChanges(await bodyOf(c)), now()));
	});

	app.delete("/api/settings/webhooks/:id", async (c) => {
		const { row } = await webhookOf(c);
		await deleteWebhook(db, row.id);
		return c.json({ deleted: true } satisfies WebhookDeleted);
	});

	for (const action of ["enable", "disable"] as const)
		app.post(`/api/settings/webhooks/:id/${action}`, async (c) => {
			const { row } = await webhookOf(c);
			return answer(c, await updateWebhook(db, row, { disabled: action === "disable" }, now()));
		});

	app.get("/api/settings/webhooks/:id/deliveries", async (c) => {
		const { row } = await webhookOf(c);
		const raw = c.req.query("limit");
		const limit = raw === undefined ? DELIVERY_PAGE.default : Number(raw);
		if (!Number.isInteger(limit) || limit < 1 || limit > DELIVERY_PAGE.max)
			throw new ApiError("BadRequest", `limit must be a whole number from 1 to ${DELIVERY_PAGE.max}`);
		const rows = await db
			.selectFrom("webhook_deliveries")
			.selectAll()
			.where("webhook_id", "=", row.id)
			.orderBy("seq", "desc")
			.limit(limit)
			.execute();
		return c.json({ deliveries: rows.map(deliveryOf) } satisfies WebhookDeliveryList);
	});

	app.post("/api/settings/webhooks/:id/deliveries/:deliveryId/replay", async (c) => {
		const { row } = await webhookOf(c);
		const deliveryId = c.req.param("deliveryId");
		const known =
			ID.test(deliveryId) &&
			(await db
				.selectFrom("webhook_deliveries")
				.select("id")
				.where("id", "=", deliveryId)
				.where("webhook_id", "=", row.id)
				.executeTakeFirst());
		const replayed = known ? await replayDelivery(deps.db, deliveryId, now()) : undefined;
		if (!replayed)
			throw new ApiError(
				"WebhookDeliveryNotFound",
				`No delivery ${JSON.stringify(deliveryId.slice(0, 40))} of this webhook`,
			);
		return c.json({ delivery: deliveryOf(replayed) } satisfies WebhookDeliveryAnswer, 201);
	});

	return app;
}
