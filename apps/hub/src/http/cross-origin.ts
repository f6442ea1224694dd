// Telling a request a browser sent from a page of another origin from a same-origin one: the API's CSRF
// middleware (middleware/csrf/) and the site's form posts (site-request.ts) both refuse such requests.
import type { Context } from "hono";
import { ApiError } from "../errors.ts";

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
