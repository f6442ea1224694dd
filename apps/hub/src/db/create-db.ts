import { Kysely, PostgresDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import type { Database } from "./database.ts";
import { migrationProvider } from "./migrations.ts";
import { NodeSqliteDialect, type ConnectionStats } from "./node-sqlite-dialect.ts";

/** The two databases the hub runs on. */
export type DbDialect = "sqlite" | "postgres";

/** An open database plus what kind it is. */
export interface Db {
	kysely: Kysely<Database>;
	dialect: DbDialect;
	/** Use of the connection pool, for metrics (pg's pool; SQLite's one serialised connection). */
	connections?: () => ConnectionStats;
}

/** Where the database lives: a `postgres://` URL, or a SQLite file path (`:memory:` for tests). */
export interface DbOptions {
	url?: string;
	sqlitePath?: string;
	/** PostgreSQL schema to use (tests isolate themselves in one); created when missing. */
	schema?: string;
}

const INT8_OID = 20;

/**
 * Opens the database and runs pending migrations.
 * `url` starting with `postgres://` or `postgresql://` selects PostgreSQL, else SQLite at `sqlitePath`.
 */
export async function createDb(options: DbOptions): Promise<Db> {
	let db: Db;
	if (options.url && /^postgres(ql)?:\/\//.test(options.url)) {
		const schema = options.schema;
		if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid PostgreSQL schema name: ${schema}`);
		const pool = new pg.Pool({
			connectionString: options.url,
			...(schema ? { options: `-c search_path=${schema}` } : {}),
			max: 10,
			types: {
				getTypeParser: ((oid: number, format?: "text" | "binary") =>
					oid === INT8_OID
						? (value: string) => Number(value)
						: pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
			},
		});
		if (schema) await pool.query(`create schema if not exists ${schema}`);
		db = {
			kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
			dialect: "postgres",
			connections: () => ({ size: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
		};
	} else {
		const path = options.sqlitePath ?? ":memory:";
		const dialect = new NodeSqliteDialect({ path });
		db = { kysely: new Kysely<Database>({ dialect }), dialect: "sqlite", connections: () => dialect.stats() };
	}
	// Name the schema of the migration tables: Kysely looks for them across all schemas otherwise.
	const migrationTableSchema = db.dialect === "postgres" ? (options.schema ?? "public") : undefined;
	const migrator = new Migrator({
		db: db.kysely,
		provider: migrationProvider,
		// Features add migrations under their own number ranges, so a database may have run a later
		// number (060) before an earlier one (030) exists: run the missing ones instead of refusing.
		allowUnorderedMigrations: true,
		...(migrationTableSchema ? { migrationTableSchema } : {}),
	});
	const { error } = await migrator.migrateToLatest();
	if (error) throw error instanceof Error ? error : new Error(String(error));
	// SQLite plans from statistics only ANALYZE gathers; without them it may, say, walk a million rows
	// for one author. `optimize` with these bits (as SQLite advises on opening) analyzes just the
	// tables never analyzed or grown a lot since: nothing on most starts, about a second per million
	// repositories otherwise. PostgreSQL's autovacuum keeps its own statistics.
	if (db.dialect === "sqlite") await sql`pragma optimize = 0x10002`.execute(db.kysely);
	return db;
}
