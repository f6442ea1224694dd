import { sql, type Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
/** The database as migrations see it: untyped, since they run before (and build) the typed schema. */
export type AnyDb = Kysely<any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * Which database a migration runs on. SQLite has no `version()` function (the failing statement is
 * harmless there; on PostgreSQL, whose `version()` names itself, nothing fails).
 */
export async function migrationDialect(db: AnyDb): Promise<"sqlite" | "postgres"> {
	return sql<{ v: string }>`select version() as v`.execute(db).then(
		(result) => (result.rows[0]?.v.startsWith("PostgreSQL") ? "postgres" : "sqlite"),
		() => "sqlite",
	);
}
