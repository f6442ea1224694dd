import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

// The CLI itself, not bin/atrium.js: on a Node without process.execve that wrapper runs the hub in a
// child process, which SIGKILL would not reach.
const CLI = fileURLToPath(new URL("../cli.ts", import.meta.url));

/** An `atrium serve` started by {@link serveCli}. */
export interface ServedCli {
	url: string;
	child: ChildProcess;
	/** SIGTERM, and the exit it leads to (nothing when it has already exited). */
	stop: () => Promise<void>;
}

/**
 * Starts `atrium serve` on a free port of 127.0.0.1 as this test's own child, SQLite and disk unless
 * `env` says otherwise, and answers once it says "hub ready on …" (an event, never a wait); a hub
 * that exits first rejects with what it printed. For tests that kill the serving process itself.
 */
export async function serveCli(env: Record<string, string>, args: string[] = []): Promise<ServedCli> {
	const child = spawn(
		process.execPath,
		["--conditions=atrium-source", CLI, "serve", "--port", "0", "--host", "127.0.0.1", ...args],
		{
			env: { ...process.env, DATABASE_URL: "", ATRIUM_STORAGE: "", ...env },
			stdio: ["ignore", "pipe", "pipe"],
		},
	);
	const stop = async (): Promise<void> => {
		if (child.exitCode !== null || child.signalCode !== null) return;
		const exited = new Promise((resolve) => child.once("exit", resolve));
		child.kill("SIGTERM");
		await exited;
	};
	const url = await new Promise<string>((resolve, reject) => {
		let output = "";
		child.stdout?.on("data", (chunk: Buffer) => {
			output += chunk.toString();
			const match = /hub ready on (http:\/\/[^\s]+)/.exec(output);
			if (match?.[1]) resolve(match[1]);
		});
		child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
		child.on("exit", (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
	}).catch(async (error: unknown) => {
		await stop();
		throw error;
	});
	return { url, child, stop };
}
