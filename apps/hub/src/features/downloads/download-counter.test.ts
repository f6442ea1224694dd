import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { fileFromBytes } from "../../commits/commit-file.ts";
import { createCommit } from "../../commits/create-commit.ts";
import { createDb, type Db } from "../../db/create-db.ts";
import { FsBlobStorage } from "../../storage/fs-blob-storage.ts";
import { DownloadCounter } from "./download-counter.ts";

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

it("keeps counts in memory when a flush fails", async () => {
	const { db, pk } = await openRepo();
	const counter = new DownloadCounter(db, { flushIntervalMs: 0 });
	counter.record({ repoPk: pk, type: "model", libraryName: null, path: "config.json", client: "x" });
	await db.kysely.destroy();
	await expect(counter.flush()).rejects.toThrow();
	expect(counter.pending).toBe(1);
});
