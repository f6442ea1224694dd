import type { Context } from "hono";
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { ApiError } from "../errors.ts";
import { releaseNow } from "../storage/sole-buffer.ts";
import { LIMITS } from "./limits.ts";

/**
 * The one way the hub reads a request body. Every reader counts bytes as they arrive and stops at
 * the limit, so a refused body costs at most the limit (plus one chunk) in memory and reading:
 *
 * - a `Content-Length` already over the limit is refused before a byte is read;
 * - a chunked (or lying) body is refused as soon as the count passes the limit;
 * - a gzip body (`gzip: true`) is counted after decompression, and its expansion ratio is bounded.
 *
 * The refusal is `PayloadTooLarge` (413). The unread rest of the body is never buffered: after the
 * answer, `@hono/node-server` discards at most 64 MiB or 500 ms of it, so a client that reads while
 * it sends sees the answer, then closes the connection (an immediate close made clients that were
 * still sending fail with EPIPE before they read the 413). `c.req.raw` is left as it is (the access
 * contract keys the viewer on it).
 */

/** The refusal of a body over `maxBytes`. */
export function bodyTooLarge(maxBytes: number, what = "The request body"): ApiError {
	return new ApiError("PayloadTooLarge", `${what} is larger than ${maxBytes} bytes; send a smaller one`);
}

/** Refuses a request whose declared `Content-Length` is over `maxBytes`, before reading anything. */
export function refuseDeclaredLength(headers: Headers, maxBytes: number): void {
	const declared = headers.get("content-length");
	if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) throw bodyTooLarge(maxBytes);
}

/**
 * Node's own request, when the hub is served over HTTP and nothing has read its body yet: a faster
 * source than the Fetch body, and one whose chunks are fresh buffers nobody else holds (each piece of
 * the body arrives in a new buffer, never touched again). Undefined otherwise (`app.request`, tests).
 */
export function nodeRequestBody(c: Context): IncomingMessage | undefined {
	const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
	return incoming && !incoming.readableDidRead && incoming.listenerCount("data") === 0 ? incoming : undefined;
}

/** Options of {@link bodyChunks}. */
export interface BodyOptions {
	/** Decompress a `Content-Encoding: gzip` body (git); otherwise an encoded body is read as it is. */
	gzip?: boolean;
	/**
	 * The reader is done with each chunk when it asks for the next (it keeps no view of it), so the
	 * request's own chunks are freed at once instead of by the garbage collector (`sole-buffer.ts`).
	 */
	transient?: boolean;
}

/**
 * The request body as chunks, counted against `maxBytes` as they arrive (after decompression when
 * `gzip` is set). Throws `PayloadTooLarge` past the limit, `BadRequest` for broken gzip data.
 */
export async function* bodyChunks(c: Context, maxBytes: number, options: BodyOptions = {}): AsyncGenerator<Uint8Array> {
	const encoding = (c.req.header("content-encoding") ?? "").toLowerCase().trim();
	const gzip = options.gzip === true && (encoding === "gzip" || encoding === "x-gzip");
	if (options.gzip && !gzip && encoding && encoding !== "identity")
		throw new ApiError("BadRequest", `Unsupported Content-Encoding: ${encoding}`);
	if (!gzip) refuseDeclaredLength(c.req.raw.headers, maxBytes);
	// Node's own request stream when served over HTTP (faster than the Fetch body), else the Fetch body.
	const direct = nodeRequestBody(c);
	const source: AsyncIterable<Uint8Array> | null = direct ?? c.req.raw.body;
	if (!source) return;
	if (!gzip) {
		for await (const chunk of counted(source, maxBytes)) {
			yield chunk;
			// Only Node's request yields chunks nobody else holds (a Fetch body may be the caller's bytes).
			if (options.transient && direct) releaseNow(chunk);
		}
		return;
	}
	const raw = detached(source);
	// Compressed bytes are counted too: the body may not expand more than `gzipRatio` times (a bomb).
	let compressed = 0;
	const input = Readable.from(
		(async function* () {
			for await (const chunk of raw) {
				compressed += chunk.byteLength;
				if (compressed > maxBytes) throw bodyTooLarge(maxBytes);
				yield chunk;
			}
		})(),
	);
	const gunzip = input.pipe(createGunzip());
	input.on("error", (error) => gunzip.destroy(error));
	let total = 0;
	try {
		for await (const chunk of gunzip as AsyncIterable<Buffer>) {
			total += chunk.byteLength;
			if (total > maxBytes) throw bodyTooLarge(maxBytes, "The request body, decompressed,");
			if (total > LIMITS.gzipSlackBytes + compressed * LIMITS.gzipRatio)
				throw new ApiError(
					"PayloadTooLarge",
					`The gzip request body expands more than ${LIMITS.gzipRatio} times; send it uncompressed`,
				);
			yield chunk;
		}
	} catch (error) {
		if (error instanceof ApiError) throw error;
		throw new ApiError("BadRequest", "Malformed request body (bad gzip data)");
	} finally {
		gunzip.destroy();
		input.destroy();
	}
}

