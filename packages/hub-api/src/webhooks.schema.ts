import { z } from "zod";
import { IsoDate } from "./common.schema.ts";
import { named } from "./registry.ts";

/** What a webhook watches: a user's or an organization's repositories, or one repository. */
export const WebhookWatchedItem = named(
	"WebhookWatchedItem",
	z.strictObject({
		type: z.enum(["user", "org", "model", "dataset", "space"]),
		name: z.string().describe("a user or organization name, or a repository's namespace/name"),
	}),
);

/** A webhook as its owner sees it (`WebhookInfo` of `huggingface_hub`). */
export const WebhookInfo = named(
	"WebhookInfo",
	z.strictObject({
		id: z.string(),
		url: z.string(),
		watched: z.array(WebhookWatchedItem),
		domains: z.array(z.enum(["repo", "discussion"])),
		secret: z.string().nullable(),
		disabled: z.boolean(),
		createdAt: IsoDate,
		updatedAt: IsoDate,
	}),
);

/** `GET /api/settings/webhooks`: the caller's webhooks, oldest first. */
export const WebhookList = named("WebhookList", z.array(WebhookInfo));

/** One webhook: `GET`/`POST …/{id}`, create, enable, disable. */
export const WebhookAnswer = named("WebhookAnswer", z.strictObject({ webhook: WebhookInfo }));

/** `DELETE /api/settings/webhooks/{id}`. */
export const WebhookDeleted = named("WebhookDeleted", z.strictObject({ deleted: z.literal(true) }));

/** One delivery of an event to a webhook, and how it went (the delivery log). */
export const WebhookDelivery = named(
	"WebhookDelivery",
	z.strictObject({
		id: z.string(),
		webhookId: z.string(),
		event: z.strictObject({ action: z.string(), scope: z.string() }),
		status: z.enum(["pending", "delivered", "failed", "skipped"]),
		attempts: z.number().int(),
		responseStatus: z.number().int().nullable().describe("the receiver's HTTP status at the last attempt"),
		durationMs: z.number().int().nullable(),
		error: z.string().nullable(),
		replayOf: z.string().nullable().describe("the delivery this one sends again"),
		createdAt: IsoDate,
		nextAttemptAt: IsoDate.nullable().describe("when a pending delivery is tried next"),
		finishedAt: IsoDate.nullable(),
		payload: z.record(z.string(), z.unknown()).describe("the JSON body sent"),
	}),
);

/** `GET /api/settings/webhooks/{id}/deliveries`: newest first. */
export const WebhookDeliveryList = named(
	"WebhookDeliveryList",
	z.strictObject({ deliveries: z.array(WebhookDelivery) }),
);

/** `POST …/deliveries/{deliveryId}/replay` (201): the new delivery. */
export const WebhookDeliveryAnswer = named("WebhookDeliveryAnswer", z.strictObject({ delivery: WebhookDelivery }));

export type WebhookWatchedItem = z.infer<typeof WebhookWatchedItem>;
export type WebhookInfo = z.infer<typeof WebhookInfo>;
export type WebhookList = z.infer<typeof WebhookList>;
export type WebhookAnswer = z.infer<typeof WebhookAnswer>;
export type WebhookDeleted = z.infer<typeof WebhookDeleted>;
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;
export type WebhookDeliveryAnswer = z.infer<typeof WebhookDeliveryAnswer>;
