/**
 * git clone bench: the same repository (small files over many commits, plus large LFS files) cloned
 * from Atrium and from git's own `git http-backend` (CGI, with a minimal LFS download server) on this
 * machine, in one run. Reports wall time of `git clone` (LFS files included) and the peak memory of
 * each server's process tree during the clone.
 *
 * Run alone: node --conditions=atrium-source bench/git-clone.ts [--files 1000] [--commits 50] [--lfs-mb 200] [--runs 3]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gitCli, type GitCli } from "../src/testing/git-cli.ts";
import { ATRIUM_BIN, spawnHub } from "../src/testing/spawn-hub.ts";
import { pseudoRandomBytes } from "../seed/binary-fixtures.ts";
import { median } from "./latency.ts";
import { peakRssDuring, treeMemory, type TreeMemory } from "./peak-rss.ts";

const HUB_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The hub's settings come from its flags alone: none inherited from the shell that runs the bench. */
const ATRIUM_HUB_ENV = { DATABASE_URL: "", ATRIUM_STORAGE: "", ATRIUM_DATA_DIR: "", PORT: "" };

/** Options of one bench run. */
export interface GitCloneBenchOptions {
	files: number;
	commits: number;
	lfsMegabytes: number;
	runs: number;
}

/** One server's result: best and median clone seconds (with and without LFS files), memory of its processes. */
export interface CloneResult {
	server: string;
	bestSeconds: number;
	medianSeconds: number;
	/** Best time of a clone that skips LFS downloads (`GIT_LFS_SKIP_SMUDGE=1`): the git protocol alone. */
	bestGitOnlySeconds: number;
	/**
	 * Memory of the server's process tree before the first clone, and its peak during clones: RSS
	 * summed over the processes, and PSS (pages shared between them, such as the `node` binary, once).
	 */
	idleRssMiB: number;
	peakRssMiB: number;
	idlePssMiB: number;
	peakPssMiB: number;
}

/** Spawns a server process and waits until it prints a line matching `ready`. */
async function startProcess(
	command: string,
	args: string[],
	env: NodeJS.ProcessEnv,
	ready: RegExp,
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
	const child = spawn(command, args, { cwd: HUB_DIR, env, stdio: ["ignore", "pipe", "pipe"] });
	return new Promise((resolve, reject) => {
		let output = "";
		const onData = (chunk: Buffer): void => {
			output += chunk.toString();
			const match = ready.exec(output);
			if (match) resolve({ child, match });
		};
		child.stdout?.on("data", onData);
		child.stderr?.on("data", onData);
		child.on("exit", (code) => reject(new Error(`${command} exited (${code}): ${output.slice(-2000)}`)));
	});
}

async function writeRandomFile(path: string, megabytes: number, seed: number): Promise<void> {
	const stream = createWriteStream(path);
	for (let i = 0; i < megabytes; i++) {
		if (!stream.write(pseudoRandomBytes(1 << 20, seed * 1000 + i)))
			await new Promise<void>((resolve) => stream.once("drain", () => resolve()));
	}
	await new Promise<void>((resolve, reject) =>
		stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
	);
}

/** Builds the source repository: `files` small text files added over `commits` commits, LFS files in the last. */
async function buildSource(git: GitCli, dir: string, options: GitCloneBenchOptions): Promise<void> {
	await git.ok(["init", "-q", dir]);
	await git.ok(["lfs", "track", "*.bin"], { cwd: dir });
	const perCommit = Math.ceil(options.files / options.commits);
	let file = 0;
	for (let commit = 1; commit <= options.commits; commit++) {
		await mkdir(join(dir, "data", `part-${commit}`), { recursive: true });
		for (let i = 0; i < perCommit && file < options.files; i++, file++) {
			const line = `file ${file} of the git clone bench, commit ${commit}: ${"lorem ipsum dolor sit amet ".repeat(8)}\n`;
			await writeFile(join(dir, "data", `part-${commit}`, `file-${file}.txt`), line.repeat(4));
		}
		await writeFile(join(dir, "README.md"), `# git clone bench\n\nCommit ${commit} of ${options.commits}.\n`);
		if (commit === options.commits) {
			const parts = 4;
			for (let part = 0; part < parts; part++)
				await writeRandomFile(join(dir, `weights-${part}.bin`), Math.ceil(options.lfsMegabytes / parts), part + 1);
		}
		await git.ok(["add", "-A"], { cwd: dir });
		await git.ok(["commit", "-q", "-m", `Commit ${commit}`], { cwd: dir });
	}
}

