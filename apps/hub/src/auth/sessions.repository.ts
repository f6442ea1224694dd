import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { newSecret, secretHash } from "./tokens.repository.ts";

/** How long a site session lasts. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** Starts a session for a user; returns the cookie's secret (only its sha256 is stored). */
export async function createSession(db: Kysely<Database>, userPk: string, now = Date.now()): Promise<string> {
	const secret = newSecret("s_");
	await db
		.insertInto("sessions")
		.values({ secret_hash: secretHash(secret), user_pk: userPk, created_at: now, expires_at: now + SESSION_TTL_MS })
		.execute();
	return secret;
}

/** Ends one session. */
export async function deleteSession(db: Kysely<Database>, secret: string): Promise<void> {
	await db.deleteFrom("sessions").where("secret_hash", "=", secretHash(secret)).execute();
}

/** Ends every session of a user (password change, account disabled). */
export async function deleteUserSessions(db: Kysely<Database>, userPk: string): Promise<void> {
	await db.deleteFrom("sessions").where("user_pk", "=", userPk).execute();
}
