import { DatabaseSync, type StatementSync } from "node:sqlite";
import {
	CompiledQuery,
	SelectQueryNode,
	SqliteAdapter,
	SqliteIntrospector,
	SqliteQueryCompiler,
	type DatabaseConnection,
	type DatabaseIntrospector,
	type Dialect,
	type DialectAdapter,
	type Driver,
	type Kysely,
	type QueryCompiler,
	type QueryResult,
} from "kysely";

/** Options of {@link NodeSqliteDialect}. */
export interface NodeSqliteDialectConfig {
	/** File path of the database, or `":memory:"`. */
	path: string;
}

type SqlValue = null | number | bigint | string | Uint8Array;

/** node:sqlite accepts neither booleans nor `undefined`; Kysely may pass both. */
function toSqlValue(value: unknown): SqlValue {
	if (value === undefined || value === null) return null;
	if (typeof value === "boolean") return value ? 1 : 0;
	if (typeof value === "number" || typeof value === "bigint" || typeof value === "string") return value;
	if (value instanceof Uint8Array) return value;
	if (value instanceof Date) return value.toISOString();
	return JSON.stringify(value);
}

/** One connection over a `DatabaseSync`, with a small cache of prepared statements. */
class NodeSqliteConnection implements DatabaseConnection {
	readonly #db: DatabaseSync;
	readonly #statements = new Map<string, StatementSync>();

	constructor(db: DatabaseSync) {
		this.#db = db;
	}

	#prepare(sql: string): StatementSync {
		let statement = this.#statements.get(sql);
		if (!statement) {
			statement = this.#db.prepare(sql);
			if (this.#statements.size >= 500) this.#statements.clear();
			this.#statements.set(sql, statement);
		}
		return statement;
	}

	async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
		const statement = this.#prepare(query.sql);
		const parameters = query.parameters.map(toSqlValue);
		if (statement.columns().length > 0) {
			return { rows: statement.all(...parameters) as R[] };
		}
		const { changes, lastInsertRowid } = statement.run(...parameters);
		return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
	}

	async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
		if (!SelectQueryNode.is(query.query)) throw new Error("node:sqlite streams only select queries");
		const statement = this.#db.prepare(query.sql);
		for (const row of statement.iterate(...query.parameters.map(toSqlValue))) yield { rows: [row as R] };
	}

	close(): void {
		this.#statements.clear();
		this.#db.close();
	}
}

/** How busy a connection pool is: connections open, of them idle, and callers waiting for one. */
export interface ConnectionStats {
	size: number;
	idle: number;
	waiting: number;
}

/**
 * Serialises access to the single connection: a transaction holds it from `begin` to `commit`,
 * so queries of concurrent requests never run inside someone else's transaction.
 */
class NodeSqliteDriver implements Driver {
	readonly #config: NodeSqliteDialectConfig;
	#connection: NodeSqliteConnection | undefined;
	#queue: Promise<void> = Promise.resolve();
	#release: (() => void) | undefined;
	#waiting = 0;

	constructor(config: NodeSqliteDialectConfig) {
		this.#config = config;
	}

	/** The one connection seen as a pool: held or not, and how many callers wait for it. */
	stats(): ConnectionStats {
		return { size: this.#connection ? 1 : 0, idle: this.#connection && !this.#release ? 1 : 0, waiting: this.#waiting };
	}

	async init(): Promise<void> {
		const db = new DatabaseSync(this.#config.path);
		// The busy timeout comes first: opening a file other processes are opening too can meet a
		// lock (WAL recovery, the journal-mode switch), and only a set timeout waits instead of failing.
		db.exec(
			"PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;",
		);
		this.#connection = new NodeSqliteConnection(db);
	}

	async acquireConnection(): Promise<DatabaseConnection> {
		const previous = this.#queue;
		let release = (): void => {};
		this.#queue = new Promise<void>((resolve) => (release = resolve));
		this.#waiting++;
		try {
			await previous;
		} finally {
			this.#waiting--;
		}
		this.#release = release;
		if (!this.#connection) throw new Error("the node:sqlite driver is not initialised");
		return this.#connection;
	}

	async releaseConnection(): Promise<void> {
		const release = this.#release;
		this.#release = undefined;
		release?.();
	}

	// `immediate`: a transaction takes the write lock when it starts, waiting (busy timeout) while
	// another process holds it. A deferred one that reads and then writes fails at once with
	// SQLITE_BUSY when another process wrote in between (hub workers share one database file).
	async beginTransaction(connection: DatabaseConnection): Promise<void> {
		await connection.executeQuery(CompiledQuery.raw("begin immediate"));
	}

	async commitTransaction(connection: DatabaseConnection): Promise<void> {
		await connection.executeQuery(CompiledQuery.raw("commit"));
	}

	async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
		await connection.executeQuery(CompiledQuery.raw("rollback"));
	}

	async destroy(): Promise<void> {
		this.#connection?.close();
		this.#connection = undefined;
	}
}

/**
 * SQLite's adapter, minus Kysely's own lock around acquiring the connection: our driver queues
 * callers itself (one lock, not two), which lets it count who waits (`stats().waiting`); and with
 * transactional DDL, which SQLite has and Kysely's adapter does not claim.
 */
class SerialisingDriverAdapter extends SqliteAdapter {
	override get supportsMultipleConnections(): boolean {
		return true;
	}

	// SQLite runs DDL inside transactions: Kysely's migrator then applies a run of migrations in one
	// (`begin immediate`, so a second process migrating the same file waits for the write lock and
	// then finds nothing left to do), all or nothing.
	override get supportsTransactionalDdl(): boolean {
		return true;
	}
}

/**
 * A Kysely dialect over Node's built-in `node:sqlite` (no native build step).
 * Uses Kysely's SQLite query compiler, adapter and introspector; only the driver is ours.
 */
export class NodeSqliteDialect implements Dialect {
	readonly #config: NodeSqliteDialectConfig;
	#driver: NodeSqliteDriver | undefined;

	constructor(config: NodeSqliteDialectConfig) {
		this.#config = config;
	}

	createDriver(): Driver {
		this.#driver = new NodeSqliteDriver(this.#config);
		return this.#driver;
	}

	/** Use of the connection, for metrics: size 0 before the first query and after `destroy`. */
	stats(): ConnectionStats {
		return this.#driver?.stats() ?? { size: 0, idle: 0, waiting: 0 };
	}

	createQueryCompiler(): QueryCompiler {
		return new SqliteQueryCompiler();
	}

	createAdapter(): DialectAdapter {
		return new SerialisingDriverAdapter();
	}

	createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
		return new SqliteIntrospector(db);
	}
}
