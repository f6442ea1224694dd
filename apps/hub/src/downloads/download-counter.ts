// The download rules alone: the package's index would load every library's snippet generators and
// the task catalogue into the primary, which counts downloads and generates no snippet (decision 057).
import { countsAsDownload } from "@atrium/tasks/downloads";
import { readFileSync } from "node:fs";
import type { Db } from "../db/create-db.ts";
import type { RepoType } from "../db/database.ts";
import { DownloadJournal, readSegment, removeSegment, segmentsOf, type JournalSegment } from "./download-journal.ts";
import { addDownloads, appliedSegments, forgetSegments, refreshDownloadWindows } from "./downloads.repository.ts";

/** Settings of a {@link DownloadCounter}. */
export interface DownloadCounterOptions {
	/** Requests of one file by one client within this window count once (default 60 s). */
	dedupWindowMs?: number;
	/** Dataset downloads by one client within this window count once per repository (default 5 min). */
	datasetWindowMs?: number;
	/** How often buffered counts are written (default 10 s); 0 disables the timer. */
	flushIntervalMs?: number;
	/**
	 * Directory of the write-ahead journal: when set, every counted download is appended there
	 * before `record` returns, so no acknowledged count is lost when the process is killed (see
	 * `DownloadJournal`); `replayJournal` applies what a dead process left.
	 */
	journalDir?: string;
	/** Clock, for tests. */
	now?: () => number;
}

/** Where counted downloads go: the counter itself, or (in a cluster worker) a forwarder to it. */
export interface DownloadRecorder {
	/** Notes a file request; resolves whether it counted as a new download, once the count is durable. */
	record(event: DownloadEvent): boolean | Promise<boolean>;
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
 * Counts downloads without slowing them: `record` touches memory (and appends one line to the
 * journal when there is one); counts are written to the database in batches (periodically and on
 * `stop`). A failed flush keeps its counts, and the next flush writes them with the new ones.
 * The first flush of each UTC day also ages the 30-day counts of every repository.
 */
export class DownloadCounter implements DownloadRecorder {
	readonly #db: Db;
	readonly #dedupWindowMs: number;
	readonly #datasetWindowMs: number;
	readonly #now: () => number;
	readonly #recent = new Map<string, number>();
	#pending = new Map<string, number>();
	#timer: ReturnType<typeof setInterval> | undefined;
	#flushing: Promise<void> = Promise.resolve();
	#refreshedDay: string | undefined;
	readonly #journal: DownloadJournal | undefined;
	/** Closed journal segments whose counts are in `#pending` (a failed flush leaves them here). */
	#unapplied: JournalSegment[] = [];
	#counted = 0;

	constructor(db: Db, options: DownloadCounterOptions = {}) {
		this.#db = db;
		this.#journal = options.journalDir ? new DownloadJournal(options.journalDir) : undefined;
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
		const day = utcDay(now);
		this.#journal?.append(event.repoPk, day);
		const dayKey = `${event.repoPk}\0${day}`;
		this.#pending.set(dayKey, (this.#pending.get(dayKey) ?? 0) + 1);
		this.#counted++;
		return true;
	}

	#prune(now: number): void {
		for (const [key, until] of this.#recent) if (until <= now) this.#recent.delete(key);
	}

	/** Downloads counted since this counter started (for metrics). */
	get counted(): number {
		return this.#counted;
	}

	/** Downloads recorded but not yet written. */
	get pending(): number {
		let total = 0;
		for (const count of this.#pending.values()) total += count;
		return total;
	}

	/** Writes buffered counts to the database (one flush at a time; a failed one does not block the next). */
	flush(): Promise<void> {
		const run = this.#flushing.catch(() => undefined).then(() => this.#flushOnce());
		this.#flushing = run;
		return run;
	}

	async #flushOnce(): Promise<void> {
		const today = utcDay(this.#now());
		if (this.#refreshedDay !== today) {
			await refreshDownloadWindows(this.#db, today);
			this.#refreshedDay = today;
		}
		const segment = this.#journal?.rotate();
		if (segment) this.#unapplied.push(segment);
		if (this.#pending.size === 0 && this.#unapplied.length === 0) return;
		const batch = this.#pending;
		const segments = this.#unapplied;
		this.#pending = new Map();
		this.#unapplied = [];
		try {
			await addDownloads(
				this.#db,
				rowsOf(batch),
				today,
				segments.map((s) => s.id),
			);
		} catch (error) {
			for (const [key, count] of batch) this.#pending.set(key, (this.#pending.get(key) ?? 0) + count);
			this.#unapplied = [...segments, ...this.#unapplied];
			throw error;
		}
		await settleSegments(this.#db, segments);
	}

	/** Stops the timers and writes what is left. */
	async stop(): Promise<void> {
		if (this.#timer) clearInterval(this.#timer);
		this.#timer = undefined;
		try {
			await this.flush();
		} finally {
			const segment = this.#journal?.close();
			if (segment) this.#unapplied.push(segment);
		}
	}
}

function rowsOf(counts: Map<string, number>): { repoPk: string; day: string; count: number }[] {
	return [...counts].map(([key, count]) => {
		const [repoPk = "", day = ""] = key.split("\0");
		return { repoPk, day, count };
	});
}

/** Deletes committed segments' files, then their applied marks (a crash in between is harmless). */
async function settleSegments(db: Db, segments: JournalSegment[]): Promise<void> {
	if (segments.length === 0) return;
	for (const segment of segments) removeSegment(segment);
	await forgetSegments(
		db,
		segments.map((s) => s.id),
	).catch(() => undefined);
}

/**
 * Applies the journal segments a stopped or killed process left in `directory` (all of them, or
 * only those of process `pid`): each segment's counts are committed once, with its applied mark,
 * then the file is deleted. Run it where no live counter writes those segments: at start before
 * serving, or for a cluster worker that has exited. Returns the downloads recovered.
 */
export async function replayJournal(db: Db, directory: string, pid?: number): Promise<number> {
	// Segments of another live process on this machine are its own to flush (two hubs on one
	// data folder); a dead process's are ours to apply.
	const segments = segmentsOf(directory, pid).filter((segment) => {
		const owner = Number(segment.id.split("-")[0]);
		return pid !== undefined || owner === process.pid || !processAlive(owner);
	});
	if (segments.length === 0) return 0;
	const applied = await appliedSegments(
		db,
		segments.map((s) => s.id),
	);
	let recovered = 0;
	const today = utcDay(Date.now());
	for (const segment of segments) {
		if (!applied.has(segment.id)) {
			const counts = readSegment(segment);
			for (const count of counts.values()) recovered += count;
			await addDownloads(db, rowsOf(counts), today, [segment.id]);
		}
		await settleSegments(db, [segment]);
	}
	return recovered;
}

/**
 * Whether a process with this id runs on this machine. A zombie (killed, not yet reaped: an
 * orphaned cluster primary waits for init to reap it) writes nothing more, so it counts as dead.
 */
export function processAlive(pid: number): boolean {
	if (!Number.isInteger(pid) || pid <= 0) return false;
	try {
		process.kill(pid, 0);
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === "EPERM";
	}
	return !isZombie(pid);
}

/** Linux: the process's state in `/proc/<pid>/stat` is `Z`. Elsewhere: false. */
function isZombie(pid: number): boolean {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
		// "pid (command) state ...": the command may hold spaces and parentheses, so read after the last ')'.
		return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) === "Z";
	} catch {
		return false;
	}
}
