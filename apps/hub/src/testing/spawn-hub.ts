import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The `atrium` launcher, as operators run it. */
export const ATRIUM_BIN = fileURLToPath(new URL("../../bin/atrium.js", import.meta.url));
/** The command the launcher runs. */
const CLI = fileURLToPath(new URL("../cli.ts", import.meta.url));

/** A hub started as `atrium serve` in its own process group. */
export interface SpawnedHub {
	url: string;
	/** The launcher (`bin/atrium.js`); its pid is the group id, and the server's where Node has `process.execve`. */
	launcher: ChildProcess;
	/** The server process (the launcher itself, or its child on a Node without `process.execve`; the cluster primary when there are workers). */
	serverPid: number;
	/** Everything printed so far (stdout and stderr). */
	output: () => string;
	/** Resolves once the output matches `pattern` (at once if it already does); rejects if the hub exits first. */
	says: (pattern: RegExp) => Promise<void>;
	/** Resolves when the launcher has exited. */
	exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The environment of a spawned command: no inherited hub settings, then `env`. */
function envOf(env: Record<string, string>): NodeJS.ProcessEnv {
	return { ...process.env, DATABASE_URL: "", ATRIUM_STORAGE: "", ATRIUM_DATA_DIR: "", PORT: "", ...env };
}

/** Runs `atrium <args>` to completion; rejects on a non-zero exit. */
export function runAtrium(args: string[], env: Record<string, string> = {}): Promise<string> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [ATRIUM_BIN, ...args], { env: envOf(env) });
		let output = "";
		child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
		child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
		child.on("error", reject);
		child.on("close", (code) =>
			code === 0 ? resolve(output) : reject(new Error(`atrium ${args[0]}: ${code}\n${output}`)),
		);
	});
}

/** Imports a model `t/g` of `count` small GGUF files (every one counts as a download): `w-0.gguf`… */
export async function importCountedFiles(
	folder: string,
	count: number,
	dataDir: string,
	env: Record<string, string> = {},
): Promise<void> {
	await mkdir(folder, { recursive: true });
	for (let i = 0; i < count; i++) await writeFile(join(folder, `w-${i}.gguf`), `weights ${i}\n`);
	await runAtrium(["import", folder, "--repo", "t/g", "--data", dataDir], env);
}

/** Hubs started by {@link spawnHub} that have not exited yet. */
const running = new Set<Pick<SpawnedHub, "launcher" | "exited">>();

/** Kills (SIGKILL, whole group) every spawned hub still running: for `afterEach`, so a failed test leaves none behind. */
export async function killSpawnedHubs(): Promise<void> {
	const left = [...running];
	for (const hub of left) signalGroup(hub, "SIGKILL");
	await Promise.all(left.map((hub) => hub.exited));
}

/** Starts `atrium serve` on a free loopback port; resolves once it says it is ready. */
export async function spawnHub(dataDir: string, env: Record<string, string> = {}): Promise<SpawnedHub> {
	const launcher = spawn(
		process.execPath,
		[ATRIUM_BIN, "serve", "--port", "0", "--host", "127.0.0.1", "--data", dataDir],
		{ env: envOf(env), detached: true },
	);
	let output = "";
	const listeners = new Set<() => void>();
	const collect = (chunk: Buffer): void => {
		output += chunk.toString();
		for (const listener of listeners) listener();
	};
	launcher.stdout?.on("data", collect);
	launcher.stderr?.on("data", collect);
	const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
		launcher.once("exit", (code, signal) => resolve({ code, signal })),
	);
	const says = (pattern: RegExp): Promise<void> =>
		new Promise((resolve, reject) => {
			const check = (): void => {
				if (!pattern.test(output)) return;
				listeners.delete(check);
				resolve();
			};
			listeners.add(check);
			check();
			void exited.then(() => {
				check();
				reject(new Error(`serve exited before saying ${pattern}:\n${output}`));
			});
		});
	const tracked = { launcher, exited };
	running.add(tracked);
	void exited.then(() => running.delete(tracked));
	const url = await new Promise<string>((resolve, reject) => {
		const check = (): void => {
			const match = /hub ready on (http:\/\/[^\s]+)/.exec(output);
			if (match?.[1]) resolve(match[1]);
		};
		launcher.stdout?.on("data", check);
		void exited.then(({ code, signal }) =>
			reject(new Error(`serve exited (${signal ?? code}) before ready:\n${output}`)),
		);
	});
	const launcherPid = launcher.pid ?? 0;
	// Where Node has process.execve the launcher has become the server; elsewhere the server is its child.
	const serverPid = readFileSync(`/proc/${launcherPid}/cmdline`, "utf8").includes(CLI)
		? launcherPid
		: Number(
				execFileSync("ps", ["-o", "pid=", "--ppid", String(launcherPid)])
					.toString()
					.trim(),
			);
	return { url, launcher, serverPid, output: () => output, says, exited };
}

/**
 * Sends `signal` to one process unless it has already exited: a test that signals twice must not
 * fail because the first signal was enough (`kill` then throws ESRCH).
 */
export function signalProcess(pid: number, signal: NodeJS.Signals): void {
	try {
		process.kill(pid, signal);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
	}
}

/** Kills a spawned hub's whole process group (launcher, server, workers) with `signal`. */
export function signalGroup(hub: Pick<SpawnedHub, "launcher">, signal: NodeJS.Signals): void {
	try {
		process.kill(-(hub.launcher.pid ?? 0), signal);
	} catch {
		// already gone
	}
}
