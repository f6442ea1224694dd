import type { Context } from "hono";
import { viewerOf } from "../../auth/access.ts";
import type { ApiError } from "../../errors.ts";
import { ERROR_CODES } from "../../errors.ts";
import { headerText } from "../../http/error-response.ts";
import { LIMITS } from "../../http/limits.ts";
import { bodyChunks } from "../../http/read-body.ts";

/** Realm of the basic-auth challenge git answers with the user's token as password. */
export const GIT_REALM = 'Basic realm="Atrium", charset="UTF-8"';

/**
 * An error as git shows it: plain text (git prints it after `remote:`), 401 with a basic-auth
 * challenge when the caller sent no credentials and the repository may exist, so git asks for them.
 * Private repositories and missing ones answer the same.
 */
export function gitErrorResponse(c: Context, error: ApiError): Response {
	const anonymous = viewerOf(c).kind === "anonymous";
	let status = error.status;
	if (error.code === "RepoNotFound") status = anonymous ? 401 : 404;
	if (status === 403 && anonymous) status = 401;
	const headers: Record<string, string> = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" };
	if (status === 401) headers["WWW-Authenticate"] = GIT_REALM;
	if (ERROR_CODES[error.code].header) headers["X-Error-Code"] = error.code;
	headers["X-Error-Message"] = headerText(error.message);
	const message =
		status === 401 ? `Authentication required: use an access token as the password (${error.message})` : error.message;
	return new Response(`${message}\n`, { status, headers });
}

/** Largest request body of upload-pack (wants and haves), after decompression. */
export const MAX_NEGOTIATION_BYTES = LIMITS.gitNegotiationBytes;

/**
 * The request body as a stream of chunks, gunzipped when git compressed it (`Content-Encoding: gzip`),
 * counted after decompression and refused with `PayloadTooLarge` past `maxBytes` (or past the gzip
 * expansion bound) while it streams: the shared reader of `http/read-body.ts`. Each chunk is valid
 * until the next is read (`transient`): git bodies go through `PktLineReader`, which copies what it
 * keeps, and a pack is spooled chunk by chunk, so a push's chunks are freed as it streams.
 */
export function requestBody(c: Context, maxBytes: number): AsyncGenerator<Uint8Array> {
	return bodyChunks(c, maxBytes, { gzip: true, transient: true });
}

/** A streamed response of a git service. */
export function gitStream(contentType: string, chunks: AsyncIterable<Uint8Array> | Uint8Array[]): Response {
	const headers = { "Content-Type": contentType, "Cache-Control": "no-cache, max-age=0, must-revalidate" };
	if (Array.isArray(chunks)) return new Response(Buffer.concat(chunks), { headers });
	const iterator = chunks[Symbol.asyncIterator]();
	const body = new ReadableStream<Uint8Array>({
		async pull(controller) {
			try {
				const next = await iterator.next();
				if (next.done) controller.close();
				else controller.enqueue(next.value);
			} catch (error) {
				console.error("[atrium] git response failed:", error);
				controller.error(error);
			}
		},
		async cancel() {
			await iterator.return?.();
		},
	});
	return new Response(body, { headers });
}
