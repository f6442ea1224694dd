import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";

declare module "hono" {
	interface ContextVariableMap {
		/** The request's id: the caller's `X-Request-Id` when it is a plain token, else a new UUID. */
		requestId: string;
	}
}

/** What a caller's `X-Request-Id` may be to be kept: 1–100 letters, digits and `-_.:`. */
const CALLER_ID = /^[\w.:-]{1,100}$/;

/** A request id for a raw request: the caller's `X-Request-Id` when acceptable, else a new UUID. */
export function requestIdFrom(header: string | null | undefined): string {
	return header && CALLER_ID.test(header) ? header : randomUUID();
}

/** The id of the request being handled (set by {@link requestId}; a fresh one outside it). */
export function requestIdOf(c: Context): string {
	return c.get("requestId") ?? requestIdFrom(undefined);
}

/** Gives every request an id, answered in `X-Request-Id` (errors quote it as `requestId`). */
export function requestId(): MiddlewareHandler {
	return async function requestId(c, next) {
		const id = requestIdFrom(c.req.header("x-request-id"));
		c.set("requestId", id);
		await next();
		c.res.headers.set("X-Request-Id", id);
	};
}
