import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { fileFromBytes } from "../commits/commit-file.ts";
import { createCommit } from "../commits/create-commit.ts";
import { createDb, type Db } from "../db/create-db.ts";
import { FsBlobStorage } from "../storage/fs-blob-storage.ts";
import { DownloadCounter, replayJournal, utcDay } from "./download-counter.ts";
import { parseSegment, readSegment, segmentsOf } from "./download-journal.ts";
import { addDownloads, appliedSegments } from "./downloads.repository.ts";

let directory: string;
beforeEach(async () => {
	directory = await mkdtemp(join(tmpdir(), "atrium-counter-"));
});
afterEach(async () => {
	await rm(directory, { recursive: true, force: true });
});

async function openRepo(): Promise<{ db: Db; pk: string }> {
	const db = await createDb({ sqlitePath: join(directory, "atrium.db") });
	const existing = await db.kysely.selectFrom("repos").select("pk").executeTakeFirst();
	if (existing) return { db, pk: existing.pk };
	const { repoPk } = await createCommit(
		{ db, storage: new FsBlobStorage(join(directory, "files")) },
		{ type: "model", repoId: "a/b", files: [fileFromBytes("config.json", "{}")], title: "init" },
	);
	return { db, pk: repoPk };
}

const downloadsOf = async (db: Db): Promise<{ downloads: number; downloads_all_time: number }> => {
	const row = await db.kysely.selectFrom("repos").select(["downloads", "downloads_all_time"]).executeTakeFirstOrThrow();
	return { downloads: Number(row.downloads), downloads_all_time: Number(row.downloads_all_time) };
};

it("keeps counts across a restart: stop() flushes what is buffered", async () => {
	const first = await openRepo();
	const counter = new DownloadCounter(first.db, { flushIntervalMs: 0 });
	for (const client of ["a", "b", "c"])
		counter.record({ repoPk: first.pk, type: "model", libraryName: null, path: "config.json", client });
	expect(counter.pending).toBe(3);
	expect(await downloadsOf(first.db)).toEqual({ downloads: 0, downloads_all_time: 0 });
	await counter.stop();
	await first.db.kysely.destroy();

	const second = await openRepo();
	expect(await downloadsOf(second.db)).toEqual({ downloads: 3, downloads_all_time: 3 });
	await second.db.kysely.destroy();
});

it("flushes periodically without being asked", async () => {
	const { db, pk } = await openRepo();
	const counter = new DownloadCounter(db, { flushIntervalMs: 20 });
	counter.record({ repoPk: pk, type: "model", libraryName: null, path: "config.json", client: "x" });
	await expect.poll(async () => (await downloadsOf(db)).downloads, { timeout: 5000 }).toBe(1);
	await counter.stop();
	await db.kysely.destroy();
});

it("de-duplicates per (repo, file, client) within the window and keeps 30-day and all-time totals apart", async () => {
	const { db, pk } = await openRepo();
	const clock = { now: Date.parse("2026-01-01T10:00:00Z") };
	const counter = new DownloadCounter(db, { flushIntervalMs: 0, dedupWindowMs: 60_000, now: () => clock.now });
	const event = { repoPk: pk, type: "model" as const, libraryName: null, path: "config.json", client: "x" };
	expect(counter.record(event)).toBe(true);
	expect(counter.record(event)).toBe(false);
	expect(counter.record({ ...event, path: "README.md" })).toBe(false);
	clock.now += 61_000;
	expect(counter.record(event)).toBe(true);
	await counter.flush();
	clock.now += 40 * 86_400_000;
	expect(counter.record(event)).toBe(true);
	await counter.flush();
	expect(await downloadsOf(db)).toEqual({ downloads: 1, downloads_all_time: 3 });
	clock.now += 31 * 86_400_000;
	await counter.flush();
	expect(await downloadsOf(db)).toEqual({ downloads: 0, downloads_all_time: 3 });
	await counter.stop();
	await db.kysely.destroy();
});

it("keeps counts when a flush fails, and the next flush saves them with the new ones", async () => {
	const { db, pk } = await openRepo();
	const counter = new DownloadCounter(db, { flushIntervalMs: 0, journalDir: join(directory, "journal") });
	const event = { repoPk: pk, type: "model" as const, libraryName: null, path: "config.json" };
	counter.record({ ...event, client: "x" });
	await counter.flush(); // ages the windows once, so the failing write below is the counts' own
	counter.record({ ...event, client: "y" });
	// Make the counts' write fail: the table it writes is briefly gone.
	await sql`alter table download_days rename to download_days_away`.execute(db.kysely);
	await expect(counter.flush()).rejects.toThrow();
	expect(counter.pending).toBe(1);
	counter.record({ ...event, client: "z" });
	await expect(counter.flush()).rejects.toThrow();
	expect(counter.pending).toBe(2);
	await sql`alter table download_days_away rename to download_days`.execute(db.kysely);
	await counter.flush();
	expect(counter.pending).toBe(0);
	expect(await downloadsOf(db)).toEqual({ downloads: 3, downloads_all_time: 3 });
	// Every segment is applied and gone: a replay finds nothing to add.
	await counter.stop();
	expect(segmentsOf(join(directory, "journal"))).toEqual([]);
	expect(await replayJournal(db, join(directory, "journal"))).toBe(0);
	expect(await downloadsOf(db)).toEqual({ downloads: 3, downloads_all_time: 3 });
	await db.kysely.destroy();
});

