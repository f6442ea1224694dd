import { open } from "node:fs/promises";
import type { ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { BufferPool } from "../storage/buffer-pool.ts";
import { fileRangeStream } from "../storage/file-range-stream.ts";

/**
 * Where the bytes of a body that Node writes itself come from: each call fills `buffer` (one of the
 * pump's reused read buffers) and answers the views to write, in order: of `buffer`, or of memory
 * of their own (bytes the source decoded or gathered). An empty list asks for another call;
 * `undefined` ends the body. Sources are made when the body is sent, and closed once it is done.
 */
export interface PumpSource {
	/** Bytes the source reads in all (a small read gets one buffer of its size instead of pooled ones). */
	readonly readBytes: number;
	next(buffer: Buffer): Promise<readonly Uint8Array[] | undefined>;
	close(): Promise<void>;
}

/** Bodies whose bytes Node writes itself, by stream (re-wrapping a Response keeps its body stream). */
const SOCKET_BODIES = new WeakMap<ReadableStream<Uint8Array>, () => Promise<PumpSource>>();

/**
 * Marks `stream` as a body that {@link withFileBodies} sends from `open`'s source through the pooled
 * buffers instead of reading the stream; `stream` must stand for the same bytes (it is what every
 * other reader gets). Returns `stream`.
 */
export function pumpedBody(
	stream: ReadableStream<Uint8Array>,
	open: () => Promise<PumpSource>,
): ReadableStream<Uint8Array> {
	SOCKET_BODIES.set(stream, open);
	return stream;
}

/** Read size of the fast path: large reads keep the syscall count (and the CPU per byte) low. */
export const FAST_READ = 1 << 20;
/** Buffers each fast-path response cycles through: one being read while others are written. */
const FAST_BUFFERS = 3;
/** Full-size read buffers between responses (two responses' worth), so each download does not allocate its own. */
const fastBuffers = new BufferPool<Buffer>(() => Buffer.allocUnsafeSlow(FAST_READ), 2 * FAST_BUFFERS);

/**
 * A response body for bytes `start..end` (inclusive) of a local file. Served by the hub's HTTP
 * server it is never read as a web stream: {@link withFileBodies} pipes the file straight into the
 * socket with large reads. Anywhere else (`app.request` in tests, the in-process site) it reads
 * lazily (the file is opened on the first read, so an unread body holds no descriptor).
 */
export function fileBody(path: string, start: number, end: number): ReadableStream<Uint8Array> {
	const stream = fileRangeStream(path, start, end, { name: path, highWaterMark: 0 });
	return pumpedBody(stream, () => fileSource(path, start, end));
}

/** Bytes `start..end` (inclusive) of a local file, a buffer at a time. */
async function fileSource(path: string, start: number, end: number): Promise<PumpSource> {
	const handle = await open(path, "r");
	let position = start;
	return {
		readBytes: end + 1 - start,
		async next(buffer) {
			if (position > end) return undefined;
			const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.byteLength, end + 1 - position), position);
			if (bytesRead === 0) throw new Error(`${path} ended early`);
			position += bytesRead;
			return [bytesRead === buffer.byteLength ? buffer : buffer.subarray(0, bytesRead)];
		},
		close: () => handle.close(),
	};
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Hono's node bindings, taken as they come
type Fetch = (request: Request, env: any) => Response | Promise<Response>;

/**
 * Wraps the app's fetch for `@hono/node-server`: a response whose body is a {@link fileBody} is
 * written by Node itself (headers as the app set them, then a file read stream piped into the
 * socket), avoiding a web-stream copy per chunk. Everything else passes through.
 */
export function withFileBodies(fetch: Fetch): Fetch {
	return async (request, env) => {
		const response = await fetch(request, env);
		const openSource = response.body ? SOCKET_BODIES.get(response.body) : undefined;
		const outgoing = (env as { outgoing?: ServerResponse } | undefined)?.outgoing;
		if (!openSource || !outgoing || !response.body) return response;
		void response.body.cancel();
		const headers: Record<string, string | string[]> = {};
		response.headers.forEach((value, name) => {
			if (name !== "set-cookie") headers[name] = value;
		});
		const cookies = response.headers.getSetCookie();
		if (cookies.length > 0) headers["set-cookie"] = cookies;
		outgoing.writeHead(response.status, headers);
		void pump(openSource, outgoing).catch((error: unknown) => {
			if (!outgoing.destroyed) outgoing.destroy(error instanceof Error ? error : new Error(String(error)));
		});
		return RESPONSE_ALREADY_SENT;
	};
}

/**
 * Writes a source's bytes into a response through a few reused buffers: a buffer is filled again
 * only once the socket has taken every view of it (the callback of its last write, writes finishing
 * in order). Fresh buffers per chunk (as file read streams allocate) make V8 run a full garbage
 * collection every few dozen megabytes, which halves the throughput of large downloads in a process
 * with a real heap, and leave the process holding the freed memory. Full-size buffers come from a
 * pool and go back once the socket is done with them; a body smaller than one read gets one buffer
 * of its own size. The views of one buffer go out in one corked write (one `writev`).
 */
async function pump(openSource: () => Promise<PumpSource>, outgoing: ServerResponse): Promise<void> {
	const source = await openSource();
	const pooled = source.readBytes >= FAST_READ;
	const free: Buffer[] = [];
	let owned = 0;
	let finished = false;
	/** A buffer that no write holds any more: kept for the next read, or returned once the response is done. */
	const release = (buffer: Buffer): void => {
		if (!finished) free.push(buffer);
		else if (pooled) fastBuffers.give(buffer);
	};
	const next = (): Buffer | undefined => {
		const buffer = free.pop();
		if (buffer || owned === (pooled ? FAST_BUFFERS : 1)) return buffer;
		owned++;
		return pooled ? fastBuffers.take() : Buffer.allocUnsafe(Math.max(source.readBytes, 1));
	};
	let wake: (() => void) | undefined;
	const signal = (): void => {
		const resume = wake;
		wake = undefined;
		resume?.();
	};
	outgoing.on("drain", signal);
	outgoing.on("close", signal);
	try {
		for (;;) {
			if (outgoing.destroyed) return;
			const buffer = outgoing.writableNeedDrain ? undefined : next();
			if (!buffer) {
				await new Promise<void>((resolve) => (wake = resolve));
				continue;
			}
			let views: readonly Uint8Array[] | undefined;
			try {
				views = await source.next(buffer);
			} catch (error) {
				release(buffer);
				throw error;
			}
			if (!views) {
				release(buffer);
				break;
			}
			if (views.length === 0) {
				release(buffer);
				continue;
			}
			const written = (error: Error | null | undefined): void => {
				// A buffer whose write failed may still be referenced by the socket: it is left to the collector.
				if (!error) release(buffer);
				signal();
			};
			outgoing.cork();
			for (let index = 0; index < views.length; index++)
				outgoing.write(views[index] as Uint8Array, index === views.length - 1 ? written : undefined);
			outgoing.uncork();
		}
		outgoing.end();
	} finally {
		finished = true;
		if (pooled) for (const buffer of free.splice(0)) fastBuffers.give(buffer);
		outgoing.off("drain", signal);
		outgoing.off("close", signal);
		await source.close();
	}
}
