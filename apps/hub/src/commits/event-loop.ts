import { setImmediate } from "node:timers/promises";

/** Steps of a long commit loop between two turns given back to the event loop. */
export const STEPS_PER_TURN = 500;

/**
 * A counter for a long loop (operations of a large commit, nodes of its tree): every
 * {@link STEPS_PER_TURN} calls it waits for the next turn of the event loop, so the worker keeps
 * serving other requests while it builds a tree of tens of thousands of files. Awaits on cached
 * values only queue microtasks, which never let I/O through.
 */
export function turnTaker(every: number = STEPS_PER_TURN): () => Promise<void> | undefined {
	let steps = 0;
	return () => (++steps % every === 0 ? setImmediate() : undefined);
}