it("journals every counted download before record returns, and a replay applies it once", async () => {
	const journalDir = join(directory, "journal");
	const first = await openRepo();
	const counter = new DownloadCounter(first.db, { flushIntervalMs: 0, journalDir });
	const event = { repoPk: first.pk, type: "model" as const, libraryName: null, path: "config.json" };
	for (const client of ["a", "b"]) counter.record({ ...event, client });
	await counter.flush();
	for (const client of ["c", "d", "e"]) counter.record({ ...event, client });
	counter.record({ ...event, client: "e" }); // de-duplicated: not journaled
	// The process "dies" here: nothing flushed, nothing closed; only the journal holds c, d, e.
	const segments = segmentsOf(journalDir);
	expect(segments).toHaveLength(1);
	expect(readSegment(segments[0] ?? { id: "", path: "" }).get(`${first.pk}\0${utcDay(Date.now())}`)).toBe(3);
	await first.db.kysely.destroy();

	const second = await openRepo();
	expect(await downloadsOf(second.db)).toEqual({ downloads: 2, downloads_all_time: 2 });
	expect(await replayJournal(second.db, journalDir)).toBe(3);
	expect(await downloadsOf(second.db)).toEqual({ downloads: 5, downloads_all_time: 5 });
	expect(segmentsOf(journalDir)).toEqual([]);
	expect(await replayJournal(second.db, journalDir)).toBe(0);
	await second.db.kysely.destroy();
});

it("never applies a segment twice: one committed but not yet deleted is only deleted on replay", async () => {
	const journalDir = join(directory, "journal");
	const { db, pk } = await openRepo();
	const day = utcDay(Date.now());
	await mkdir(journalDir, { recursive: true });
	// A crash between the commit of a segment and the deletion of its file.
	await writeFile(join(journalDir, "99999998-1-aa.log"), `${pk}\t${day}\n${pk}\t${day}\n`);
	await addDownloads(db, [{ repoPk: pk, day, count: 2 }], day, ["99999998-1-aa"]);
	// And a torn line at the end of another segment, plus a line for a repository deleted since.
	await writeFile(join(journalDir, "99999999-2-bb.log"), `${pk}\t${day}\nmissing-repo\t${day}\n${pk}\t20`);
	expect(await replayJournal(db, journalDir)).toBe(2);
	expect(await downloadsOf(db)).toEqual({ downloads: 3, downloads_all_time: 3 });
	expect(segmentsOf(journalDir)).toEqual([]);
	expect(await appliedSegments(db, ["99999998-1-aa", "99999999-2-bb"])).toEqual(new Set());
	await db.kysely.destroy();
});

it("leaves the segments of another live process alone", async () => {
	const journalDir = join(directory, "journal");
	const { db, pk } = await openRepo();
	const day = utcDay(Date.now());
	await mkdir(journalDir, { recursive: true });
	// process.ppid is alive (the test runner); a pid far above pid_max is not.
	await writeFile(join(journalDir, `${process.ppid}-1-aa.log`), `${pk}\t${day}\n`);
	await writeFile(join(journalDir, "99999999-1-bb.log"), `${pk}\t${day}\n`);
	expect(await replayJournal(db, journalDir)).toBe(1);
	expect(segmentsOf(journalDir).map((s) => s.id)).toEqual([`${process.ppid}-1-aa`]);
	await db.kysely.destroy();
});

it("parses only whole lines", () => {
	expect([...parseSegment("a\t2026-01-01\na\t2026-01-01\nb\t2026-01-02\nb\t2026-0")]).toEqual([
		["a\u00002026-01-01", 2],
		["b\u00002026-01-02", 1],
	]);
});

it("processAlive: this process lives; a killed but unreaped process (a zombie) does not", async () => {
	const { spawn } = await import("node:child_process");
	const { processAlive } = await import("./download-counter.ts");
	expect(processAlive(process.pid)).toBe(true);
	expect(processAlive(-1)).toBe(false);
	// `sleep 0` exits at once, and its parent (exec'd into `cat`, which lives until its stdin closes)
	// never reaps it: a zombie.
	const parent = spawn("/bin/sh", ["-c", "sleep 0 & echo $!; exec cat"], { stdio: ["pipe", "pipe", "ignore"] });
	const zombie = Number(
		await new Promise<string>((resolve) => parent.stdout.once("data", (d: Buffer) => resolve(d.toString()))),
	);
	// Wait until it has exited: the kernel then shows it as `Z` (not for a fixed time).
	const { readFile } = await import("node:fs/promises");
	const state = async (): Promise<string | undefined> =>
		/\) (\w)/.exec(await readFile(`/proc/${zombie}/stat`, "utf8").catch(() => ""))?.[1];
	await expect.poll(state, { timeout: 20_000 }).toBe("Z");
	expect(() => process.kill(zombie, 0)).not.toThrow();
	expect(processAlive(zombie)).toBe(false);
	expect(processAlive(parent.pid ?? 0)).toBe(true);
	parent.kill();
});
