import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { factory, type AppEnv } from "../../app-env.ts";
import { INVALID_CREDENTIALS_MESSAGE, isGitProtocolPath, SESSION_COOKIE } from "../../auth/access.ts";
import { csrfTokenMatches } from "../../http/csrf-token.ts";
import { secretHash, touchToken } from "../../auth/tokens.repository.ts";
import type { Db } from "../../db/create-db.ts";
import { ApiError } from "../../errors.ts";
import { CAS_PATH } from "../../xet/cas-path.ts";

/** The credential of an `Authorization` header: a bearer token, or the password of HTTP basic auth. */
function credentialOf(header: string): string | undefined {
	const [scheme = "", value = ""] = header.trim().split(/\s+/, 2);
	if (/^bearer$/i.test(scheme)) return value || undefined;
	if (/^basic$/i.test(scheme)) {
		const decoded = Buffer.from(value, "base64").toString("utf8");
		const colon = decoded.indexOf(":");
		return colon === -1 ? undefined : decoded.slice(colon + 1) || undefined;
	}
	return undefined;
}

/**
 * Reads the caller's credentials once per request: `Authorization: Bearer <token>`, HTTP basic auth
 * with the token as password (any user name), or the session cookie (on git and git-lfs paths,
 * `isGitProtocolPath`, only together with the anti-forgery token). A token that is unknown, revoked or belongs to a disabled user
 * is refused (401, docs/reference/protocol.md#authentication); a stale session cookie just leaves the caller anonymous. Every check reads the database, so a revocation or a disabled
 * account takes effect at once in every hub process.
 */
export function authMiddleware(deps: { db: Db }): MiddlewareHandler<AppEnv> {
	const db = deps.db.kysely;
	return factory.createMiddleware(async (c, next) => {
		// The Xet CAS checks its own short-lived tokens (features/xet); its callers stay anonymous here.
		if (c.req.path.startsWith(`${CAS_PATH}/`)) return next();
		const header = c.req.header("authorization");
		if (header !== undefined && header.trim() !== "") {
			const secret = credentialOf(header);
			const row = secret
				? await db
						.selectFrom("tokens")
						.innerJoin("accounts", "accounts.pk", "tokens.user_pk")
						.selectAll("tokens")
						.select(["accounts.name as user_name", "accounts.is_admin"])
						.where("tokens.secret_hash", "=", secretHash(secret))
						.where("tokens.revoked_at", "is", null)
						.where("accounts.disabled_at", "is", null)
						.executeTakeFirst()
				: undefined;
			if (!row) throw new ApiError("InvalidCredentials", INVALID_CREDENTIALS_MESSAGE);
			const { user_name, is_admin, ...token } = row;
			await touchToken(db, token);
			c.set("viewer", {
				kind: "user",
				userId: token.user_pk,
				name: user_name,
				isAdmin: is_admin === 1,
				token: { id: token.pk, role: token.role, name: token.name, createdAt: token.created_at },
			});
		} else {
			const cookie = isGitProtocolPath(c.req.path) && !csrfTokenMatches(c) ? undefined : getCookie(c, SESSION_COOKIE);
			if (cookie) {
				const hash = secretHash(cookie);
				const row = await db
					.selectFrom("sessions")
					.innerJoin("accounts", "accounts.pk", "sessions.user_pk")
					.select(["accounts.pk", "accounts.name", "accounts.is_admin"])
					.where("sessions.secret_hash", "=", hash)
					.where("sessions.expires_at", ">", Date.now())
					.where("accounts.disabled_at", "is", null)
					.executeTakeFirst();
				if (row)
					c.set("viewer", {
						kind: "user",
						userId: row.pk,
						name: row.name,
						isAdmin: row.is_admin === 1,
						sessionHash: hash,
					});
			}
		}
		await next();
	});
}
