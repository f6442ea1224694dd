import { execFileSync } from "node:child_process";
import { get, type IncomingMessage } from "node:http";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../db/create-db.ts";
import {
	importCountedFiles,
	killSpawnedHubs,
	runAtrium,
	signalGroup,
	signalProcess,
	spawnHub,
	type SpawnedHub,
} from "../testing/spawn-hub.ts";
import { createTestDatabase, postgresReachable } from "../testing/test-postgres.ts";

const postgres = await postgresReachable();
const FILES = 400;

let directory: string;
beforeAll(async () => {
	directory = await mkdtemp(join(tmpdir(), "atrium-serve-"));
});
afterEach(killSpawnedHubs);
afterAll(async () => {
	await rm(directory, { recursive: true, force: true });
});

/** A repository's (`t/g` unless said) all-time download count, read from the database with no hub running. */
async function countIn(options: { url?: string; sqlitePath?: string }, repoId = "t/g"): Promise<number> {
	if (options.url) {
		// One plain client, ended before the test drops the database.
		const client = new pg.Client({ connectionString: options.url });
		await client.connect();
		try {
			const result = await client.query<{ n: string }>("select downloads_all_time as n from repos where full_id = $1", [
				repoId,
			]);
			return Number(result.rows[0]?.n);
		} finally {
			await client.end();
		}
	}
	const db = await createDb(options);
	try {
		const row = await db.kysely
			.selectFrom("repos")
			.select("downloads_all_time")
			.where("full_id", "=", repoId)
			.executeTakeFirstOrThrow();
		return Number(row.downloads_all_time);
	} finally {
		await db.kysely.destroy();
	}
}

/** Downloads `w-<i>.gguf` for each i (each one a counted download); resolves when all are answered. */
async function download(hub: SpawnedHub, files: number[]): Promise<void> {
	for (const i of files) {
		const response = await fetch(`${hub.url}/t/g/resolve/main/w-${i}.gguf`);
		expect(response.status).toBe(200);
		expect(await response.text()).toBe(`weights ${i}\n`);
	}
}

/** The pids of a clustered hub's workers (the server process's children). */
function workerPids(hub: SpawnedHub): number[] {
	return execFileSync("ps", ["-o", "pid=", "--ppid", String(hub.serverPid)])
		.toString()
		.trim()
		.split(/\s+/)
		.map(Number);
}

/** A process's state letter from /proc (`Z`: exited, not yet reaped), or `gone`. */
async function processState(pid: number): Promise<string> {
	const text = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
	return /\) (\w)/.exec(text)?.[1] ?? "gone";
}

const range = (from: number, count: number): number[] => Array.from({ length: count }, (_, k) => from + k);

