import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "../errors.ts";

/**
 * Middleware that answers `PayloadTooLarge` (413) when a request body is larger than `maxBytes`:
 * at once from `Content-Length`, or as soon as a chunked body passes the limit while it is read.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
	return bodyLimit({
		maxSize: maxBytes,
		onError: () => {
			throw new ApiError("PayloadTooLarge", `The request body is larger than ${maxBytes} bytes`);
		},
	});
}
