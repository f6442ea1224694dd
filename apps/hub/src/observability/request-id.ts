import { randomUUID } from "node:crypto";
import type { AppContext } from "../app-env.ts";

/** What a caller's `X-Request-Id` may be to be kept: 1–100 letters, digits and `-_.:`. */
const CALLER_ID = /^[\w.:-]{1,100}$/;

/** A request id for a raw request: the caller's `X-Request-Id` when acceptable, else a new UUID. */
export function requestIdFrom(header: string | null | undefined): string {
	return header && CALLER_ID.test(header) ? header : randomUUID();
}

/** The id of the request being handled (set by the request-id middleware, `middleware/request-id/`; a fresh one outside it). */
export function requestIdOf(c: AppContext): string {
	return c.get("requestId") ?? requestIdFrom(undefined);
}
