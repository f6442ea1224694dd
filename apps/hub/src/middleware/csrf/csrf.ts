import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { factory, type AppEnv } from "../../app-env.ts";
import { SESSION_COOKIE } from "../../auth/access.ts";
import { crossOriginRefusal, crossOriginRequest } from "../../http/cross-origin.ts";
import { CSRF_COOKIE, csrfTokenMatches } from "../../http/csrf-token.ts";
import { ApiError } from "../../errors.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** API calls that start a session: a forged one signs the victim's browser into the forger's account. */
const SESSION_STARTING = new Set(["/api/auth/signin", "/api/auth/signup"]);

/**
 * Refuses a changing request (`POST`, `PUT`, `DELETE`, ...) that carries the hub's cookies but not
 * the anti-forgery token of the `atrium_csrf` cookie in `X-CSRF-Token` (`CsrfRejected`). Requests
 * with an `Authorization` header or without our cookies carry no ambient authority and pass, except
 * sign-in and sign-up, which create it: a browser sending those from another origin is refused too
 * (login CSRF: a cross-site form, which carries no `SameSite=Lax` cookie, signing the victim in).
 */
export function csrfMiddleware(config: { publicUrl?: string; trustProxy?: boolean } = {}): MiddlewareHandler<AppEnv> {
	return factory.createMiddleware(async (c, next) => {
		if (c.req.method === "POST" && SESSION_STARTING.has(c.req.path) && crossOriginRequest(c, config))
			throw crossOriginRefusal();
		if (!SAFE.has(c.req.method) && !c.req.header("authorization")) {
			const session = getCookie(c, SESSION_COOKIE);
			const expected = getCookie(c, CSRF_COOKIE);
			if (session !== undefined || expected !== undefined) {
				if (!csrfTokenMatches(c))
					throw new ApiError(
						"CsrfRejected",
						"The form's anti-forgery token is missing or stale: reload the page and try again",
					);
			}
		}
		await next();
	});
}