async function timedClone(
	git: GitCli,
	url: string,
	target: string,
	serverPid: number,
	env: NodeJS.ProcessEnv = {},
): Promise<{ seconds: number; peakKiB: number; peakPssKiB: number }> {
	const {
		value: seconds,
		peakKiB,
		peakPssKiB,
	} = await peakRssDuring(serverPid, async () => {
		const start = performance.now();
		await git.ok(["clone", "-q", url, target], { env });
		return (performance.now() - start) / 1000;
	});
	await git.ok(["fsck", "--no-progress"], { cwd: target });
	return { seconds, peakKiB, peakPssKiB };
}

/**
 * A folder for the clones: on the memory file system `/dev/shm` where the machine has one. On disk,
 * ext4 looks past the inodes of files deleted moments before (the previous clones) when it creates
 * new ones, which made the checkout of the same 1,000 files take 0.1 s or 1.0 s depending on what
 * was deleted where, and decided which server looked faster.
 */
async function cloneFolder(work: string): Promise<string> {
	try {
		return await mkdtemp(join("/dev/shm", "atrium-git-bench-clones-"));
	} catch {
		return work;
	}
}

/** Runs the bench; returns one row per server. */
export async function gitCloneBench(options: GitCloneBenchOptions): Promise<CloneResult[]> {
	const work = await mkdtemp(join(tmpdir(), "atrium-git-bench-"));
	const clones = await cloneFolder(work);
	const children: ChildProcess[] = [];
	try {
		const git = await gitCli({ lfs: true });
		const source = join(work, "source");
		console.error(
			`[bench] git: building ${options.files} files over ${options.commits} commits + ${options.lfsMegabytes} MB LFS`,
		);
		await buildSource(git, source, options);

		// Reference: git http-backend over a bare copy, LFS objects copied beside it.
		const projectRoot = join(work, "git-root");
		await git.ok(["clone", "-q", "--bare", source, join(projectRoot, "bench.git")]);
		const lfsDir = join(work, "lfs-objects");
		await cp(join(source, ".git", "lfs", "objects"), lfsDir, { recursive: true });
		const reference = await startProcess(
			process.execPath,
			["--conditions=atrium-source", join(HUB_DIR, "bench", "git-http-backend-serve.ts"), projectRoot, lfsDir],
			{ ...process.env },
			/listening on (http:\/\/\S+)/,
		);
		children.push(reference.child);
		const referenceUrl = `${reference.match[1]}/bench.git`;

		// Atrium: a hub of its own, started as operators start it (`atrium serve`, through the launcher,
		// with its flags), the repository pushed to it with git and git-lfs.
		const data = join(work, "atrium-data");
		const hub = await spawnHub(data, ATRIUM_HUB_ENV);
		children.push(hub.launcher);
		const atriumCli = (args: string[], input = ""): Promise<string> =>
			new Promise((resolve, reject) => {
				const child = spawn(process.execPath, [ATRIUM_BIN, ...args, "--data", data], {
					env: { ...process.env, ...ATRIUM_HUB_ENV },
					stdio: ["pipe", "pipe", "inherit"],
				});
				let out = "";
				child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
				child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`atrium ${args.join(" ")} failed`))));
				child.stdin.end(input);
			});
		await atriumCli(["users", "add", "bench", "--password-stdin"], "bench-password-1234\n");
		const token = (await atriumCli(["tokens", "create", "bench", "--role", "write"])).trim();
		const seedDir = join(work, "seed");
		await mkdir(seedDir);
		await writeFile(join(seedDir, "README.md"), "# placeholder\n");
		await atriumCli(["import", seedDir, "--repo", "bench/clone-bench"]);
		const port = new URL(hub.url).port;
		const pushUrl = `http://bench:${token}@127.0.0.1:${port}/bench/clone-bench`;
		console.error("[bench] git: pushing the repository to Atrium");
		await git.ok(["push", "--force", pushUrl, "main"], { cwd: source });
		const atriumUrl = `http://127.0.0.1:${port}/bench/clone-bench`;

		const servers = [
			// The launcher's whole tree, as operators run it: the launcher when it stays beside the server
			// (on a Node without process.execve), the server and its workers.
			{ name: "atrium (sqlite + disk)", url: atriumUrl, pid: hub.launcher.pid ?? 0 },
			{ name: "git http-backend (CGI)", url: referenceUrl, pid: reference.child.pid ?? 0 },
		];
		const samples = new Map<
			string,
			{ seconds: number[]; gitOnly: number[]; idle: TreeMemory; peak: number; peakPss: number }
		>();
		for (const server of servers)
			samples.set(server.name, { seconds: [], gitOnly: [], idle: await treeMemory(server.pid), peak: 0, peakPss: 0 });
		for (let run = 0; run < options.runs; run++) {
			for (const server of servers) {
				const sample = samples.get(server.name);
				if (!sample) continue;
				const target = join(clones, `clone-${run}-${servers.indexOf(server)}`);
				const full = await timedClone(git, server.url, target, server.pid);
				await rm(target, { recursive: true, force: true });
				const gitOnly = await timedClone(git, server.url, target, server.pid, { GIT_LFS_SKIP_SMUDGE: "1" });
				await rm(target, { recursive: true, force: true });
				sample.seconds.push(full.seconds);
				sample.gitOnly.push(gitOnly.seconds);
				sample.peak = Math.max(sample.peak, full.peakKiB, gitOnly.peakKiB);
				sample.peakPss = Math.max(sample.peakPss, full.peakPssKiB, gitOnly.peakPssKiB);
			}
		}
		return servers.map((server) => {
			const sample = samples.get(server.name) ?? {
				seconds: [0],
				gitOnly: [0],
				idle: { rssKiB: 0, pssKiB: 0 },
				peak: 0,
				peakPss: 0,
			};
			return {
				server: server.name,
				bestSeconds: Math.min(...sample.seconds),
				medianSeconds: median(sample.seconds),
				bestGitOnlySeconds: Math.min(...sample.gitOnly),
				idleRssMiB: sample.idle.rssKiB / 1024,
				peakRssMiB: sample.peak / 1024,
				idlePssMiB: sample.idle.pssKiB / 1024,
				peakPssMiB: sample.peakPss / 1024,
			};
		});
	} finally {
		for (const child of children) child.kill("SIGTERM");
		await rm(work, { recursive: true, force: true });
		await rm(clones, { recursive: true, force: true });
	}
}

