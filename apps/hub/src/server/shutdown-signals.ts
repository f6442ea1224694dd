/** The signals that stop the hub. */
export const SHUTDOWN_SIGNALS = ["SIGINT", "SIGTERM"] as const;

/**
 * Calls `onFirst` on the first SIGINT or SIGTERM. Later ones (the same Ctrl-C reaching every process
 * of the group, a forwarded copy, an impatient second press) are reported and ignored, so they
 * never kill the process in the middle of its shutdown. Returns a function that removes the handlers.
 */
export function onShutdownSignal(
	onFirst: (signal: NodeJS.Signals) => void,
	log: (line: string) => void = (line) => console.log(line),
): () => void {
	let received: NodeJS.Signals | undefined;
	const handler = (signal: NodeJS.Signals): void => {
		if (received) {
			log(`[atrium] ${signal} during shutdown (after ${received}): ignored, still shutting down`);
			return;
		}
		received = signal;
		onFirst(signal);
	};
	for (const signal of SHUTDOWN_SIGNALS) process.on(signal, handler);
	return () => {
		for (const signal of SHUTDOWN_SIGNALS) process.off(signal, handler);
	};
}
