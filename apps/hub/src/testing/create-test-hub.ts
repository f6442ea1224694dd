import type { AppHono } from "../app-env.ts";
import { createApp } from "../app.ts";
import type { HubConfig } from "../config.ts";
import type { Db } from "../db/create-db.ts";
import { DownloadCounter } from "../downloads/download-counter.ts";
import { xetConversionsSettled } from "../features/xet/xet-conversions.ts";
import type { BlobStorage } from "../storage/blob-storage.ts";
import { handmadeRepos } from "../../seed/handmade-repos.ts";
import { seedCatalogue } from "../../seed/seed-catalogue.ts";
import { withContractCheck } from "./contract-check.ts";
import { openTestDb, openTestStorage } from "./test-backends.ts";

/** A hub for tests: app, its parts, a controllable clock for download counting, and `close`. */
export interface TestHub {
	app: AppHono;
	db: Db;
	storage: BlobStorage;
	downloads: DownloadCounter;
	clock: { now: number };
	/**
	 * The clock upload claims are stamped with and `atrium gc` should be given: real time plus
	 * `ahead.ms`. A test raises `ahead.ms` to make what is stored older instead of sleeping; it never
	 * goes back, so stored objects' own times (real) are never in this clock's future.
	 */
	now: () => number;
	ahead: { ms: number };
	/** The hub's settings; routes read them per request, so tests may change them. */
	config: HubConfig;
	close: () => Promise<void>;
}

/** Builds a hub on the given database and storage, loaded with the sample repositories that have real files. */
export async function createTestHub(
	dialect: "sqlite" | "postgres",
	storageKind: "fs" | "s3",
	options: { seed?: boolean; config?: HubConfig } = {},
): Promise<TestHub> {
	const database = await openTestDb(dialect);
	const blobs = await openTestStorage(storageKind);
	const clock = { now: Date.parse("2026-08-01T12:00:00.000Z") };
	const downloads = new DownloadCounter(database.db, { flushIntervalMs: 0, now: () => clock.now });
	const deps = { db: database.db, storage: blobs.storage };
	if (options.seed !== false) await seedCatalogue(deps, handmadeRepos());
	const config: HubConfig = { ...options.config };
	const ahead = { ms: 0 };
	const now = (): number => Date.now() + ahead.ms;
	const app = withContractCheck(createApp({ ...deps, config, downloads, now }));
	return {
		app,
		...deps,
		downloads,
		clock,
		now,
		ahead,
		config,
		close: async () => {
			// Chunking for Xet that reads started in the background (decision 033) finishes before its storage closes.
			await xetConversionsSettled({ db: database.db });
			await downloads.stop();
			await database.close();
			await blobs.close();
		},
	};
}
