import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";

/** Cookie holding the anti-forgery token (double-submit: forms and API calls repeat it). */
export const CSRF_COOKIE = "atrium_csrf";
/** Header the site's API calls carry the form's token in. */
export const CSRF_HEADER = "x-csrf-token";

/** A fresh anti-forgery token: 32 base64url characters. */
export function newCsrfToken(): string {
	return randomBytes(24).toString("base64url");
}

/** The shape of every token {@link newCsrfToken} makes. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/**
 * The anti-forgery token of a `Cookie` header, when it holds exactly one `atrium_csrf` cookie of the
 * hub's own shape; undefined otherwise. Only such a token is echoed into a page: any other value
 * (one chosen to break out of the page's script, to match text of the page, or that the hub and
 * the site would decode differently) is replaced by a fresh token.
 */
export function wellFormedCsrfToken(cookieHeader: string | null): string | undefined {
	const values = csrfCookieParts(cookieHeader).map((part) => part.slice(part.indexOf("=") + 1).trim());
	return values.length === 1 && values[0] !== undefined && TOKEN_SHAPE.test(values[0]) ? values[0] : undefined;
}

/** Whether one part of a `Cookie` header (`name=value`) is the anti-forgery cookie. */
function isCsrfCookie(part: string): boolean {
	const eq = part.indexOf("=");
	return eq !== -1 && part.slice(0, eq).trim() === CSRF_COOKIE;
}

/** The `atrium_csrf=…` parts of a `Cookie` header. */
function csrfCookieParts(cookieHeader: string | null): string[] {
	return (cookieHeader ?? "").split(";").filter(isCsrfCookie);
}

/** The other cookies of a `Cookie` header, each trimmed, in their order. */
export function cookiesOtherThanCsrf(cookieHeader: string | null): string[] {
	return (cookieHeader ?? "")
		.split(";")
		.map((part) => part.trim())
		.filter((part) => part && !isCsrfCookie(part));
}

/** A `Cookie` header with every `atrium_csrf` cookie replaced by one holding `token`. */
export function withCsrfCookie(cookieHeader: string | null, token: string): string {
	return [...cookiesOtherThanCsrf(cookieHeader), `${CSRF_COOKIE}=${token}`].join("; ");
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