describe("shutdown: every signal path is one graceful stop that keeps the counts", () => {
	const data = (): string => join(directory, "matrix");
	const sqlitePath = (): string => join(data(), "atrium.db");
	const targets = ["launcher", "server", "group"] as const;
	const kinds = [["SIGINT"], ["SIGTERM"], ["SIGINT", "SIGTERM"]] as const;
	let expected = 0;

	beforeAll(async () => {
		await importCountedFiles(join(directory, "matrix-files"), 60, data());
		// A file too big to sit in socket buffers, for a download that outlives the grace period.
		const big = join(directory, "big-files");
		await mkdir(big, { recursive: true });
		await writeFile(join(big, "big.gguf"), Buffer.alloc(64 << 20, 7));
		await runAtrium(["import", big, "--repo", "t/big", "--data", data()]);
	}, 120_000);

	it("runs as the launcher's own process where Node can (process.execve), with malloc held to 2 arenas in every process", async () => {
		const hub = await spawnHub(data(), { ATRIUM_WORKERS: "2" });
		if (typeof process.execve === "function") expect(hub.serverPid).toBe(hub.launcher.pid);
		const pids = [hub.serverPid, ...workerPids(hub)];
		expect(pids).toHaveLength(3);
		for (const pid of pids) {
			const environment = (await readFile(`/proc/${pid}/environ`, "utf8")).split("\0");
			expect(environment).toContain("MALLOC_ARENA_MAX=2");
			// Workers inherit the launcher's V8 flags (decisions 050 and 054).
			const commandLine = (await readFile(`/proc/${pid}/cmdline`, "utf8")).split("\0");
			expect(commandLine).toEqual(expect.arrayContaining(["--max-semi-space-size=8", "--heap-growing-percent=20"]));
		}
		signalGroup(hub, "SIGTERM");
		expect(await hub.exited).toEqual({ code: 0, signal: null });
	}, 60_000);

	it("removes stale temporary files on start (staged uploads, interrupted writes), and keeps young ones", async () => {
		const shard = join(data(), "files", "blobs", "ab", "cd");
		const staging = join(data(), "files", "staging");
		const dayAgo = new Date(Date.now() - 25 * 3_600_000);
		await mkdir(shard, { recursive: true });
		await mkdir(staging, { recursive: true });
		const old = [join(shard, ".tmp-old"), join(staging, `.tmp-${dayAgo.getTime()}-killed`)];
		const young = [join(shard, ".tmp-young"), join(staging, `.tmp-${Date.now()}-running`)];
		for (const path of [...old, ...young]) await writeFile(path, "x".repeat(1000));
		for (const path of old) await utimes(path, dayAgo, dayAgo);
		const hub = await spawnHub(data(), { ATRIUM_WORKERS: "1" });
		await hub.says(/removed [2-9]\d* stale temporary files/);
		expect((await readdir(shard)).sort()).toEqual([".tmp-young"]);
		expect(await readdir(staging)).toEqual([young[1]?.split("/").pop()]);
		signalGroup(hub, "SIGTERM");
		expect(await hub.exited).toEqual({ code: 0, signal: null });
	}, 60_000);

	for (const target of targets) {
		for (const signals of kinds) {
			it(`${signals.join(" then ")} to the ${target}: exit 0, counts flushed`, async () => {
				const hub = await spawnHub(data(), { ATRIUM_WORKERS: "2", ATRIUM_SHUTDOWN_GRACE_MS: "5000" });
				const files = range(expected, 5);
				await download(hub, files);
				expected += files.length;
				for (const [index, signal] of signals.entries()) {
					if (target === "group") signalGroup(hub, signal);
					// The hub may have finished stopping before a second signal: it then has nothing to do.
					else signalProcess(target === "launcher" ? (hub.launcher.pid ?? 0) : hub.serverPid, signal);
					// The next signal comes once the hub has taken this one (it says so), or has already exited.
					if (index < signals.length - 1) await hub.says(/\[atrium\] SIG\w+: stopping/).catch(() => undefined);
				}
				expect(await hub.exited).toEqual({ code: 0, signal: null });
				expect(hub.output()).toMatch(/\[atrium\] stopped/);
				expect(hub.output()).not.toMatch(/flushing download counts failed|Error/);
				expect(await countIn({ sqlitePath: sqlitePath() })).toBe(expected);
				expect(await readdir(join(data(), "download-journal"))).toEqual([]);
			}, 60_000);
		}
	}

	it("replaces a worker that dies, and keeps counting", async () => {
		const hub = await spawnHub(data(), { ATRIUM_WORKERS: "2" });
		const workers = workerPids(hub);
		expect(workers).toHaveLength(2);
		process.kill(workers[0] ?? 0, "SIGKILL");
		await hub.says(/exited \(SIGKILL\); starting another/);
		const files = range(expected, 6);
		await expect.poll(async () => (await fetch(`${hub.url}/api/health`)).status, { timeout: 20_000 }).toBe(200);
		await download(hub, files);
		expected += files.length;
		signalGroup(hub, "SIGTERM");
		expect(await hub.exited).toEqual({ code: 0, signal: null });
		expect(await countIn({ sqlitePath: sqlitePath() })).toBe(expected);
	}, 60_000);

	it("stops cleanly when a worker dies at the same moment the stop begins (its pipe already closed)", async () => {
		const hub = await spawnHub(data(), { ATRIUM_WORKERS: "2" });
		const workers = workerPids(hub);
		// With the primary paused, the worker dies and the stop is asked for. Pending signals are
		// delivered lowest number first, so on waking the primary handles SIGTERM before it learns of
		// the death (SIGCHLD): it tells a worker whose pipe is already closed to stop.
		process.kill(hub.serverPid, "SIGSTOP");
		process.kill(workers[0] ?? 0, "SIGKILL");
		// Dead, but not reaped by the paused primary: a zombie (the kernel says so in /proc).
		await expect.poll(() => processState(workers[0] ?? 0), { timeout: 20_000 }).toBe("Z");
		process.kill(hub.serverPid, "SIGTERM");
		process.kill(hub.serverPid, "SIGCONT");
		expect(await hub.exited, hub.output()).toEqual({ code: 0, signal: null });
		expect(hub.output()).toMatch(/\[atrium\] stopped/);
	}, 60_000);

	// A stop can reach a replacement worker at any point of its start: before it exists, before its
	// handlers exist, while it opens the database, or just as it listens. Each is still one clean stop.
	// Two points a test can name by an event: the primary says it starts another; the new process exists.
	for (const moment of ["the primary says it starts another", "the replacement process exists"] as const) {
		it(`stops cleanly when SIGTERM comes as a worker died and ${moment}`, async () => {
			const hub = await spawnHub(data(), { ATRIUM_WORKERS: "2" });
			const workers = workerPids(hub);
			process.kill(workers[0] ?? 0, "SIGKILL");
			await hub.says(/starting another/);
			if (moment === "the replacement process exists")
				await expect
					.poll(() => workerPids(hub).filter((pid) => !workers.includes(pid)).length, { timeout: 20_000 })
					.toBe(1);
			signalGroup(hub, "SIGTERM");
			expect(await hub.exited, hub.output()).toEqual({ code: 0, signal: null });
			expect(hub.output()).toMatch(/\[atrium\] stopped/);
		}, 60_000);
	}

	it("cuts a download still running when the grace period ends, and stops", async () => {
		const hub = await spawnHub(data(), { ATRIUM_WORKERS: "1", ATRIUM_SHUTDOWN_GRACE_MS: "500" });
		let received = 0;
		let paused: IncomingMessage | undefined;
		const cut = new Promise<boolean>((resolve) => {
			let complete = false;
			const request = get(`${hub.url}/t/big/resolve/main/big.gguf`, (response) => {
				paused = response;
				response.once("data", (chunk: Buffer) => {
					received += chunk.byteLength;
					response.pause(); // a client that stopped reading
					signalGroup(hub, "SIGTERM");
				});
				response.on("end", () => (complete = true));
				response.on("error", () => undefined);
			});
			request.on("error", () => undefined);
			request.on("close", () => resolve(!complete));
		});
		// The client reads nothing more until the hub has exited: so the hub stopped without waiting
		// for the download to end (the grace period cut it), whatever the machine's speed.
		expect(await hub.exited).toEqual({ code: 0, signal: null });
		paused?.resume(); // read on: the connection ends before the body does
		expect(await cut).toBe(true);
		expect(received).toBeLessThan(64 << 20);
		expect(hub.output()).toMatch(/\[atrium\] stopped/);
		expect(await countIn({ sqlitePath: sqlitePath() }, "t/big")).toBe(1); // counted when it started
	}, 60_000);

	it("finishes an in-flight download within the grace period before stopping", async () => {
		const hub = await spawnHub(data(), { ATRIUM_WORKERS: "1", ATRIUM_SHUTDOWN_GRACE_MS: "10000" });
		const response = await fetch(`${hub.url}/t/g/resolve/main/w-59.gguf`);
		signalGroup(hub, "SIGTERM");
		expect(await response.text()).toBe("weights 59\n");
		expect(await hub.exited).toEqual({ code: 0, signal: null });
		expect(await countIn({ sqlitePath: sqlitePath() })).toBe(expected + 1);
	}, 60_000);
});

