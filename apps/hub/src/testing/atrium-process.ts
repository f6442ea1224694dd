import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * The `atrium` command in a child process, as the command-line tests run it (`bin/atrium.js`, the
 * installed entry point). `DATABASE_URL` and `ATRIUM_STORAGE` are cleared (SQLite and disk in the
 * data directory) unless `env` sets them.
 */

const BIN = fileURLToPath(new URL("../../bin/atrium.js", import.meta.url));

/** What a finished command printed and how it ended. */
export interface AtriumRun {
	code: number | null;
	stdout: string;
	stderr: string;
}

function atriumEnv(env: Record<string, string>): NodeJS.ProcessEnv {
	return { ...process.env, DATABASE_URL: "", ATRIUM_STORAGE: "", ...env };
}

/** Runs `atrium args` to completion with `input` on stdin. Each run starts Node and opens the database: seconds on a busy machine. */
export function runAtrium(
	args: string[],
	options: { input?: string; env?: Record<string, string> } = {},
): Promise<AtriumRun> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [BIN, ...args], { env: atriumEnv(options.env ?? {}) });
		let stdout = "";
		let stderr = "";
		child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
		child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
		child.on("error", reject);
		child.on("close", (code) => resolve({ code, stdout, stderr }));
		child.stdin.end(options.input ?? "");
	});
}

/** The URL a starting hub announces on stdout (`hub ready on <url>`); rejects when it exits first. */
export function hubReadyUrl(child: ChildProcess): Promise<string> {
	return new Promise<string>((resolve, reject) => {
		let output = "";
		child.stdout?.on("data", (chunk: Buffer) => {
			output += chunk.toString();
			const match = /hub ready on (http:\/\/[^\s]+)/.exec(output);
			if (match?.[1]) resolve(match[1]);
		});
		child.on("exit", (code) => reject(new Error(`atrium serve exited with ${code}: ${output}`)));
	});
}

/** A hub started by {@link serveAtrium}: its URL, and `stop` (SIGTERM, resolves once it has exited). */
export interface ServedAtrium {
	url: string;
	child: ChildProcess;
	stop: () => Promise<void>;
}

/** Starts `atrium serve` on a free port of 127.0.0.1 with `args` (e.g. `--data dir`); stopped again if it fails to start. */
export async function serveAtrium(args: string[], env: Record<string, string> = {}): Promise<ServedAtrium> {
	const child = spawn(process.execPath, [BIN, "serve", "--port", "0", "--host", "127.0.0.1", ...args], {
		env: atriumEnv(env),
	});
	const stop = async (): Promise<void> => {
		if (child.exitCode !== null) return;
		const exited = new Promise((resolve) => child.once("exit", resolve));
		child.kill("SIGTERM");
		await exited;
	};
	try {
		return { url: await hubReadyUrl(child), child, stop };
	} catch (error) {
		await stop();
		throw error;
	}
}
