import { sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import type { Database, DbDialect } from "./database.ts";
import { MIGRATIONS, migrationProvider } from "./migrations.ts";

/** What migrations run on: an open database's query builder and dialect (any `Db` of create-db.ts). */
export interface MigrationTarget {
	kysely: Kysely<Database>;
	dialect: DbDialect;
}

/** Where a database keeps its schema: the PostgreSQL schema (`public` unless a test isolates itself). */
export interface SchemaPlace {
	schema?: string;
}

/** What {@link migrateDb} did. */
export interface MigrateOptions extends SchemaPlace {
	/** Called once when another process holds the migration lock and this one waits for it. */
	onWait?: () => void;
}

/**
 * The first key of the PostgreSQL advisory lock taken while migrating (the second is the schema's
 * hash, so tests migrating their own schemas do not queue behind each other). "atri" in ASCII.
 */
const PG_LOCK_CLASS = 0x61747269;

/** SQLite answers SQLITE_BUSY once its busy timeout (5 s) has passed with another process writing. */
function isSqliteBusy(error: unknown): boolean {
	return (
		error instanceof Error &&
		((error as { errcode?: number }).errcode === 5 || /database is locked|SQLITE_BUSY/i.test(error.message))
	);
}

/** At most this many busy timeouts (5 s each) for another process's migrations: half an hour. */
const SQLITE_BUSY_RETRIES = 360;

function migratorOf(kysely: Kysely<Database>, dialect: DbDialect, place: SchemaPlace): Migrator {
	// Name the schema of the migration tables: Kysely looks for them across all schemas otherwise.
	const migrationTableSchema = dialect === "postgres" ? (place.schema ?? "public") : undefined;
	return new Migrator({
		db: kysely,
		provider: migrationProvider,
		// Features add migrations under their own number ranges, so a database may have run a later
		// number (060) before an earlier one (030) exists: run the missing ones instead of refusing.
		allowUnorderedMigrations: true,
		...(migrationTableSchema ? { migrationTableSchema } : {}),
	});
}

/** Runs the pending migrations once (Kysely's migrator runs them in one transaction); the names applied. */
async function runPending(kysely: Kysely<Database>, dialect: DbDialect, place: SchemaPlace): Promise<string[]> {
	const { error, results } = await migratorOf(kysely, dialect, place).migrateToLatest();
	// On failure the transaction rolled back every migration of this run, whatever `results` says.
	if (error) throw error instanceof Error ? error : new Error(String(error));
	return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/**
 * Applies the pending migrations: the one step that changes the schema (`atrium migrate`, the
 * primary of `atrium serve` before it forks workers, tests). Safe to run from several processes at
 * once: all migrations of a run happen in one transaction taken under a lock, so exactly one process
 * applies them, the others wait and then find nothing to do.
 * - PostgreSQL: a session advisory lock per schema (`pg_advisory_lock`) on one connection, held
 *   around Kysely's migrator, which runs every pending migration in one transaction.
 * - SQLite: the migrator's transaction is `begin immediate` (see `node-sqlite-dialect.ts`), which
 *   takes the file's write lock before reading which migrations ran; a process that finds the lock
 *   taken waits (busy timeout, retried for as long as {@link SQLITE_BUSY_RETRIES} allows).
 * Returns the names applied by this call, in order (empty when the schema was current).
 */
export async function migrateDb(db: MigrationTarget, options: MigrateOptions = {}): Promise<string[]> {
	if (db.dialect === "postgres") {
		const schema = options.schema ?? "public";
		return db.kysely.connection().execute(async (connection) => {
			const key = sql`${sql.lit(PG_LOCK_CLASS)}, hashtext(${schema})`;
			const tried = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(connection);
			if (tried.rows[0]?.locked !== true) {
				options.onWait?.();
				await sql`select pg_advisory_lock(${key})`.execute(connection);
			}
			try {
				return await runPending(connection, db.dialect, options);
			} finally {
				await sql`select pg_advisory_unlock(${key})`.execute(connection);
			}
		});
	}
	for (let attempt = 0; ; attempt++) {
		try {
			return await runPending(db.kysely, db.dialect, options);
		} catch (error) {
			if (!isSqliteBusy(error) || attempt >= SQLITE_BUSY_RETRIES) throw error;
			if (attempt === 0) options.onWait?.();
		}
	}
}

/** The migrations this hub knows that the database has not run (all of them for an empty database). */
export async function pendingMigrations(db: MigrationTarget, place: SchemaPlace = {}): Promise<string[]> {
	const migrations = await migratorOf(db.kysely, db.dialect, place).getMigrations();
	return migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** The schema of a database is older than the hub: it needs `atrium migrate` before this process can use it. */
export class SchemaBehindError extends Error {
	readonly pending: string[];
	constructor(pending: string[]) {
		super(
			`the database schema is behind this version of Atrium: ${pending.length} of its ${Object.keys(MIGRATIONS).length} migrations are not applied (${pending.join(", ")}). ` +
				"Run `atrium migrate` (or start `atrium serve`, whose primary process migrates before starting workers), then start again.",
		);
		this.name = "SchemaBehindError";
		this.pending = pending;
	}
}

/** Refuses (with {@link SchemaBehindError}) a database that has not run every migration this hub knows. */
export async function requireCurrentSchema(db: MigrationTarget, place: SchemaPlace = {}): Promise<void> {
	const pending = await pendingMigrations(db, place);
	if (pending.length > 0) throw new SchemaBehindError(pending);
}
