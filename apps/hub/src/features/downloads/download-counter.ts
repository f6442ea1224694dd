import { countsAsDownload } from "@atrium/tasks";
import type { Db } from "../../db/create-db.ts";
import type { RepoType } from "../../db/database.ts";
import { addDownloads, refreshDownloadWindows } from "./downloads.repository.ts";

/** Settings of a {@link DownloadCounter}. */
export interface DownloadCounterOptions {
	/** Requests of one file by one client within this window count once (default 60 s). */
	dedupWindowMs?: number;
	/** Dataset downloads by one client within this window count once per repository (default 5 min). */
	datasetWindowMs?: number;
	/** How often buffered counts are written (default 10 s); 0 disables the timer. */
	flushIntervalMs?: number;
	/** Clock, for tests. */
	now?: () => number;
}

/** A file request that may count as a download. */
export interface DownloadEvent {
	repoPk: string;
	type: RepoType;
	libraryName: string | null;
	path: string;
	/** Who asked: client address, or a token fingerprint. */
	client: string;
}

/** The UTC day of an epoch-ms time, `YYYY-MM-DD`. */
export function utcDay(timeMs: number): string {
	return new Date(timeMs).toISOString().slice(0, 10);
}

/**
 * Counts downloads without slowing them: `record` only touches memory; counts are written to the
 * database in batches (periodically and on `stop`). A failed flush keeps its counts for the next one.
 * The first flush of each UTC day also ages the 30-day counts of every repository.
 */
export class DownloadCounter {
	readonly #db: Db;
	readonly #dedupWindowMs: number;
	readonly #datasetWindowMs: number;
	readonly #now: () => number;
	readonly #recent = new Map<string, number>();
	#pending = new Map<string, number>();
	#timer: ReturnType<typeof setInterval> | undefined;
	#flushing: Promise<void> = Promise.resolve();
	#refreshedDay: string | undefined;

	constructor(db: Db, options: DownloadCounterOptions = {}) {
		this.#db = db;
		this.#dedupWindowMs = options.dedupWindowMs ?? 60_000;
		this.#datasetWindowMs = options.datasetWindowMs ?? 5 * 60_000;
		this.#now = options.now ?? Date.now;
		const interval = options.flushIntervalMs ?? 10_000;
		if (interval > 0) {
			this.#timer = setInterval(() => void this.flush().catch(() => undefined), interval);
			this.#timer.unref();
		}
	}

	/** Notes a file request; returns whether it counted as a new download. */
	record(event: DownloadEvent): boolean {
		if (event.type === "space") return false;
		if (event.type === "model" && !countsAsDownload(event.libraryName, event.path)) return false;
		const now = this.#now();
		const key =
			event.type === "dataset" ? `${event.repoPk}\0${event.client}` : `${event.repoPk}\0${event.path}\0${event.client}`;
		const window = event.type === "dataset" ? this.#datasetWindowMs : this.#dedupWindowMs;
		const until = this.#recent.get(key);
		if (until !== undefined && until > now) return false;
		if (this.#recent.size > 100_000) this.#prune(now);
		this.#recent.set(key, now + window);
		const dayKey = `${event.repoPk}\0${utcDay(now)}`;
		this.#pending.set(dayKey, (this.#pending.get(dayKey) ?? 0) + 1);
		return true;
	}

	#prune(now: number): void {
		for (const [key, until] of this.#recent) if (until <= now) this.#recent.delete(key);
	}

	/** Downloads recorded but not yet written. */
	get pending(): number {
		let total = 0;
		for (const count of this.#pending.values()) total += count;
		return total;
	}

	/** Writes buffered counts to the database (one flush at a time). */
	flush(): Promise<void> {
		this.#flushing = this.#flushing.then(async () => {
			const today = utcDay(this.#now());
			if (this.#refreshedDay !== today) {
				await refreshDownloadWindows(this.#db, today);
				this.#refreshedDay = today;
			}
			if (this.#pending.size === 0) return;
			const batch = this.#pending;
			this.#pending = new Map();
			const rows = [...batch].map(([key, count]) => {
				const [repoPk = "", day = ""] = key.split("\0");
				return { repoPk, day, count };
			});
			try {
				await addDownloads(this.#db, rows, utcDay(this.#now()));
			} catch (error) {
				for (const [key, count] of batch) this.#pending.set(key, (this.#pending.get(key) ?? 0) + count);
				throw error;
			}
		});
		return this.#flushing;
	}

	/** Stops the timer and writes what is left. */
	async stop(): Promise<void> {
		if (this.#timer) clearInterval(this.#timer);
		this.#timer = undefined;
		await this.flush();
	}
}
