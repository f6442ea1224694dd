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

/**
 * Serialises access to the single connection: a transaction holds it from `begin` to `commit`,
 * so queries of concurrent requests never run inside someone else's transaction.
 */
class NodeSqliteDriver implements Driver {
	readonly #config: NodeSqliteDialectConfig;
	#connection: NodeSqliteConnection | undefined;
	#queue: Promise<void> = Promise.resolve();
	#release: (() => void) | undefined;

	constructor(config: NodeSqliteDialectConfig) {
		this.#config = config;
	}

	async init(): Promise<void> {
		const db = new DatabaseSync(this.#config.path);
		db.exec(
			"PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;",
		);
		this.#connection = new NodeSqliteConnection(db);
	}

	async acquireConnection(): Promise<DatabaseConnection> {
		const previous = this.#queue;
		let release = (): void => {};
		this.#queue = new Promise<void>((resolve) => (release = resolve));
		await previous;
		this.#release = release;
		if (!this.#connection) throw new Error("the node:sqlite driver is not initialised");
		return this.#connection;
	}

	async releaseConnection(): Promise<void> {
		const release = this.#release;
		this.#release = undefined;
		release?.();
	}

	async beginTransaction(connection: DatabaseConnection): Promise<void> {
		await connection.executeQuery(CompiledQuery.raw("begin"));
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
 * A Kysely dialect over Node's built-in `node:sqlite` (no native build step).
 * Uses Kysely's SQLite query compiler, adapter and introspector; only the driver is ours.
 */
export class NodeSqliteDialect implements Dialect {
	readonly #config: NodeSqliteDialectConfig;

	constructor(config: NodeSqliteDialectConfig) {
		this.#config = config;
	}

	createDriver(): Driver {
		return new NodeSqliteDriver(this.#config);
	}

	createQueryCompiler(): QueryCompiler {
		return new SqliteQueryCompiler();
	}

	createAdapter(): DialectAdapter {
		return new SqliteAdapter();
	}

	createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
		return new SqliteIntrospector(db);
	}
}
