import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { ERROR_CODES, errorBody, type ErrorCode } from "../errors.ts";
import { requestIdFrom } from "../observability/request-id.ts";
import { hasDotSegment } from "./dot-segments.ts";
import { LIMITS } from "./limits.ts";

/** Methods the hub answers; any other gets `MethodNotAllowed` (405) before the app sees it. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

const ALLOW = ALLOWED_METHODS.join(", ");

/** The headers of an error answer written outside the app (same contract as `app.onError`). */
function errorHeaders(code: ErrorCode, message: string, bodyLength: number, requestId: string): Record<string, string> {
	return {
		"Content-Type": "application/json",
		"Content-Length": String(bodyLength),
		"X-Request-Id": requestId,
		"X-Content-Type-Options": "nosniff",
		"X-Error-Code": code,
		"X-Error-Message": message.replace(/[^\x20-\x7e]/g, "?").slice(0, 500),
		...(code === "MethodNotAllowed" ? { Allow: ALLOW } : {}),
	};
}

/** Answers a request with an error, JSON body and `X-Error-Code`, without the app. */
export function writeError(request: IncomingMessage, response: ServerResponse, code: ErrorCode, message: string): void {
	const header = request.headers["x-request-id"];
	const id = requestIdFrom(typeof header === "string" ? header : undefined);
	const body = JSON.stringify(errorBody(code, message, id));
	response.writeHead(ERROR_CODES[code].status, errorHeaders(code, message, Buffer.byteLength(body), id));
	response.end(request.method === "HEAD" ? undefined : body);
	// A body the client still sends is not read: close the connection after the answer.
	if (request.method !== "GET" && request.method !== "HEAD") response.shouldKeepAlive = false;
}

/** An error answer as raw bytes, for sockets the HTTP parser gave up on (and `CONNECT`). */
export function rawErrorResponse(code: ErrorCode, message: string): string {
	const id = requestIdFrom(undefined);
	const body = JSON.stringify(errorBody(code, message, id));
	const status = ERROR_CODES[code].status;
	const head = Object.entries({ ...errorHeaders(code, message, Buffer.byteLength(body), id), Connection: "close" })
		.map(([name, value]) => `${name}: ${value}\r\n`)
		.join("");
	return `HTTP/1.1 ${status} ${code}\r\n${head}\r\n${body}`;
}

/**
 * Checks what can be judged from the request line alone, before any work: the method, the length
 * and depth of the URL, and raw `.`/`..` segments (URL parsing would remove them). Answers and
 * returns true when the request is refused.
 */
export function refuseEarly(request: IncomingMessage, response: ServerResponse): boolean {
	const url = request.url ?? "/";
	const method = request.method ?? "GET";
	if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
		writeError(request, response, "MethodNotAllowed", `Method ${method} is not allowed; use one of ${ALLOW}`);
		return true;
	}
	if (url.length > LIMITS.urlBytes) {
		writeError(request, response, "UriTooLong", `The URL is ${url.length} bytes long (at most ${LIMITS.urlBytes})`);
		return true;
	}
	const path = url.split("?")[0] ?? "";
	let segments = 0;
	for (let index = path.indexOf("/"); index !== -1; index = path.indexOf("/", index + 1)) segments++;
	if (segments > LIMITS.pathSegments) {
		writeError(
			request,
			response,
			"UriTooLong",
			`The URL path has ${segments} segments (at most ${LIMITS.pathSegments})`,
		);
		return true;
	}
	if (hasDotSegment(url)) {
		writeError(request, response, "InvalidPath", "Invalid path: '.' and '..' segments are not allowed");
		return true;
	}
	return false;
}

/** What a parser error means for the client, as an error code and message. */
function parserErrorOf(error: Error & { code?: string }): { code: ErrorCode; message: string } {
	switch (error.code) {
		case "HPE_HEADER_OVERFLOW":
			return { code: "HeadersTooLarge", message: `The request headers are larger than ${LIMITS.headerBytes} bytes` };
		case "HPE_INVALID_METHOD":
			return { code: "MethodNotAllowed", message: `Unknown method; use one of ${ALLOW}` };
		case "ERR_HTTP_REQUEST_TIMEOUT":
			return {
				code: "RequestTimeout",
				message: `The request headers did not arrive within ${LIMITS.headersTimeoutMs / 1000} seconds`,
			};
		case "HPE_URI_TOO_LONG":
			return { code: "UriTooLong", message: `The URL is longer than ${LIMITS.urlBytes} bytes` };
		default:
			return { code: "BadRequest", message: `Malformed HTTP request (${error.code ?? "parse error"})` };
	}
}

/**
 * `clientError` listener: a request Node's parser rejects (bad request line, bad header, headers
 * too large) still gets a JSON error answer when the socket can take one.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
	if (error.code === "ECONNRESET" || !socket.writable) {
		socket.destroy();
		return;
	}
	// An answer already went out (a refusal sent before the body, which then failed to parse): no second one.
	if ((socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
		endThenDestroy(socket);
		return;
	}
	const { code, message } = parserErrorOf(error);
	endThenDestroy(socket, rawErrorResponse(code, message));
}

/**
 * Sends the last bytes of a connection the hub gives up on, then destroys it: `end()` alone only
 * half-closes, and a client that never reads nor closes (a slowloris) would keep the descriptor.
 * The socket is destroyed once the answer is handed to the kernel, or after `LIMITS.answerGraceMs`
 * if the client does not even take that.
 */
export function endThenDestroy(socket: Duplex, answer?: string): void {
	const timer = setTimeout(() => socket.destroy(), LIMITS.answerGraceMs);
	timer.unref();
	socket.once("close", () => clearTimeout(timer));
	socket.end(answer, () => socket.destroy());
}

/**
 * `connect` listener: Node hands `CONNECT` requests to this event and otherwise drops the socket.
 * The hub is no proxy: answer 405 with the error body and close.
 */
export function answerConnect(_request: IncomingMessage, socket: Duplex): void {
	endThenDestroy(socket, rawErrorResponse("MethodNotAllowed", `Method CONNECT is not allowed; use one of ${ALLOW}`));
}
