import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { WebhookInfo, WebhookWatchedItem } from "@atrium/hub-api";
import type { Database, WebhookRow } from "../../db/database.ts";

/** The queries of the webhook settings routes; a webhook is always looked up with its owner. */

/** What a webhook is made of, validated (`webhook-input.ts`). */
export interface WebhookFields {
	url: string;
	watched: WebhookWatchedItem[];
	domains: ("repo" | "discussion")[];
	secret: string | null;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** The API's view of a row. */
export function webhookInfo(row: WebhookRow): WebhookInfo {
	return {
		id: row.id,
		url: row.url,
		watched: JSON.parse(row.watched) as WebhookWatchedItem[],
		domains: JSON.parse(row.domains) as WebhookInfo["domains"],
		secret: row.secret,
		disabled: Number(row.disabled) === 1,
		createdAt: iso(Number(row.created_at)),
		updatedAt: iso(Number(row.updated_at)),
	};
}

export function listWebhooks(db: Kysely<Database>, ownerPk: string): Promise<WebhookRow[]> {
	return db
		.selectFrom("webhooks")
		.selectAll()
		.where("owner_pk", "=", ownerPk)
		.orderBy("created_at")
		.orderBy("id")
		.execute();
}

export async function countWebhooks(db: Kysely<Database>, ownerPk: string): Promise<number> {
	const row = await db
		.selectFrom("webhooks")
		.select((eb) => eb.fn.countAll<number>().as("n"))
		.where("owner_pk", "=", ownerPk)
		.executeTakeFirstOrThrow();
	return Number(row.n);
}

/** The owner's webhook `id`, or undefined (someone else's answers like a missing one). */
export function findWebhook(db: Kysely<Database>, ownerPk: string, id: string): Promise<WebhookRow | undefined> {
	return db.selectFrom("webhooks").selectAll().where("id", "=", id).where("owner_pk", "=", ownerPk).executeTakeFirst();
}

/** The watch rows of a webhook: names in lower case, duplicates dropped. */
function watchRows(id: string, watched: WebhookWatchedItem[]): Database["webhook_watches"][] {
	const seen = new Map<string, Database["webhook_watches"]>();
	for (const item of watched) {
		const row = { webhook_id: id, type: item.type, name_lower: item.name.toLowerCase() };
		seen.set(`${row.type}\n${row.name_lower}`, row);
	}
	return [...seen.values()];
}

export async function insertWebhook(
	db: Kysely<Database>,
	ownerPk: string,
	fields: WebhookFields,
	now: number,
): Promise<WebhookRow> {
	const id = randomBytes(12).toString("hex");
	const row: WebhookRow = {
		id,
		owner_pk: ownerPk,
		url: fields.url,
		watched: JSON.stringify(fields.watched),
		domains: JSON.stringify(fields.domains),
		secret: fields.secret,
		disabled: 0,
		created_at: now,
		updated_at: now,
	};
	await db.transaction().execute(async (trx) => {
		await trx.insertInto("webhooks").values(row).execute();
		await trx.insertInto("webhook_watches").values(watchRows(id, fields.watched)).execute();
	});
	return row;
}

export async function updateWebhook(
	db: Kysely<Database>,
	row: WebhookRow,
	changes: Partial<WebhookFields> & { disabled?: boolean },
	now: number,
): Promise<WebhookRow> {
	const set: Partial<WebhookRow> = { updated_at: now };
	if (changes.url !== undefined) set.url = changes.url;
	if (changes.watched !== undefined) set.watched = JSON.stringify(changes.watched);
	if (changes.domains !== undefined) set.domains = JSON.stringify(changes.domains);
	if (changes.secret !== undefined) set.secret = changes.secret;
	if (changes.disabled !== undefined) set.disabled = changes.disabled ? 1 : 0;
	await db.transaction().execute(async (trx) => {
		await trx.updateTable("webhooks").set(set).where("id", "=", row.id).execute();
		if (changes.watched !== undefined) {
			await trx.deleteFrom("webhook_watches").where("webhook_id", "=", row.id).execute();
			await trx.insertInto("webhook_watches").values(watchRows(row.id, changes.watched)).execute();
		}
	});
	return { ...row, ...set };
}

export async function deleteWebhook(db: Kysely<Database>, id: string): Promise<void> {
	// Deliveries and watches go with it (foreign keys cascade; SQLite enforces them per connection).
	await db.transaction().execute(async (trx) => {
		await trx.deleteFrom("webhook_deliveries").where("webhook_id", "=", id).execute();
		await trx.deleteFrom("webhook_watches").where("webhook_id", "=", id).execute();
		await trx.deleteFrom("webhooks").where("id", "=", id).execute();
	});
}
