import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../db/create-db.ts";
import { killSpawnedHubs, signalGroup, signalProcess, spawnHub, type SpawnedHub } from "../testing/spawn-hub.ts";

let directory: string;
beforeAll(async () => {
	directory = await mkdtemp(join(tmpdir(), "atrium-hub-child-"));
});
afterEach(killSpawnedHubs);
afterAll(async () => {
	await rm(directory, { recursive: true, force: true });
});

/** The pids of a process's children. */
function childrenOf(pid: number): number[] {
	const listed = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" }).trim();
	return listed ? listed.split(/\s+/).map(Number) : [];
}

/** Whether a running process has DuckDB's native library mapped. */
async function mapsDuckDb(pid: number): Promise<boolean> {
	return (await readFile(`/proc/${pid}/maps`, "utf8").catch(() => "")).includes("duckdb");
}

/** A process's command line, split. */
async function commandLine(pid: number): Promise<string[]> {
	return (await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "")).split("\0");
}

/** The sample datasets' conversion jobs still marked running, read with the hub stopped. */
async function runningConversions(data: string): Promise<number> {
	const db = await createDb({ sqlitePath: join(data, "atrium.db") });
	try {
		const rows = await db.kysely.selectFrom("parquet_conversions").select("status").execute();
		expect(rows.length).toBeGreaterThan(0);
		return rows.filter((row) => row.status === "running").length;
	} finally {
		await db.kysely.destroy();
	}
}

describe("a serving hub's one-off work runs in child processes (decision 059)", () => {
	it("seeds and converts in `atrium` children: neither the primary nor a worker ever maps DuckDB", async () => {
		const data = join(directory, "fresh");
		const hub = await spawnHub(data, { ATRIUM_WORKERS: "2" });
		await hub.says(/loaded the sample catalogue: \d+ repositories/);
		// The last sample dataset: each conversion logs one line once its job has ended.
		await hub.says(/Parquet conversion of atrium\/sample-shapes at [0-9a-f]{12}: done/);
		const serving = [hub.serverPid, ...childrenOf(hub.serverPid)];
		for (const pid of serving) {
			if ((await commandLine(pid)).includes("convert")) continue; // the converting child, if still there
			expect(await mapsDuckDb(pid)).toBe(false);
		}
		// A dataset read loads DuckDB in the worker that answers it, and only then.
		const rows = await fetch(
			`${hub.url}/datasets-server/first-rows?dataset=atrium/tiny-reviews&config=default&split=train`,
		);
		expect(rows.status).toBe(200);
		expect(((await rows.json()) as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
		expect(await mapsDuckDb(hub.serverPid)).toBe(false);
		signalGroup(hub, "SIGTERM");
		expect(await hub.exited).toEqual({ code: 0, signal: null });
	}, 180_000);

	it.each(["server", "group"] as const)(
		"SIGTERM to the %s while a child converts: it stops too, no job is left running, exit 0",
		async (target) => {
			const data = join(directory, `stop-${target}`);
			const hub: SpawnedHub = await spawnHub(data, { ATRIUM_WORKERS: "1" });
			// The first ended job: the child is converting the rest of the queue.
			await hub.says(/Parquet conversion of \S+ at [0-9a-f]{12}: /);
			const converting = [];
			for (const pid of childrenOf(hub.serverPid))
				if ((await commandLine(pid)).includes("convert")) converting.push(pid);
			if (target === "group") signalGroup(hub, "SIGTERM");
			else signalProcess(hub.serverPid, "SIGTERM");
			expect(await hub.exited).toEqual({ code: 0, signal: null });
			// Reaped by the hub before it exited: no converting child outlives it.
			for (const pid of converting)
				expect(await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "gone")).toBe("gone");
			expect(await runningConversions(data)).toBe(0);
		},
		180_000,
	);
});
