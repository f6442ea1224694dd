import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
type AnyDb = Kysely<any>;

/**
 * 020: accounts. Users and organizations share one namespace (`accounts.name`); repositories belong
 * to the account whose name is their namespace. Tokens and sessions are stored as sha256 of their
 * secret, never in clear. Sign-in attempt counters and the audit log live here so every hub
 * process sees the same ones.
 */
export const accountsMigration: Migration = {
	async up(db: AnyDb) {
		await db.schema
			.createTable("accounts")
			.addColumn("pk", "varchar(24)", (c) => c.primaryKey())
			.addColumn("kind", "varchar(8)", (c) => c.notNull())
			.addColumn("name", "varchar(100)", (c) => c.notNull().unique())
			.addColumn("name_lower", "varchar(100)", (c) => c.notNull().unique())
			.addColumn("fullname", "varchar(200)", (c) => c.notNull().defaultTo(""))
			.addColumn("email", "varchar(320)")
			.addColumn("password_hash", "varchar(300)")
			.addColumn("oidc_subject", "varchar(600)", (c) => c.unique())
			.addColumn("is_admin", "integer", (c) => c.notNull().defaultTo(0))
			.addColumn("disabled_at", "bigint")
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.execute();
		await db.schema
			.createTable("tokens")
			.addColumn("pk", "varchar(24)", (c) => c.primaryKey())
			.addColumn("user_pk", "varchar(24)", (c) => c.notNull().references("accounts.pk").onDelete("cascade"))
			.addColumn("name", "varchar(100)", (c) => c.notNull())
			.addColumn("role", "varchar(16)", (c) => c.notNull())
			.addColumn("secret_hash", "varchar(64)", (c) => c.notNull().unique())
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.addColumn("last_used_at", "bigint")
			.addColumn("revoked_at", "bigint")
			.execute();
		await db.schema.createIndex("tokens_user").on("tokens").columns(["user_pk", "created_at"]).execute();
		await db.schema
			.createTable("sessions")
			.addColumn("secret_hash", "varchar(64)", (c) => c.primaryKey())
			.addColumn("user_pk", "varchar(24)", (c) => c.notNull().references("accounts.pk").onDelete("cascade"))
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.addColumn("expires_at", "bigint", (c) => c.notNull())
			.execute();
		await db.schema.createIndex("sessions_user").on("sessions").columns(["user_pk"]).execute();
		await db.schema
			.createTable("org_members")
			.addColumn("org_pk", "varchar(24)", (c) => c.notNull().references("accounts.pk").onDelete("cascade"))
			.addColumn("user_pk", "varchar(24)", (c) => c.notNull().references("accounts.pk").onDelete("cascade"))
			.addColumn("role", "varchar(8)", (c) => c.notNull())
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.addPrimaryKeyConstraint("org_members_pk", ["org_pk", "user_pk"])
			.execute();
		await db.schema.createIndex("org_members_user").on("org_members").columns(["user_pk"]).execute();
		await db.schema
			.createTable("access_requests")
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("user_pk", "varchar(24)", (c) => c.notNull().references("accounts.pk").onDelete("cascade"))
			.addColumn("status", "varchar(16)", (c) => c.notNull())
			.addColumn("fields", "text", (c) => c.notNull())
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.addColumn("decided_at", "bigint")
			.addColumn("decided_by", "varchar(100)")
			.addPrimaryKeyConstraint("access_requests_pk", ["repo_pk", "user_pk"])
			.execute();
		await db.schema
			.createTable("invitations")
			.addColumn("secret_hash", "varchar(64)", (c) => c.primaryKey())
			.addColumn("created_by", "varchar(100)", (c) => c.notNull())
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.addColumn("expires_at", "bigint", (c) => c.notNull())
			.addColumn("used_by", "varchar(100)")
			.execute();
		await db.schema
			.createTable("signin_attempts")
			.addColumn("key", "varchar(300)", (c) => c.primaryKey())
			.addColumn("window_start", "bigint", (c) => c.notNull())
			.addColumn("failures", "integer", (c) => c.notNull())
			.execute();
		await db.schema
			.createTable("audit_log")
			.addColumn("pk", "varchar(24)", (c) => c.primaryKey())
			.addColumn("at", "bigint", (c) => c.notNull())
			.addColumn("event", "varchar(64)", (c) => c.notNull())
			.addColumn("actor", "varchar(100)")
			.addColumn("target", "varchar(300)")
			.addColumn("address", "varchar(100)")
			.addColumn("detail", "text", (c) => c.notNull())
			.execute();
		await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at"]).execute();
		// Content de-duplication asks "does a readable repository reference this sha256". Only for the
		// snapshot table of 004; when 010_commit_engine ran first, `tree_entries_sha256` answers it.
		// (PostgreSQL: `to_regclass` looks in this schema only; SQLite has no such function and says so
		// without aborting the transaction, then its catalogue answers.)
		const hasEntries = await sql<{ present: boolean }>`select to_regclass('entries') is not null as present`
			.execute(db)
			.then(
				(result) => result.rows[0]?.present === true,
				async () =>
					(await sql`select name from sqlite_master where type = 'table' and name = 'entries'`.execute(db)).rows
						.length > 0,
			);
		if (hasEntries) await sql`create index if not exists entries_sha256 on entries (sha256)`.execute(db);
	},
	async down(db: AnyDb) {
		for (const table of [
			"audit_log",
			"signin_attempts",
			"access_requests",
			"org_members",
			"sessions",
			"tokens",
			"accounts",
		])
			await db.schema.dropTable(table).execute();
	},
};
/* eslint-enable @typescript-eslint/no-explicit-any */
