/**
 * Runs one snippet for real in a fresh folder holding the sample files: shell with `bash`,
 * JavaScript with this Node (`process.execPath`), Python with Debian's `/usr/bin/python3`.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PYTHON } from "@atrium/tasks/testing";
import type { InferenceSnippet } from "../types.ts";
import { SAMPLE_BYTES } from "./answers.ts";

/**
 * Runs live under the package's `node_modules/`, so Node resolves the npm clients
 * (`@huggingface/inference`, `openai`) from the workspace, and git ignores the folders.
 */
const RUNS_DIR = fileURLToPath(new URL("../../node_modules/.e2e-runs/", import.meta.url));

/** What a run produced. */
export interface RunResult {
	code: number | null;
	stdout: string;
	stderr: string;
	timedOut: boolean;
	/** The output file the snippet was expected to write, if it exists. */
	outputFile: Buffer | undefined;
}

const COMMANDS: Record<InferenceSnippet["language"], { file: string; command: string[] }> = {
	js: { file: "snippet.mjs", command: [process.execPath] },
	python: { file: "snippet.py", command: [PYTHON] },
	sh: { file: "snippet.sh", command: ["bash"] },
};

/** Runs a snippet with the given environment; kills it after `timeoutMs`. */
export async function runSnippet(
	snippet: InferenceSnippet,
	env: Record<string, string>,
	options: { timeoutMs: number; outputFile?: string },
): Promise<RunResult> {
	mkdirSync(RUNS_DIR, { recursive: true });
	const dir = mkdtempSync(join(RUNS_DIR, "run-"));
	try {
		for (const [name, bytes] of Object.entries(SAMPLE_BYTES)) writeFileSync(join(dir, name), bytes);
		const { file, command } = COMMANDS[snippet.language];
		writeFileSync(join(dir, file), `${snippet.code}\n`);
		const [program = "false", ...args] = command;
		const child = spawn(program, [...args, file], {
			cwd: dir,
			env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dir, NODE_NO_WARNINGS: "1", ...env },
			stdio: ["ignore", "pipe", "pipe"],
		});
		let stdout = "";
		let stderr = "";
		child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
		child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
		let timedOut = false;
		const timer = setTimeout(() => {
			timedOut = true;
			child.kill("SIGKILL");
		}, options.timeoutMs);
		const code = await new Promise<number | null>((resolve) => child.on("close", (exit) => resolve(exit)));
		clearTimeout(timer);
		const output = options.outputFile ? join(dir, options.outputFile) : undefined;
		return {
			code,
			stdout,
			stderr,
			timedOut,
			outputFile: output && existsSync(output) ? readFileSync(output) : undefined,
		};
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/** Runs jobs with at most `limit` at a time, keeping their order in the results. */
export async function inPool<T, R>(items: T[], limit: number, job: (item: T) => Promise<R>): Promise<R[]> {
	const results: R[] = new Array<R>(items.length);
	let next = 0;
	const worker = async () => {
		while (next < items.length) {
			const index = next++;
			const item = items[index] as T;
			results[index] = await job(item);
		}
	};
	await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
	return results;
}
