import { Kysely, sql } from "kysely";
import { OwnSchemasPostgresDialect } from "./own-schemas-dialect.ts";
import pg from "pg";
import type { Database, DbDialect } from "./database.ts";
import { migrateDb, requireCurrentSchema, type MigrateOptions } from "./migrate.ts";
import { NodeSqliteDialect, type ConnectionStats } from "./node-sqlite-dialect.ts";

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

/** What to do about the schema when opening: bring it up to date, or refuse unless it is. */
export type SchemaMode = "migrate" | "require-current";

/**
 * Opens the database. `url` starting with `postgres://` or `postgresql://` selects PostgreSQL, else
 * SQLite at `sqlitePath`. With `migrate`, pending migrations run first (under a lock, see
 * `migrate.ts`; `onWait` hears when another process holds it) and the names applied are returned;
 * with `require-current`, nothing is migrated and a database missing any migration is refused
 * (`SchemaBehindError`): hub workers open it so, after their primary (or `atrium migrate`) migrated.
 */
export async function openDb(
	options: DbOptions,
	mode: SchemaMode,
	hooks: Pick<MigrateOptions, "onWait"> = {},
): Promise<{ db: Db; applied: string[] }> {
	const db = await connectDb(options);
	let applied: string[] = [];
	try {
		const place = options.schema ? { schema: options.schema } : {};
		if (mode === "migrate") applied = await migrateDb(db, { ...place, ...hooks });
		else await requireCurrentSchema(db, place);
		// SQLite plans from statistics only ANALYZE gathers; without them it may, say, walk a million rows
		// for one author. `optimize` with these bits (as SQLite advises on opening) analyzes just the
		// tables never analyzed or grown a lot since: nothing on most starts, about a second per million
		// repositories otherwise. PostgreSQL's autovacuum keeps its own statistics.
		if (db.dialect === "sqlite") await sql`pragma optimize = 0x10002`.execute(db.kysely);
	} catch (error) {
		await db.kysely.destroy().catch(() => undefined);
		throw error;
	}
	return { db, applied };
}

/** Opens the database with its schema brought up to date: for tests, tools and single-process commands. */
export async function createDb(options: DbOptions): Promise<Db> {
	return (await openDb(options, "migrate")).db;
}

/** Connects, nothing more: no migration, no check (a PostgreSQL schema named in `options` is created). */
async function connectDb(options: DbOptions): Promise<Db> {
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
		// Two processes creating one schema at once: `if not exists` does not stop the loser failing.
		if (schema)
			await pool.query(`create schema if not exists ${schema}`).catch(async (error: unknown) => {
				const found = await pool.query("select 1 from pg_namespace where nspname = $1", [schema]);
				if (found.rowCount === 0) throw error;
			});
		return {
			kysely: new Kysely<Database>({ dialect: new OwnSchemasPostgresDialect({ pool }) }),
			dialect: "postgres",
			connections: () => ({ size: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
		};
	}
	const path = options.sqlitePath ?? ":memory:";
	const dialect = new NodeSqliteDialect({ path });
	return { kysely: new Kysely<Database>({ dialect }), dialect: "sqlite", connections: () => dialect.stats() };
}
