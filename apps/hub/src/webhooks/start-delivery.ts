import type { OpenHub } from "../main.ts";
import { parseAllowedHosts } from "./address-guard.ts";
import { WebhookDelivery } from "./delivery-worker.ts";

/** How often the serving hub's primary looks for events and due deliveries. */
export const DELIVERY_POLL_MS = 1000;

/**
 * Starts the delivery worker of a serving hub (in the primary process only, so one process per hub
 * sends; leases keep hubs that share a database from sending a delivery twice). `baseUrl` gives the
 * hub's public URL for the payload's links. Returns the stop function.
 */
export function startWebhookDelivery(hub: OpenHub, baseUrl: () => string): () => Promise<void> {
	const settings = hub.config.webhooks ?? {};
	const delivery = new WebhookDelivery({
		db: hub.db,
		baseUrl,
		allowed: parseAllowedHosts(settings.allowedHosts),
		...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
	});
	delivery.start(DELIVERY_POLL_MS, (error) => console.error("[atrium] webhook delivery failed:", error));
	return () => delivery.stop();
}
