import { channel } from "node:diagnostics_channel";

/**
 * The hub's card-render metric listens on this channel (`apps/hub/src/observability/channels.ts`
 * names the same one); the site, which knows nothing of the hub, only publishes `{ seconds }`.
 */
const cardRender = channel("atrium:card-render");

function report(started: number): void {
	if (cardRender.hasSubscribers) cardRender.publish({ seconds: (performance.now() - started) / 1000 });
}

/**
 * Runs one card render and reports its duration (nothing is sent when no one listens). A render
 * that returns a promise (e.g. one handed to a worker pool) is timed until it settles.
 */
export function timedCardRender<T>(render: () => T): T {
	const started = performance.now();
	let result: T;
	try {
		result = render();
	} catch (error) {
		report(started);
		throw error;
	}
	if (result instanceof Promise) return result.finally(() => report(started)) as T;
	report(started);
	return result;
}
