import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { TokenRole } from "@atrium/hub-api";
import type { Database, TokenRow } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { newPk } from "./accounts.repository.ts";

/** Token roles. */
export const TOKEN_ROLES = TokenRole.options;
export type { TokenRole };

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A fresh secret: `hf_` (the JS client refuses other prefixes) + 34 base-62 characters (~200 bits). */
export function newSecret(prefix = "hf_"): string {
	let text = prefix;
	while (text.length < prefix.length + 34) {
		// 248 = 4 × 62: dropping bytes ≥ 248 keeps every character equally likely.
		for (const byte of randomBytes(40)) if (byte < 248 && text.length < prefix.length + 34) text += BASE62[byte % 62];
	}
	return text;
}

/** sha256 hex of a secret: how tokens and sessions are stored and looked up. */
export function secretHash(secret: string): string {
	return createHash("sha256").update(secret).digest("hex");
}

/** Creates a token for a user; returns the row and the secret (shown once, never stored). */
export async function createToken(
	db: Kysely<Database>,
	userPk: string,
	input: { name: string; role: string },
): Promise<{ token: TokenRow; secret: string }> {
	const name = input.name.trim();
	if (name.length === 0 || name.length > 100)
		throw new ApiError("InvalidAccountInput", "A token needs a name of 1-100 characters");
	if (!(TOKEN_ROLES as readonly string[]).includes(input.role))
		throw new ApiError(
			"InvalidAccountInput",
			`A token's role is one of ${TOKEN_ROLES.join(", ")}, not "${input.role}"`,
		);
	const secret = newSecret();
	const token: TokenRow = {
		pk: newPk(),
		user_pk: userPk,
		name,
		role: input.role as TokenRole,
		secret_hash: secretHash(secret),
		created_at: Date.now(),
		last_used_at: null,
		revoked_at: null,
	};
	await db.insertInto("tokens").values(token).execute();
	return { token, secret };
}

/** A user's tokens that are not revoked, newest first. */
export async function listTokens(db: Kysely<Database>, userPk: string): Promise<TokenRow[]> {
	return db
		.selectFrom("tokens")
		.selectAll()
		.where("user_pk", "=", userPk)
		.where("revoked_at", "is", null)
		.orderBy("created_at", "desc")
		.execute();
}

/** Revokes one of a user's tokens; false when the user has no such live token. */
export async function revokeToken(db: Kysely<Database>, userPk: string, tokenPk: string): Promise<boolean> {
	const result = await db
		.updateTable("tokens")
		.set({ revoked_at: Date.now() })
		.where("pk", "=", tokenPk)
		.where("user_pk", "=", userPk)
		.where("revoked_at", "is", null)
		.executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}

/** How stale `last_used_at` may get before a use writes it again (one write per token per minute at most). */
const LAST_USED_GRANULARITY_MS = 60_000;

/** Records that a token was used, at most once per {@link LAST_USED_GRANULARITY_MS}. */
export async function touchToken(db: Kysely<Database>, token: TokenRow, now = Date.now()): Promise<void> {
	if (token.last_used_at !== null && now - token.last_used_at < LAST_USED_GRANULARITY_MS) return;
	await db.updateTable("tokens").set({ last_used_at: now }).where("pk", "=", token.pk).execute();
}
