import { randomBytes } from "node:crypto";
import { closeSync, fdatasyncSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

/** A closed journal segment: its id (the file name without `.log`) and path. */
export interface JournalSegment {
	id: string;
	path: string;
}

const SUFFIX = ".log";

/** One journal line: `<repoPk>\t<day>\n`. */
function lineOf(repoPk: string, day: string): string {
	return `${repoPk}\t${day}\n`;
}

/** Counts per `repoPk\0day` in a segment's text; a torn last line (a crash mid-write) is ignored. */
export function parseSegment(text: string): Map<string, number> {
	const counts = new Map<string, number>();
	for (const line of text.split("\n")) {
		const match = /^([^\t\0]+)\t(\d{4}-\d{2}-\d{2})$/.exec(line);
		if (!match) continue;
		const key = `${match[1]}\0${match[2]}`;
		counts.set(key, (counts.get(key) ?? 0) + 1);
	}
	return counts;
}

/**
 * The write-ahead journal of counted downloads, in one process: each counted download is appended
 * with a synchronous `write` before its response is sent, so it survives a SIGKILL (the kernel holds
 * it); `fdatasync` runs in batches (every `syncIntervalMs`) so a power loss costs at most that much.
 * `rotate` closes the current segment (the counts a flush is about to write) and starts a new one;
 * a segment is deleted only once its counts are committed. Segment files are named
 * `<pid>-<time>-<random>.log`, so the process that owns one is known (see `segmentsOf`).
 */
export class DownloadJournal {
	readonly directory: string;
	#fd: number | undefined;
	#current: JournalSegment | undefined;
	#dirty = false;
	#timer: ReturnType<typeof setInterval> | undefined;

	constructor(directory: string, options: { syncIntervalMs?: number } = {}) {
		this.directory = directory;
		mkdirSync(directory, { recursive: true });
		const interval = options.syncIntervalMs ?? 1000;
		if (interval > 0) {
			this.#timer = setInterval(() => this.sync(), interval);
			this.#timer.unref();
		}
	}

	#open(): number {
		if (this.#fd !== undefined) return this.#fd;
		const id = `${process.pid}-${Date.now()}-${randomBytes(4).toString("hex")}`;
		const path = join(this.directory, `${id}${SUFFIX}`);
		this.#fd = openSync(path, "a", 0o600);
		this.#current = { id, path };
		return this.#fd;
	}

	/** Appends one counted download (synchronously: on return it survives the process). */
	append(repoPk: string, day: string): void {
		writeSync(this.#open(), lineOf(repoPk, day));
		this.#dirty = true;
	}

	/** Forces appended lines to disk. */
	sync(): void {
		if (this.#fd === undefined || !this.#dirty) return;
		fdatasyncSync(this.#fd);
		this.#dirty = false;
	}

	/** Closes the current segment and returns it (undefined when nothing was appended since the last rotate). */
	rotate(): JournalSegment | undefined {
		if (this.#fd === undefined) return undefined;
		this.sync();
		closeSync(this.#fd);
		const segment = this.#current;
		this.#fd = undefined;
		this.#current = undefined;
		return segment;
	}

	/** Stops the sync timer and closes the current segment (its file stays until it is applied). */
	close(): JournalSegment | undefined {
		if (this.#timer) clearInterval(this.#timer);
		this.#timer = undefined;
		return this.rotate();
	}
}

/** Segments in a journal directory, optionally only those written by process `pid`. */
export function segmentsOf(directory: string, pid?: number): JournalSegment[] {
	let names: string[];
	try {
		names = readdirSync(directory);
	} catch {
		return [];
	}
	return names
		.filter((name) => name.endsWith(SUFFIX) && (pid === undefined || name.startsWith(`${pid}-`)))
		.sort()
		.map((name) => ({ id: name.slice(0, -SUFFIX.length), path: join(directory, name) }));
}

/** Reads a segment's counts. */
export function readSegment(segment: JournalSegment): Map<string, number> {
	return parseSegment(readFileSync(segment.path, "utf8"));
}

/** Deletes a segment whose counts are committed. */
export function removeSegment(segment: JournalSegment): void {
	rmSync(segment.path, { force: true });
}
