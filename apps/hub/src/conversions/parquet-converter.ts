import { join } from "node:path";
import type { commit as commitFn, EngineDeps } from "../commits/commit-engine.ts";
import type { updateRef as updateRefFn } from "../commits/refs.ts";
import { claimParquetConversion, type ConversionOutcome, finishParquetConversion } from "../commits/parquet-queue.ts";
import type { Db } from "../db/create-db.ts";
import type { ParquetConversionRow, RepoRow } from "../db/database.ts";
import { LocalFiles } from "../datasets/local-files.ts";
import type { SplitReader } from "../datasets/split-reader.ts";
import type { ViewerEngine } from "../datasets/viewer-engine.ts";
import { ViewerQueryFailed, ViewerQueryTimeout } from "../datasets/viewer-errors.ts";
import { ApiError } from "../errors.ts";
import { LIMITS } from "../http/limits.ts";
import { PARQUET_REF } from "../repos/ref-names.ts";
import { branchHead, getCommit } from "../repos/resolve-commit.ts";
import { listAllFiles } from "../repos/trees.repository.ts";
import type { BlobStorage } from "../storage/blob-storage.ts";
import { ConversionRefused } from "./conversion-input.ts";
import type { planConversion as planConversionFn } from "./convert-dataset.ts";

/**
 * DuckDB, the split reader, the conversion and the commit engine, imported by the first job: a
 * converter that finds nothing to do never loads DuckDB's library (tens of MiB resident) nor the
 * modules that read datasets and commit (decisions 057 and 059).
 */
let conversionModules:
	| Promise<{
			ViewerEngine: typeof ViewerEngine;
			SplitReader: typeof SplitReader;
			planConversion: typeof planConversionFn;
			commit: typeof commitFn;
			updateRef: typeof updateRefFn;
	  }>
	| undefined;
function loadConversionModules(): NonNullable<typeof conversionModules> {
	conversionModules ??= Promise.all([
		import("../datasets/viewer-engine.ts"),
		import("../datasets/split-reader.ts"),
		import("./convert-dataset.ts"),
		import("../commits/commit-engine.ts"),
		import("../commits/refs.ts"),
	]).then(([engine, reader, convert, commitEngine, refs]) => ({
		ViewerEngine: engine.ViewerEngine,
		SplitReader: reader.SplitReader,
		planConversion: convert.planConversion,
		commit: commitEngine.commit,
		updateRef: refs.updateRef,
	}));
	return conversionModules;
}

/** The author the conversion commits show, as on the public hub. */
export const CONVERTER_AUTHOR = "parquet-converter";

export interface ConverterOptions {
	db: Db;
	storage: BlobStorage;
	config?: EngineDeps["config"];
	/** The converter's own directory: local copies of blobs (S3) and the Parquet files it writes. */
	workDir: string;
	now?: () => number;
	/** How long a claimed job is held before another converter may take it up (a crashed one's). */
	leaseMs?: number;
	/** Size after which a converted split continues in a new file; `LIMITS.parquetShardBytes` unless a test says less. */
	shardBytes?: number;
	/** Told of every job that ended (done, failed for good, or put back for a retry), after its state is recorded. */
	onJobEnded?: (ended: EndedConversion) => void;
}

/** A conversion job that ended, as {@link ConverterOptions.onJobEnded} is told of it. */
export interface EndedConversion {
	/** `namespace/name` of the dataset, or undefined when it was deleted meanwhile. */
	repoId: string | undefined;
	sourceCommit: string;
	outcome: ConversionOutcome;
}

/**
 * The Parquet converter (decision 042): takes queued dataset heads ({@link claimParquetConversion})
 * one at a time and lands their Parquet version on `refs/convert/parquet` through the commit engine.
 * DuckDB runs with its own memory limit, one thread and a time bound per split, and is open only
 * while there is work. A job whose data cannot be read, or that runs out of time or memory, fails
 * for good (with the reason shown); any other error is retried later, and a converter that dies
 * leaves a lease that runs out, after which the job is taken up again. `atrium convert` runs it (a
 * child of `atrium serve` when a job is due, decision 059); tests call {@link ParquetConverter.runOnce}.
 */
