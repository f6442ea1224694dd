import { createServer, type Server } from "node:http";
import { getRequestListener, RequestError } from "@hono/node-server";
import type { Env, Hono } from "hono";
import { errorBody } from "../errors.ts";
import { requestIdFrom } from "../observability/request-id.ts";
import { answerClientError, answerConnect, refuseEarly } from "./early-errors.ts";
import { withFileBodies } from "./file-body.ts";
import { LIMITS } from "./limits.ts";

/**
 * Clients given a base URL that ends in `/` send `//api/...` or `//ns/name/resolve/...` (the JS
 * client joins `${hubUrl}/api`): collapse the leading slashes so such paths route as usual.
 */
function collapseLeadingSlashes(url: string | undefined): string | undefined {
	return url?.startsWith("//") ? url.replace(/^\/+/, "/") : url;
}

/** A request `@hono/node-server` cannot turn into a `Request` (bad Host, bad URL): 400 with the error body. */
function requestErrorResponse(error: unknown): Response {
	const bad = error instanceof RequestError;
	const id = requestIdFrom(undefined);
	const body = bad
		? errorBody("BadRequest", `Malformed request: ${error.message}`, id)
		: errorBody("Internal", "Internal server error", id);
	if (!bad) console.error(`[atrium] request ${id} failed before the app:`, error);
	return Response.json(body, {
		status: bad ? 400 : 500,
		headers: { "X-Error-Code": body.code, "X-Request-Id": id, "X-Content-Type-Options": "nosniff" },
	});
}

/** Options of {@link createHubServer}; tests shorten the header timeout. */
export interface HubServerOptions {
	/** Time for a request's headers to arrive (default `LIMITS.headersTimeoutMs`). */
	headersTimeoutMs?: number;
	/** Time a connection may stay silent both ways before it is destroyed (default `LIMITS.idleSocketMs`). */
	idleSocketMs?: number;
}

/**
 * An HTTP server for the app (not yet listening): Node's http module, streaming responses. Every
 * answer, including those given before the app (bounds, parser errors, `CONNECT`), carries the JSON
 * error body and `X-Error-Code`.
 */
export function createHubServer<E extends Env>(app: Hono<E>, options: HubServerOptions = {}): Server {
	const listener = getRequestListener(withFileBodies(app.fetch), { errorHandler: requestErrorResponse });
	const headersTimeout = options.headersTimeoutMs ?? LIMITS.headersTimeoutMs;
	const serverOptions = {
		maxHeaderSize: LIMITS.headerBytes,
		headersTimeout,
		// No bound on a whole request (Node's default cuts any request at 5 minutes, a large upload
		// included); silence is bounded instead, by the socket timeout below.
		requestTimeout: 0,
		// Node checks the header timeout at this interval (30 s by default): a short timeout gets a matching check.
		...(headersTimeout < 30_000 ? { connectionsCheckingInterval: Math.max(10, Math.floor(headersTimeout / 4)) } : {}),
	};
	const server = createServer(serverOptions, (request, response) => {
		request.url = collapseLeadingSlashes(request.url);
		if (!refuseEarly(request, response)) void listener(request, response);
	});
	// With no 'timeout' listener, Node destroys a socket that stays silent this long.
	server.timeout = options.idleSocketMs ?? LIMITS.idleSocketMs;
	server.on("clientError", answerClientError);
	server.on("connect", answerConnect);
	return server;
}