/** Table rows of the results: clone times, speed relative to git http-backend, memory. */
export function gitCloneRows(results: CloneResult[]): string[][] {
	const reference = results.find((result) => result.server.startsWith("git"));
	return results.map((result) => [
		result.server,
		result.bestSeconds.toFixed(2),
		result.medianSeconds.toFixed(2),
		reference ? (reference.bestSeconds / result.bestSeconds).toFixed(2) : "-",
		result.bestGitOnlySeconds.toFixed(2),
		reference ? (reference.bestGitOnlySeconds / result.bestGitOnlySeconds).toFixed(2) : "-",
		result.idleRssMiB.toFixed(0),
		result.peakRssMiB.toFixed(0),
		result.idlePssMiB.toFixed(0),
		result.peakPssMiB.toFixed(0),
	]);
}

/** Column names of {@link gitCloneRows}. */
export const GIT_CLONE_COLUMNS = [
	"server",
	"clone s (best)",
	"clone s (median)",
	"speed vs git",
	"git-only s (best)",
	"git-only speed",
	"idle RSS MiB",
	"peak RSS MiB",
	"idle PSS MiB",
	"peak PSS MiB",
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const { values } = parseArgs({
		options: {
			files: { type: "string", default: "1000" },
			commits: { type: "string", default: "50" },
			"lfs-mb": { type: "string", default: "200" },
			runs: { type: "string", default: "3" },
		},
	});
	const results = await gitCloneBench({
		files: Number(values.files),
		commits: Number(values.commits),
		lfsMegabytes: Number(values["lfs-mb"]),
		runs: Number(values.runs),
	});
	for (const row of gitCloneRows(results)) console.log(row.join("\t"));
}
