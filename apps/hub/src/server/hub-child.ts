import { spawn, type ChildProcess } from "node:child_process";

/** An `atrium` command running as a child of the serving process. */
export interface HubChild {
	child: ChildProcess;
	/** Resolves with the exit code once the child has exited (a signal's death counts as 1). */
	exited: Promise<number>;
}

/**
 * Runs `atrium <args>` beside the serving process (decision 059): the same Node, flags, entry point
 * and environment, its output written where this process writes (standard output dropped when
 * `quiet`: the caller says what happened in its own words). Work that loads large modules or
 * native libraries once (the sample catalogue, DuckDB for a Parquet conversion) runs there, and
 * everything it took is given back when it exits instead of staying resident in the primary.
 * The child has an IPC channel to this process: it stops when the channel closes (this process
 * died), so a killed hub does not leave it working in its data directory.
 */
export function runHubCommand(args: string[], options: { quiet?: boolean } = {}): HubChild {
	const entry = process.argv[1];
	if (!entry) throw new Error("this process has no entry script to run a command with");
	const child = spawn(process.execPath, [...process.execArgv, entry, ...args], {
		env: process.env,
		stdio: ["ignore", options.quiet ? "ignore" : "inherit", "inherit", "ipc"],
	});
	const exited = new Promise<number>((resolve) => {
		child.once("error", () => resolve(1));
		child.once("exit", (code) => resolve(code ?? 1));
	});
	return { child, exited };
}

/**
 * In a command that {@link runHubCommand} started: calls `stop` once, when the parent asks the child
 * to stop (SIGINT or SIGTERM, also sent to the whole process group) or dies (the IPC channel closes).
 * Outside such a child only the signals count.
 */
export function onParentStop(stop: () => void): void {
	let stopped = false;
	const once = (): void => {
		if (stopped) return;
		stopped = true;
		stop();
	};
	process.on("SIGINT", once);
	process.on("SIGTERM", once);
	if (process.channel) {
		process.once("disconnect", once);
		// The channel alone must not keep the command alive once its work is done.
		process.channel.unref();
	}
}
