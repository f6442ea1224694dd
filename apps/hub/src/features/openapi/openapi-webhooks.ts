import {
	WebhookAnswer,
	WebhookDeleted,
	WebhookDeliveryAnswer,
	WebhookDeliveryList,
	WebhookList,
} from "@atrium/hub-api";
import { created, op, query } from "./openapi-operations.ts";

/** Webhooks (features/webhooks): a user's webhooks and their delivery log. */
export function webhookPaths(): Record<string, unknown> {
	return {
		"/api/settings/webhooks": {
			get: op("The caller's webhooks (write token or session)", [], {}, WebhookList),
			post: op("Create a webhook: { watched: [{ type, name }], url, domains?, secret? }", [], {}, WebhookAnswer),
		},
		"/api/settings/webhooks/{id}": {
			get: op("One of the caller's webhooks", ["id"], {}, WebhookAnswer),
			post: op("Update a webhook: { watched?, url?, domains?, secret? }", ["id"], {}, WebhookAnswer),
			delete: op("Delete a webhook and its delivery log", ["id"], {}, WebhookDeleted),
		},
		"/api/settings/webhooks/{id}/enable": { post: op("Enable a webhook", ["id"], {}, WebhookAnswer) },
		"/api/settings/webhooks/{id}/disable": {
			post: op("Disable a webhook: nothing more is delivered until enabled", ["id"], {}, WebhookAnswer),
		},
		"/api/settings/webhooks/{id}/deliveries": {
			get: op(
				"The webhook's delivery log, newest first; ?limit=<1-100, default 50>",
				["id"],
				{
					parameters: [
						{ name: "id", in: "path", required: true, schema: { type: "string" } },
						query("limit", "At most this many deliveries (1-100, default 50)", { type: "integer" }),
					],
				},
				WebhookDeliveryList,
			),
		},
		"/api/settings/webhooks/{id}/deliveries/{deliveryId}/replay": {
			post: created(
				"Send a delivery's payload again (queued after the pending ones)",
				["id", "deliveryId"],
				WebhookDeliveryAnswer,
			),
		},
	};
}
