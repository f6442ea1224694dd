import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";

/** Cookie holding the anti-forgery token (double-submit: forms and API calls repeat it). */
export const CSRF_COOKIE = "atrium_csrf";
/** Header the site's API calls carry the form's token in. */
export const CSRF_HEADER = "x-csrf-token";

/** A fresh anti-forgery token. */
export function newCsrfToken(): string {
	return randomBytes(24).toString("base64url");
}

/**
 * Whether the request repeats the anti-forgery token of its `atrium_csrf` cookie in `X-CSRF-Token`
 * (which a page of another site can neither read nor set on a form post).
 */
export function csrfTokenMatches(c: Context): boolean {
	const expected = getCookie(c, CSRF_COOKIE);
	const given = c.req.header(CSRF_HEADER) ?? "";
	return (
		expected !== undefined &&
		expected.length >= 16 &&
		given.length === expected.length &&
		timingSafeEqual(Buffer.from(given), Buffer.from(expected))
	);
}
