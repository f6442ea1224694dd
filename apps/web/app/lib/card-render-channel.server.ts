import { channel } from "node:diagnostics_channel";

/**
 * The hub's card-render metric listens on this channel (`apps/hub/src/observability/channels.ts`
 * names the same one); the site, which knows nothing of the hub, only publishes `{ seconds }`.
 */
const cardRender = channel("atrium:card-render");

function report(started: number, now: () => number): void {
	if (cardRender.hasSubscribers) cardRender.publish({ seconds: (now() - started) / 1000 });
}

/**
 * Runs one card render and reports its duration (nothing is sent when no one listens). A render
 * that returns a promise (e.g. one handed to a worker pool) is timed until it settles. `now` is the
 * clock in milliseconds (tests pass their own).
 */
export function timedCardRender<T>(render: () => T, now: () => number = () => performance.now()): T {
	const started = now();
	let result: T;
	try {
		result = render();
	} catch (error) {
		report(started, now);
		throw error;
	}
	if (result instanceof Promise) return result.finally(() => report(started, now)) as T;
	report(started, now);
	return result;
}
