import type { Kysely } from "kysely";
import { newSecret, secretHash } from "../../auth/tokens.repository.ts";
import type { Database } from "../../db/database.ts";
import { LIMITS } from "../../http/limits.ts";

/** How long a URL token opens a private static space: one hour; each visit of the space page mints a new one (decision 041). */
export const SPACE_TOKEN_TTL_MS = 3600 * 1000;

/** Token text: base62 after the prefix, so it fits one URL path segment unescaped. */
export const SPACE_TOKEN_PATTERN = /^st_[A-Za-z0-9]{34}$/;

/**
 * Mints a token that lets `userPk` open the space `repoPk` on the spaces origin until `expiresAt`
 * (only its sha256 is stored), removes expired tokens, and keeps at most `LIMITS.liveSpaceTokens`
 * of this user's for this space (the oldest go).
 */
export async function mintSpaceToken(
	db: Kysely<Database>,
	repoPk: string,
	userPk: string,
	now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
	await db.deleteFrom("space_tokens").where("expires_at", "<=", now).execute();
	const token = newSecret("st_");
	const expiresAt = now + SPACE_TOKEN_TTL_MS;
	const hash = secretHash(token);
	await db
		.insertInto("space_tokens")
		.values({ token_hash: hash, repo_pk: repoPk, user_pk: userPk, expires_at: expiresAt })
		.execute();
	const others = await db
		.selectFrom("space_tokens")
		.select("token_hash")
		.where("repo_pk", "=", repoPk)
		.where("user_pk", "=", userPk)
		.where("token_hash", "!=", hash)
		.orderBy("expires_at", "desc")
		.orderBy("token_hash")
		.execute();
	const surplus = others.slice(LIMITS.liveSpaceTokens - 1).map((row) => row.token_hash);
	if (surplus.length > 0) await db.deleteFrom("space_tokens").where("token_hash", "in", surplus).execute();
	return { token, expiresAt };
}

/** The user a live token was minted for, when it was minted for `repoPk`; undefined otherwise. */
export async function spaceTokenUser(
	db: Kysely<Database>,
	token: string,
	repoPk: string,
	now = Date.now(),
): Promise<string | undefined> {
	if (!SPACE_TOKEN_PATTERN.test(token)) return undefined;
	const row = await db
		.selectFrom("space_tokens")
		.select("user_pk")
		.where("token_hash", "=", secretHash(token))
		.where("repo_pk", "=", repoPk)
		.where("expires_at", ">", now)
		.executeTakeFirst();
	return row?.user_pk;
}
