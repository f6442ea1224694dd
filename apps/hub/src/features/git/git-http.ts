import type { Context } from "hono";
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { viewerOf } from "../../auth/access.ts";
import { ApiError, ERROR_CODES } from "../../errors.ts";

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
	headers["X-Error-Message"] = error.message.replace(/[^\x20-\x7e]/g, "?").slice(0, 500);
	const message =
		status === 401 ? `Authentication required: use an access token as the password (${error.message})` : error.message;
	return new Response(`${message}\n`, { status, headers });
}

/** Largest request body of upload-pack (wants and haves), after decompression. */
export const MAX_NEGOTIATION_BYTES = 32 * 1024 * 1024;

/**
 * The request body as a stream of chunks, gunzipped when git compressed it (`Content-Encoding: gzip`),
 * failing with `BadRequest` past `maxBytes`.
 */
export async function* requestBody(c: Context, maxBytes: number): AsyncGenerator<Uint8Array> {
	const encoding = (c.req.header("content-encoding") ?? "").toLowerCase();
	// Node's own request stream when served over HTTP (faster than the Fetch body), else the Fetch body.
	const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
	const direct = incoming && !incoming.readableDidRead && incoming.listenerCount("data") === 0 ? incoming : undefined;
	const source = direct ?? c.req.raw.body;
	if (!source) return;
	let stream: AsyncIterable<Uint8Array> = source;
	if (encoding === "gzip" || encoding === "x-gzip") stream = Readable.from(stream).pipe(createGunzip());
	else if (encoding && encoding !== "identity")
		throw new ApiError("BadRequest", `Unsupported Content-Encoding: ${encoding}`);
	let total = 0;
	try {
		for await (const chunk of stream) {
			total += chunk.byteLength;
			if (total > maxBytes) throw new ApiError("BadRequest", `Request body exceeds ${maxBytes} bytes`);
			yield chunk;
		}
	} catch (error) {
		if (error instanceof ApiError) throw error;
		throw new ApiError("BadRequest", "Malformed request body (bad gzip data?)");
	}
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