describe.each([
	["sqlite", false],
	["postgres", true],
] as const)("SIGKILL while downloads are counted [%s]", (name, isPostgres) => {
	it.skipIf(isPostgres && !postgres)(
		"a restarted hub has every acknowledged count (and none it never counted)",
		async () => {
			const data = join(directory, `kill-${name}`);
			const database = isPostgres ? await createTestDatabase() : undefined;
			const env: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
			try {
				await importCountedFiles(join(directory, `kill-files-${name}`), FILES, data, env);
				// A long flush interval: without the journal every count below would be lost.
				const hub = await spawnHub(data, { ...env, ATRIUM_WORKERS: "2", ATRIUM_DOWNLOAD_FLUSH_MS: "600000" });
				let next = 0;
				let acknowledged = 0;
				let killed = false;
				const client = async (): Promise<void> => {
					while (!killed && next < FILES) {
						const i = next++;
						try {
							const response = await fetch(`${hub.url}/t/g/resolve/main/w-${i}.gguf`);
							if (response.status === 200 && (await response.text()) === `weights ${i}\n`) acknowledged++;
						} catch {
							return; // the hub is gone
						}
						if (acknowledged >= 150 && !killed) {
							killed = true;
							signalGroup(hub, "SIGKILL");
						}
					}
				};
				await Promise.all(range(0, 6).map(client));
				expect(killed).toBe(true);
				await hub.exited;
				const attempted = next;
				const restarted = await spawnHub(data, { ...env, ATRIUM_WORKERS: "1" });
				expect(restarted.output()).toMatch(/recovered \d+ counted downloads/);
				signalGroup(restarted, "SIGTERM");
				expect(await restarted.exited).toEqual({ code: 0, signal: null });
				const count = await countIn(database ? { url: database.url } : { sqlitePath: join(data, "atrium.db") });
				expect(count).toBeGreaterThanOrEqual(acknowledged);
				expect(count).toBeLessThanOrEqual(attempted);
				expect(await stat(join(data, "download-journal")).then(() => readdir(join(data, "download-journal")))).toEqual(
					[],
				);
			} finally {
				await database?.drop();
			}
		},
		180_000,
	);
});
