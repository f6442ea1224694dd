import { randomBytes } from "node:crypto";
import type { Db } from "./create-db.ts";

const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * A random 32-byte key named `name` in `hub_secrets`: made by the first hub process that asks for
 * it, then read by every other, so every process of one database signs and checks alike. Each
 * process keeps the answer; a failed read is forgotten so the next call tries again.
 */
export function hubSecretKey(db: Db, name: string): Promise<Buffer> {
	let byName = keys.get(db);
	if (!byName) {
		byName = new Map();
		keys.set(db, byName);
	}
	let key = byName.get(name);
	if (!key) {
		key = (async () => {
			await db.kysely
				.insertInto("hub_secrets")
				.values({ name, value: randomBytes(32).toString("base64url"), created_at: Date.now() })
				.onConflict((oc) => oc.column("name").doNothing())
				.execute();
			const row = await db.kysely
				.selectFrom("hub_secrets")
				.select("value")
				.where("name", "=", name)
				.executeTakeFirstOrThrow();
			return Buffer.from(row.value, "base64url");
		})();
		key.catch(() => {
			byName.delete(name);
		});
		byName.set(name, key);
	}
	return key;
}
