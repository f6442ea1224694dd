import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppContext, AppEnv } from "../app-env.ts";

/** What a caller's `X-Request-Id` may be to be kept: 1–100 letters, digits and `-_.:`. */
const CALLER_ID = /^[\w.:-]{1,100}$/;

/** A request id for a raw request: the caller's `X-Request-Id` when acceptable, else a new UUID. */
export function requestIdFrom(header: string | null | undefined): string {
	return header && CALLER_ID.test(header) ? header : randomUUID();
}

/** The id of the request being handled (set by {@link requestId}; a fresh one outside it). */
export function requestIdOf(c: AppContext): string {
	return c.get("requestId") ?? requestIdFrom(undefined);
}

/** Gives every request an id, answered in `X-Request-Id` (errors quote it as `requestId`). */
export function requestId(): MiddlewareHandler<AppEnv> {
	return async function requestId(c, next) {
		const id = requestIdFrom(c.req.header("x-request-id"));
		c.set("requestId", id);
		await next();
		c.res.headers.set("X-Request-Id", id);
	};
}
