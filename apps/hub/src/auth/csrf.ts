import { randomBytes, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { ApiError } from "../errors.ts";
import { SESSION_COOKIE } from "./access.ts";

/** Cookie holding the anti-forgery token (double-submit: forms and API calls repeat it). */
export const CSRF_COOKIE = "atrium_csrf";
/** Header the site's API calls carry the form's token in. */
export const CSRF_HEADER = "x-csrf-token";

/** A fresh anti-forgery token. */
export function newCsrfToken(): string {
	return randomBytes(24).toString("base64url");
}

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
				const given = c.req.header(CSRF_HEADER) ?? "";
				const ok =
					expected !== undefined &&
					expected.length >= 16 &&
					given.length === expected.length &&
					timingSafeEqual(Buffer.from(given), Buffer.from(expected));
				if (!ok)
					throw new ApiError(
						"CsrfRejected",
						"The form's anti-forgery token is missing or stale: reload the page and try again",
					);
			}
		}
		await next();
	};
}
