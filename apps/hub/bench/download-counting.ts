import { mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileFromBytes } from "../src/commits/commit-file.ts";
import { createCommit } from "../src/commits/create-commit.ts";
import { createDb } from "../src/db/create-db.ts";
import { DownloadCounter } from "../src/downloads/download-counter.ts";
import { FsBlobStorage } from "../src/storage/fs-blob-storage.ts";

/**
 * What counting a download costs the request: microseconds per counted `record` with and without
 * the write-ahead journal (distinct files, so every call counts), and the flush of those counts.
 */
export async function downloadCountingCost(
	workdir: string,
	count = 20_000,
): Promise<{ journal: boolean; recordMicros: number; flushMs: number }[]> {
	const directory = await mkdtemp(join(workdir, "counting-"));
	const db = await createDb({ sqlitePath: join(directory, "atrium.db") });
	try {
		const { repoPk } = await createCommit(
			{ db, storage: new FsBlobStorage(join(directory, "files")) },
			{ type: "model", repoId: "bench/count", files: [fileFromBytes("w.gguf", "x")], title: "init" },
		);
		const results = [];
		for (const journal of [false, true]) {
			const counter = new DownloadCounter(db, {
				flushIntervalMs: 0,
				...(journal ? { journalDir: join(directory, "journal") } : {}),
			});
			const started = performance.now();
			for (let i = 0; i < count; i++)
				counter.record({ repoPk, type: "model", libraryName: null, path: `w-${i}.gguf`, client: `bench-${journal}` });
			const recordMicros = ((performance.now() - started) * 1000) / count;
			const flushStarted = performance.now();
			await counter.stop();
			results.push({ journal, recordMicros, flushMs: performance.now() - flushStarted });
		}
		return results;
	} finally {
		await db.kysely.destroy();
		await rm(directory, { recursive: true, force: true });
	}
}
