import type { Context } from "hono";
import { matchedRoutes } from "hono/route";

/** Route family of requests no route matched. */
export const UNMATCHED_FAMILY = "unmatched";
/** Route family of the site's catch-all. */
export const SITE_FAMILY = "site";

/**
 * The family of URLs one route serves, for logs and metric labels: the route's pattern with the
 * regular expressions of its parameters dropped (`/api/:type{(?:models|datasets|spaces)}/:namespace/:name`
 * → `/api/:type/:namespace/:name`); the catch-all is `site`. There are as many families as routes,
 * so labels stay few whatever the URLs.
 */
export function routeFamilyOf(pattern: string | undefined): string {
	if (!pattern) return UNMATCHED_FAMILY;
	if (pattern === "*" || pattern === "/*") return SITE_FAMILY;
	return pattern.replace(/(:\w+)\{(?:[^{}]|\{[^{}]*\})*\}/g, "$1");
}

/**
 * Hono wraps each route of a sub-app that has its own `onError` (git, LFS) in a `(c, next)` function
 * and keeps the route's own handler on the wrapper under this key.
 */
const WRAPPED_HANDLER_KEY = "__COMPOSED_HANDLER";

/** The handler a route was registered with, under Hono's wrapper for a sub-app's error handler. */
function ownHandler(handler: (...args: never[]) => unknown): (...args: never[]) => unknown {
	const inner = (handler as unknown as Record<string, unknown>)[WRAPPED_HANDLER_KEY];
	return typeof inner === "function" ? (inner as (...args: never[]) => unknown) : handler;
}

/**
 * The route family of the route that answered `c` (call after `next()`): the handler Hono ran last.
 * When that is a middleware (it takes `next`) that answered before the route (a refused credential,
 * say), the family of the route the request was for; `unmatched` when none matched.
 */
export function answeredFamily(c: Context): string {
	const routes = matchedRoutes(c);
	for (let index = Math.max(c.req.routeIndex, 0); index < routes.length; index++) {
		const route = routes[index];
		if (route && ownHandler(route.handler).length < 2) return routeFamilyOf(route.path);
	}
	return UNMATCHED_FAMILY;
}
