import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { ApiError } from "../errors.ts";
import { SESSION_COOKIE } from "./access.ts";
import { CSRF_COOKIE, csrfTokenMatches } from "./csrf-token.ts";

export { CSRF_COOKIE, CSRF_HEADER, csrfTokenMatches, newCsrfToken } from "./csrf-token.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a changing request (`POST`, `PUT`, `DELETE`, ...) that carries the hub's cookies but not
 * the anti-forgery token of the `atrium_csrf` cookie in `X-CSRF-Token` (`CsrfRejected`). Requests
 * with an `Authorization` header or without our cookies carry no ambient authority and pass.
 */
export function csrfMiddleware(): MiddlewareHandler {
	return async (c, next) => {
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
	};
}
