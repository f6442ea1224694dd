import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { ApiError } from "../errors.ts";
import { SESSION_COOKIE } from "./access.ts";
import { CSRF_COOKIE, csrfTokenMatches } from "./csrf-token.ts";

export { CSRF_COOKIE, CSRF_HEADER, csrfTokenMatches, newCsrfToken } from "./csrf-token.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** API calls that start a session: a forged one signs the victim's browser into the forger's account. */
const SESSION_STARTING = new Set(["/api/auth/signin", "/api/auth/signup"]);

/** Where this hub is reached, for comparing a browser's `Origin` (lower-case `host[:port]` values). */
function ownHosts(c: Context, config: { publicUrl?: string; trustProxy?: boolean }): string[] {
	const hosts = [c.req.header("host")];
	if (config.publicUrl) hosts.push(URL.parse(config.publicUrl)?.host);
	if (config.trustProxy) hosts.push(c.req.header("x-forwarded-host")?.split(",")[0]?.trim());
	return hosts.filter((host): host is string => Boolean(host)).map((host) => host.toLowerCase());
}

/**
 * Whether a browser says this request was sent by a page of another origin: `Sec-Fetch-Site` other
 * than `same-origin` or `none` (a typed address), or, from browsers without it, an `Origin` whose
 * host is not this hub's. Requests with neither header (command-line clients, scripts) are not.
 */
export function crossOriginRequest(c: Context, config: { publicUrl?: string; trustProxy?: boolean } = {}): boolean {
	const site = c.req.header("sec-fetch-site");
	if (site !== undefined) return site !== "same-origin" && site !== "none";
	const origin = c.req.header("origin");
	if (origin === undefined) return false;
	const host = URL.parse(origin)?.host.toLowerCase();
	return host === undefined || host === "" || !ownHosts(c, config).includes(host);
}

/** The refusal of a cross-origin form post or session start (`CsrfRejected`). */
export function crossOriginRefusal(): ApiError {
	return new ApiError(
		"CsrfRejected",
		"This request came from a page of another site: open this hub's own page and submit the form there",
	);
}

/**
 * Refuses a changing request (`POST`, `PUT`, `DELETE`, ...) that carries the hub's cookies but not
 * the anti-forgery token of the `atrium_csrf` cookie in `X-CSRF-Token` (`CsrfRejected`). Requests
 * with an `Authorization` header or without our cookies carry no ambient authority and pass, except
 * sign-in and sign-up, which create it: a browser sending those from another origin is refused too
 * (login CSRF: a cross-site form, which carries no `SameSite=Lax` cookie, signing the victim in).
 */
export function csrfMiddleware(config: { publicUrl?: string; trustProxy?: boolean } = {}): MiddlewareHandler {
	return async (c, next) => {
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
	};
}
