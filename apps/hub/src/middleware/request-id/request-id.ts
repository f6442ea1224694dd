import type { MiddlewareHandler } from "hono";
import { factory, type AppEnv } from "../../app-env.ts";
import { requestIdFrom } from "../../observability/request-id.ts";

/**
 * Gives every request an id (the `requestId` variable), answered in `X-Request-Id` (errors quote it
 * as `requestId`). The outermost middleware: everything after it, the log and errors included, sees the id.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
	return factory.createMiddleware(async function requestId(c, next) {
		const id = requestIdFrom(c.req.header("x-request-id"));
		c.set("requestId", id);
		await next();
		c.res.headers.set("X-Request-Id", id);
	});
}
