import { spawn } from "node:child_process";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What a git command printed and how it ended. */
export interface GitRun {
	code: number;
	stdout: Buffer;
	stderr: string;
}

/**
 * The real `git` binary with a scratch `HOME` and global config, so tests never read or touch the
 * machine's git configuration: `git.run(args, { cwd })`, `git.ok(...)` (throws on failure).
 */
export interface GitCli {
	home: string;
	env: NodeJS.ProcessEnv;
	run(
		args: string[],
		options?: { cwd?: string; input?: Uint8Array | string; env?: NodeJS.ProcessEnv },
	): Promise<GitRun>;
	ok(args: string[], options?: { cwd?: string; input?: Uint8Array | string; env?: NodeJS.ProcessEnv }): Promise<string>;
}

/** A git command line in a fresh scratch home (identity set, no prompts, git-lfs filters installed when asked). */
export async function gitCli(options: { lfs?: boolean } = {}): Promise<GitCli> {
	const home = await mkdtemp(join(tmpdir(), "atrium-git-home-"));
	await mkdir(home, { recursive: true });
	const config = join(home, ".gitconfig");
	await writeFile(
		config,
		[
			"[user]",
			"\tname = Test User",
			"\temail = test@example.com",
			"[init]",
			"\tdefaultBranch = main",
			"[advice]",
			"\tdetachedHead = false",
			"[credential]",
			"\thelper =",
			"",
		].join("\n"),
	);
	const env: NodeJS.ProcessEnv = {
		PATH: process.env.PATH,
		HOME: home,
		GIT_CONFIG_GLOBAL: config,
		GIT_CONFIG_NOSYSTEM: "1",
		GIT_TERMINAL_PROMPT: "0",
		GIT_ASKPASS: "/bin/false",
		LANG: "C",
		TMPDIR: tmpdir(),
	};
	const run: GitCli["run"] = (args, runOptions = {}) =>
		new Promise((resolve, reject) => {
			const child = spawn("git", args, { cwd: runOptions.cwd ?? home, env: { ...env, ...runOptions.env } });
			const out: Buffer[] = [];
			const err: Buffer[] = [];
			child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
			child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
			child.on("error", reject);
			child.on("close", (code) =>
				resolve({ code: code ?? -1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString() }),
			);
			child.stdin.on("error", () => undefined); // git may exit before reading its input
			child.stdin.end(runOptions.input ?? "");
		});
	const cli: GitCli = {
		home,
		env,
		run,
		ok: async (args, runOptions) => {
			const result = await run(args, runOptions);
			if (result.code !== 0) throw new Error(`git ${args.join(" ")} failed (${result.code}): ${result.stderr}`);
			return result.stdout.toString();
		},
	};
	if (options.lfs) await cli.ok(["lfs", "install", "--skip-repo"]);
	return cli;
}
