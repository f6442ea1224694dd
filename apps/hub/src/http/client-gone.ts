import { IncomingMessage } from "node:http";
import type { Context } from "hono";

/**
 * Whether the client closed the connection before its request had fully arrived. The route's
 * failure is then the client's doing, not the hub's: it is answered as `RequestAborted`, not as a
 * server error. Only a request Node served can tell; an in-process request never is cut off.
 */
export function requestCutOff(c: Context): boolean {
	const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
	return incoming instanceof IncomingMessage && !incoming.complete && incoming.destroyed;
}
