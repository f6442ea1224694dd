import { channel } from "node:diagnostics_channel";

/**
 * Process-wide hooks that code anywhere (the site, a worker pool, the upload routes) publishes to
 * without holding the hub's metrics; {@link HubMetrics} subscribes. Payloads are plain objects.
 */

/** `{ seconds: number }` after each model card rendered. The site publishes under the same name (`apps/web/app/lib/card-render-channel.server.ts`). */
export const CARD_RENDER_CHANNEL = "atrium:card-render";
/** `{ change: 1 | -1 }` when an upload starts and when it ends (whatever the outcome). */
export const UPLOADS_CHANNEL = "atrium:uploads";

const uploads = channel(UPLOADS_CHANNEL);
const cardRender = channel(CARD_RENDER_CHANNEL);

/**
 * Counts one upload as in flight until the returned function is called (once; later calls do nothing).
 *
 * @example
 * const done = trackUpload();
 * try { await receive(body) } finally { done() }
 */
export function trackUpload(): () => void {
	uploads.publish({ change: 1 });
	let ended = false;
	return () => {
		if (ended) return;
		ended = true;
		uploads.publish({ change: -1 });
	};
}

/** Reports the time one card render took (seconds). */
export function observeCardRender(seconds: number): void {
	cardRender.publish({ seconds });
}
