import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { AnyDb } from "./migration-dialect.ts";

/**
 * 101: an index on `lower(namespace)`, so the namespace rule (`auth/namespace-claims.ts`: a name that
 * holds repositories, compared without case, is taken) answers sign-up, organization creation and
 * single sign-on from an index instead of reading every repository. The expression must match the
 * rule's query exactly; both databases index expressions.
 */
export const namespaceLookupMigration: Migration = {
	async up(db: AnyDb) {
		await sql`create index if not exists repos_namespace_lower on repos (lower(namespace))`.execute(db);
	},
	async down(db: AnyDb) {
		await sql`drop index if exists repos_namespace_lower`.execute(db);
	},
};
