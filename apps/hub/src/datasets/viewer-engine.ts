import { type DuckDBConnection, DuckDBInstance, type DuckDBType, type DuckDBValue } from "@duckdb/node-api";
import { ViewerQueryFailed, ViewerQueryTimeout } from "./viewer-errors.ts";

/** What one query returns: column names and DuckDB type names, and rows as plain JavaScript values. */
export interface QueryResult {
	columns: { name: string; type: DuckDBType }[];
	rows: Record<string, unknown>[];
}

export interface ViewerEngineOptions {
	/** The only directories DuckDB may read (the blob store's root and the viewer's cache). */
	allowedDirectories: string[];
	/** DuckDB's `memory_limit` in MiB: a query that needs more fails instead of growing the process. */
	memoryLimitMb: number;
	/** DuckDB worker threads. */
	threads: number;
	/** Queries running at once; more wait for a turn. */
	maxConcurrent: number;
	/** A query running longer is interrupted ({@link ViewerQueryTimeout}). */
	timeoutMs: number;
}

export { ViewerQueryFailed, ViewerQueryTimeout } from "./viewer-errors.ts";

/**
 * One locked-down DuckDB instance (decision 035): no file access outside `allowedDirectories`, no
 * extension loading, configuration locked, bounded memory, threads, concurrency and time. Values
 * reach SQL only as bound parameters (`$1`, `$2`, …).
 */
export class ViewerEngine {
	private readonly instance: DuckDBInstance;
	private readonly options: ViewerEngineOptions;
	private running = 0;
	private readonly waiting: (() => void)[] = [];
	private closed = false;

	private constructor(instance: DuckDBInstance, options: ViewerEngineOptions) {
		this.instance = instance;
		this.options = options;
	}

	static async open(options: ViewerEngineOptions): Promise<ViewerEngine> {
		const instance = await DuckDBInstance.create(":memory:", {
			memory_limit: `${options.memoryLimitMb}MB`,
			threads: String(options.threads),
			autoinstall_known_extensions: "false",
			autoload_known_extensions: "false",
		});
		const setup = await instance.connect();
		try {
			const directories = options.allowedDirectories.map((directory) =>
				directory.endsWith("/") ? directory : `${directory}/`,
			);
			const literal = directories.map((directory) => `'${directory.replaceAll("'", "''")}'`).join(", ");
			await setup.run(`SET allowed_directories = [${literal}]`);
			await setup.run("SET enable_external_access = false");
			await setup.run("SET lock_configuration = true");
		} finally {
			setup.closeSync();
		}
		return new ViewerEngine(instance, options);
	}

	private async turn(): Promise<void> {
		if (this.running < this.options.maxConcurrent) {
			this.running++;
			return;
		}
		await new Promise<void>((resolve) => this.waiting.push(resolve));
	}

	private release(): void {
		const next = this.waiting.shift();
		if (next) next();
		else this.running--;
	}

	/** Runs one statement with bound values, within the engine's bounds. */
	async query(sql: string, values: DuckDBValue[] = []): Promise<QueryResult> {
		if (this.closed) throw new ViewerQueryFailed("the viewer engine is closed");
		await this.turn();
		let connection: DuckDBConnection | undefined;
		let timedOut = false;
		const timer = setTimeout(() => {
			timedOut = true;
			connection?.interrupt();
		}, this.options.timeoutMs);
		try {
			connection = await this.instance.connect();
			const reader = await connection.runAndReadAll(sql, values);
			const names = reader.columnNames();
			const types = reader.columnTypes();
			return {
				columns: names.map((name, index) => ({ name, type: types[index] as DuckDBType })),
				rows: reader.getRowObjectsJS() as Record<string, unknown>[],
			};
		} catch (error) {
			if (timedOut) throw new ViewerQueryTimeout(`the query ran longer than ${this.options.timeoutMs} ms`);
			throw new ViewerQueryFailed(error instanceof Error ? error.message : String(error));
		} finally {
			clearTimeout(timer);
			connection?.closeSync();
			this.release();
		}
	}

	close(): void {
		if (this.closed) return;
		this.closed = true;
		this.instance.closeSync();
	}
}