/**
 * The chunks of `source`, without ever ending it early: a reader that stops (a refusal) leaves the
 * request stream paused rather than destroyed, since destroying Node's request destroys its socket
 * and the refusal would never reach the client. The answer then closes the connection.
 */
async function* detached(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
	const iterator = source[Symbol.asyncIterator]();
	for (;;) {
		const next = await iterator.next();
		if (next.done) return;
		yield next.value;
	}
}

/** The chunks of `source`, throwing `PayloadTooLarge` as soon as they add up to more than `maxBytes`. */
export async function* counted(source: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
	let total = 0;
	for await (const chunk of detached(source)) {
		total += chunk.byteLength;
		if (total > maxBytes) throw bodyTooLarge(maxBytes);
		yield chunk;
	}
}

/** The whole body as bytes, at most `maxBytes`. */
export async function readBodyBytes(c: Context, maxBytes: number): Promise<Buffer> {
	const chunks: Uint8Array[] = [];
	for await (const chunk of bodyChunks(c, maxBytes)) chunks.push(chunk);
	return Buffer.concat(chunks);
}

/** The whole body as UTF-8 text, at most `maxBytes`. */
export async function readBodyText(c: Context, maxBytes: number): Promise<string> {
	return (await readBodyBytes(c, maxBytes)).toString("utf8");
}

/** The body as JSON, at most `maxBytes`; `undefined` for an empty body, `BadRequest` for invalid JSON. */
export async function readJsonBody(c: Context, maxBytes: number): Promise<unknown> {
	const text = await readBodyText(c, maxBytes);
	if (!text.trim()) return undefined;
	try {
		return JSON.parse(text) as unknown;
	} catch {
		throw new ApiError("BadRequest", "The body is not valid JSON");
	}
}

/**
 * The body as an object, at most `maxBytes`: a JSON object when the type says JSON, else form
 * fields (`application/x-www-form-urlencoded`). An empty body is `{}`.
 */
export async function readBodyObject(c: Context, maxBytes: number): Promise<Record<string, unknown>> {
	if (!(c.req.header("content-type") ?? "").includes("application/json"))
		return Object.fromEntries(new URLSearchParams(await readBodyText(c, maxBytes)));
	const body = await readJsonBody(c, maxBytes);
	if (body === undefined) return {};
	if (!body || typeof body !== "object" || Array.isArray(body))
		throw new ApiError("BadRequest", "The body must be a JSON object");
	return body as Record<string, unknown>;
}

/**
 * A body stream for a handler the hub passes the request on to (the site): the same count and
 * refusal while the handler reads. The handler sees a stream error; `onRefused` gets the refusal,
 * so the caller can answer it whatever the handler made of the error.
 */
export function limitedStream(
	body: ReadableStream<Uint8Array>,
	maxBytes: number,
	onRefused: (error: ApiError) => void = () => undefined,
): ReadableStream<Uint8Array> {
	const iterator = counted(body, maxBytes)[Symbol.asyncIterator]();
	return new ReadableStream<Uint8Array>({
		async pull(controller) {
			try {
				const next = await iterator.next();
				if (next.done) controller.close();
				else controller.enqueue(next.value);
			} catch (error) {
				if (error instanceof ApiError) onRefused(error);
				controller.error(error);
			}
		},
		async cancel() {
			await iterator.return?.(undefined);
		},
	});
}

/**
 * The lines of a body (split on `\n`), each at most `maxLineBytes`, numbered from 1, without
 * holding more than one line and one chunk. Throws `PayloadTooLarge` for a longer line.
 */
export async function* bodyLines(
	chunks: AsyncIterable<Uint8Array>,
	maxLineBytes: number,
): AsyncGenerator<{ text: string; number: number }> {
	let parts: Buffer[] = [];
	let pending = 0;
	let number = 0;
	const take = (): string => {
		const text = Buffer.concat(parts).toString("utf8");
		parts = [];
		pending = 0;
		return text;
	};
	for await (const value of chunks) {
		let chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
		for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10)) {
			if (pending + newline > maxLineBytes) throw bodyTooLarge(maxLineBytes, `Line ${number + 1} of the body`);
			parts.push(chunk.subarray(0, newline));
			chunk = chunk.subarray(newline + 1);
			yield { text: take(), number: ++number };
		}
		pending += chunk.byteLength;
		if (pending > maxLineBytes) throw bodyTooLarge(maxLineBytes, `Line ${number + 1} of the body`);
		if (chunk.byteLength > 0) parts.push(Buffer.from(chunk));
	}
	if (pending > 0) yield { text: take(), number: ++number };
}