export class ParquetConverter {
	readonly #options: ConverterOptions;
	readonly #files: LocalFiles;
	#reader: Promise<SplitReader> | undefined;
	#engine: ViewerEngine | undefined;
	/** Rounds ({@link runOnce}) under way: how many, and each one's end (whoever started it). */
	#rounds = 0;
	readonly #underWay = new Set<Promise<number>>();
	#stopped = false;
	/** The job being converted, given back to the queue when the converter stops before it ends. */
	#current: ParquetConversionRow | undefined;

	constructor(options: ConverterOptions) {
		this.#options = options;
		this.#files = new LocalFiles(options.storage, join(options.workDir, "blobs"), LIMITS.viewerCacheBytes);
	}

	/** Whether a DuckDB instance is open: only while a round of jobs is under way. */
	get holdsDuckDb(): boolean {
		return this.#reader !== undefined;
	}

	#now(): number {
		return (this.#options.now ?? Date.now)();
	}

	#openReader(): Promise<SplitReader> {
		this.#reader ??= loadConversionModules().then(async ({ ViewerEngine, SplitReader }) => {
			const engine = await ViewerEngine.open({
				allowedDirectories: [...this.#files.directories(), this.#options.workDir],
				memoryLimitMb: LIMITS.parquetConversionMemoryMb,
				threads: 1,
				maxConcurrent: 1,
				timeoutMs: LIMITS.parquetConversionMs,
			});
			this.#engine = engine;
			return new SplitReader(engine);
		});
		this.#reader.catch(() => {
			this.#reader = undefined;
		});
		return this.#reader;
	}

	/**
	 * Closes DuckDB between rounds: an idle converter (nearly always) holds no instance, its buffers,
	 * caches and threads (decision 054), and the next job opens one again.
	 */
	async #closeReader(): Promise<void> {
		const reader = this.#reader;
		if (!reader) return;
		this.#reader = undefined;
		await reader.catch(() => undefined);
		this.#engine?.close();
		this.#engine = undefined;
	}

	/** Converts queued datasets until none is due, then closes DuckDB; returns how many jobs it ended. */
	async runOnce(): Promise<number> {
		const round = this.#runRound();
		this.#underWay.add(round);
		try {
			return await round;
		} finally {
			this.#underWay.delete(round);
		}
	}

	async #runRound(): Promise<number> {
		this.#rounds++;
		try {
			return await this.#runJobs();
		} finally {
			// A round that a test runs beside another leaves DuckDB to the last one.
			if (--this.#rounds === 0) await this.#closeReader();
		}
	}

	async #runJobs(): Promise<number> {
		let ended = 0;
		while (!this.#stopped) {
			const leaseMs = this.#options.leaseMs ?? LIMITS.parquetConversionMs * 2;
			const job = await claimParquetConversion(
				this.#options.db.kysely,
				this.#now(),
				leaseMs,
				LIMITS.parquetConversionAttempts,
			);
			if (!job) break;
			this.#current = job;
			const { outcome, repoId } = await this.#convert(job);
			this.#current = undefined;
			await finishParquetConversion(this.#options.db.kysely, job, outcome, this.#now());
			ended++;
			this.#options.onJobEnded?.({ repoId, sourceCommit: job.source_commit, outcome });
		}
		return ended;
	}

	async #convert(job: ParquetConversionRow): Promise<{ outcome: ConversionOutcome; repoId: string | undefined }> {
		let repo: RepoRow | undefined;
		try {
			repo = await this.#options.db.kysely
				.selectFrom("repos")
				.selectAll()
				.where("pk", "=", job.repo_pk)
				.executeTakeFirst();
		} catch (error) {
			return { outcome: this.#outcomeOfError(error, job), repoId: undefined };
		}
		return { outcome: await this.#convertRepo(job, repo), repoId: repo?.full_id };
	}

	async #convertRepo(job: ParquetConversionRow, repo: RepoRow | undefined): Promise<ConversionOutcome> {
		const db = this.#options.db;
		try {
			const source = repo ? await getCommit(db.kysely, repo.pk, job.source_commit) : undefined;
			if (!repo || !source) return { kind: "failed", error: "the commit to convert no longer exists" };
			const { planConversion, commit, updateRef } = await loadConversionModules();
			const plan = await planConversion({
				storage: this.#options.storage,
				files: this.#files,
				reader: await this.#openReader(),
				workDir: join(this.#options.workDir, "out"),
				commit: source,
				entries: await listAllFiles(db.kysely, repo.pk, source.tree_oid),
				maxSplits: LIMITS.parquetConversionSplits,
				shardBytes: this.#options.shardBytes ?? LIMITS.parquetShardBytes,
			});
			if ("note" in plan) return { kind: "done", commitId: null, note: plan.note };
			// The ref starts at the converted commit the first time; later conversions build on it.
			if (!(await branchHead(db.kysely, repo.pk, PARQUET_REF)))
				await updateRef(db, repo, "convert", PARQUET_REF, null, source.id).catch((error: unknown) => {
					if (!(error instanceof ApiError && error.code === "RefConflict")) throw error;
				});
			const result = await commit(
				{ db, storage: this.#options.storage, ...(this.#options.config ? { config: this.#options.config } : {}) },
				{
					repo,
					branch: PARQUET_REF,
					conversion: true,
					operations: plan.operations,
					author: CONVERTER_AUTHOR,
					message: `Update parquet files\n\nConverted from ${source.id}: ${plan.files} Parquet file(s).`,
					skipIfUnchanged: true,
				},
			);
			return { kind: "done", commitId: result.commitId };
		} catch (error) {
			return this.#outcomeOfError(error, job);
		}
	}

	/** A job that threw: refusals and bounds fail it for good; anything else is retried later. */
	#outcomeOfError(error: unknown, job: ParquetConversionRow): ConversionOutcome {
		const message = error instanceof Error ? (error.message.split("\n")[0]?.slice(0, 500) ?? "") : String(error);
		if (error instanceof ConversionRefused || error instanceof ViewerQueryFailed || error instanceof ApiError)
			return { kind: "failed", error: this.#hideLocalPaths(message) };
		if (error instanceof ViewerQueryTimeout)
			return { kind: "failed", error: `a split took longer than ${LIMITS.parquetConversionMs} ms to convert` };
		return {
			kind: "retry",
			error: this.#hideLocalPaths(message),
			retryAt: this.#now() + 60_000 * Number(job.attempts),
		};
	}

	/** Error texts are shown on the dataset's page: they never name the hub's own directories. */
	#hideLocalPaths(message: string): string {
		return message.replace(/\/[^\s"']*\/(?:blobs|out)\/[^\s"']*/g, "(a data file)");
	}

	/**
	 * Stops between jobs. A conversion under way gets `graceMs` to finish; past that, its job goes
	 * back to the queue (pending, with the attempt it used), so the next start takes it up at once
	 * instead of after its lease, and the process may exit with DuckDB still working.
	 */
	async stop(graceMs = 2000): Promise<void> {
		this.#stopped = true;
		let timer: ReturnType<typeof setTimeout> | undefined;
		const finished = await Promise.race([
			Promise.allSettled([...this.#underWay]).then(() => true),
			new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
		]);
		clearTimeout(timer);
		const job = this.#current;
		if (!finished && job)
			await finishParquetConversion(
				this.#options.db.kysely,
				job,
				{ kind: "retry", error: "the hub stopped during the conversion", retryAt: this.#now() },
				this.#now(),
			);
		if (finished) this.#engine?.close();
	}
}

/** The converter's own directory in a hub's data directory: local copies of blobs (S3) and the Parquet files it writes. */
export function conversionWorkDir(dataDir: string): string {
	return join(dataDir, "parquet-conversion");
}

/**
 * The log line of an ended conversion job: `Parquet conversion of <dataset> at <commit>: <done|failed|retry>`,
 * with the reason when it did not convert. Operators read it; the browser tests wait for it.
 */
export function conversionEndedLine({ repoId, sourceCommit, outcome }: EndedConversion): string {
	const reason = outcome.kind === "done" ? (outcome.note ?? "") : outcome.error;
	return `Parquet conversion of ${repoId ?? "a deleted dataset"} at ${sourceCommit.slice(0, 12)}: ${outcome.kind}${reason ? ` (${reason})` : ""}`;
}
