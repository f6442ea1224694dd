import type { Migration } from "kysely/migration";
import { migrationDialect, type AnyDb } from "./migration-dialect.ts";

/**
 * 130: webhooks (decision 031).
 *
 * - `webhooks`: a user's subscription: where to POST (`url`), what it watches (`watched`, JSON, as
 *   the API shows it), which `domains` (JSON), an optional `secret` sent as `X-Webhook-Secret`.
 * - `webhook_watches`: the same watched items, one row each with the name in lower case, so matching
 *   an event to its webhooks is an index lookup.
 * - `webhook_events`: the outbox. A row is written in the transaction of the change it reports and
 *   removed by the delivery worker in the transaction that turns it into deliveries. No foreign key to
 *   `repos`: the event of a deletion outlives its repository (`body` keeps what the payload needs).
 * - `webhook_deliveries`: one row per (event, webhook), and per replay: the payload, its state
 *   (`pending`, `delivered`, `failed`, `skipped`), attempts and the last attempt's outcome. `seq`
 *   orders deliveries of one webhook and repository; `claimed_until` is the lease of the process
 *   that is sending it.
 */
export const webhooksMigration: Migration = {
	async up(db: AnyDb) {
		const postgres = (await migrationDialect(db)) === "postgres";
		await db.schema
			.createTable("webhooks")
			.addColumn("id", "varchar(24)", (c) => c.primaryKey())
			.addColumn("owner_pk", "varchar(24)", (c) => c.notNull().references("accounts.pk").onDelete("cascade"))
			.addColumn("url", "varchar(2048)", (c) => c.notNull())
			.addColumn("watched", "text", (c) => c.notNull())
			.addColumn("domains", "text", (c) => c.notNull())
			.addColumn("secret", "varchar(512)")
			.addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.addColumn("updated_at", "bigint", (c) => c.notNull())
			.execute();
		await db.schema.createIndex("webhooks_owner").on("webhooks").column("owner_pk").execute();
		await db.schema
			.createTable("webhook_watches")
			.addColumn("webhook_id", "varchar(24)", (c) => c.notNull().references("webhooks.id").onDelete("cascade"))
			.addColumn("type", "varchar(16)", (c) => c.notNull())
			.addColumn("name_lower", "varchar(200)", (c) => c.notNull())
			.addPrimaryKeyConstraint("webhook_watches_pk", ["webhook_id", "type", "name_lower"])
			.execute();
		await db.schema.createIndex("webhook_watches_name").on("webhook_watches").columns(["name_lower", "type"]).execute();
		await db.schema
			.createTable("webhook_events")
			.addColumn("seq", postgres ? "bigserial" : "integer", (c) =>
				postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
			)
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull())
			.addColumn("scope", "varchar(40)", (c) => c.notNull())
			.addColumn("action", "varchar(16)", (c) => c.notNull())
			.addColumn("body", "text", (c) => c.notNull())
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.execute();
		await db.schema
			.createTable("webhook_deliveries")
			.addColumn("seq", postgres ? "bigserial" : "integer", (c) =>
				postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
			)
			.addColumn("id", "varchar(24)", (c) => c.notNull().unique())
			.addColumn("webhook_id", "varchar(24)", (c) => c.notNull().references("webhooks.id").onDelete("cascade"))
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull())
			.addColumn("scope", "varchar(40)", (c) => c.notNull())
			.addColumn("action", "varchar(16)", (c) => c.notNull())
			.addColumn("replay_of", "varchar(24)")
			.addColumn("payload", "text", (c) => c.notNull())
			.addColumn("status", "varchar(16)", (c) => c.notNull())
			.addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
			.addColumn("next_attempt_at", "bigint", (c) => c.notNull())
			.addColumn("claimed_until", "bigint")
			.addColumn("response_status", "integer")
			.addColumn("duration_ms", "integer")
			.addColumn("error", "varchar(1000)")
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.addColumn("finished_at", "bigint")
			.execute();
		await db.schema
			.createIndex("webhook_deliveries_queue")
			.on("webhook_deliveries")
			.columns(["status", "next_attempt_at"])
			.execute();
		await db.schema
			.createIndex("webhook_deliveries_order")
			.on("webhook_deliveries")
			.columns(["webhook_id", "repo_pk", "status", "seq"])
			.execute();
		await db.schema
			.createIndex("webhook_deliveries_log")
			.on("webhook_deliveries")
			.columns(["webhook_id", "seq"])
			.execute();
	},
	async down(db: AnyDb) {
		for (const table of ["webhook_deliveries", "webhook_events", "webhook_watches", "webhooks"])
			await db.schema.dropTable(table).execute();
	},
};
