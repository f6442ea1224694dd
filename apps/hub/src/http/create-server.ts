import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { hasDotSegment } from "./dot-segments.ts";

/** Raw `..` or `.` path segments never reach the router (URL parsing would remove them): answer 400. */
function rejectDotSegments(request: IncomingMessage, response: ServerResponse): boolean {
	if (!hasDotSegment(request.url ?? "/")) return false;
	const message = "Invalid path: '.' and '..' segments are not allowed";
	response.writeHead(400, {
		"Content-Type": "application/json",
		"X-Error-Code": "InvalidPath",
		"X-Error-Message": message,
	});
	response.end(JSON.stringify({ error: message, code: "InvalidPath" }));
	return true;
}

/**
 * Clients given a base URL that ends in `/` send `//api/...` or `//ns/name/resolve/...` (the JS
 * client joins `${hubUrl}/api`): collapse the leading slashes so such paths route as usual.
 */
function collapseLeadingSlashes(request: IncomingMessage): void {
	if (request.url?.startsWith("//")) request.url = request.url.replace(/^\/+/, "/");
}

/** An HTTP server for the app (not yet listening): Node's http module, streaming responses. */
export function createHubServer(app: Hono): Server {
	const listener = getRequestListener(app.fetch);
	return createServer((request, response) => {
		collapseLeadingSlashes(request);
		if (!rejectDotSegments(request, response)) void listener(request, response);
	});
}
