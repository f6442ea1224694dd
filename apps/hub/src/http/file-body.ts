import { open } from "node:fs/promises";
import type { ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { BufferPool } from "../storage/buffer-pool.ts";
import { fileRangeStream } from "../storage/file-range-stream.ts";

/** A byte range of a local file that a response body stands for. */
interface FileSlice {
	path: string;
	/** Inclusive first and last byte. */
	start: number;
	end: number;
}

/** Bodies made by {@link fileBody}, by stream: re-wrapping a Response keeps its body stream. */
const FILE_BODIES = new WeakMap<ReadableStream<Uint8Array>, FileSlice>();

/** Read size of the fast path: large reads keep the syscall count (and the CPU per byte) low. */
const FAST_READ = 1 << 20;
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
	FILE_BODIES.set(stream, { path, start, end });
	return stream;
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
		const slice = response.body ? FILE_BODIES.get(response.body) : undefined;
		const outgoing = (env as { outgoing?: ServerResponse } | undefined)?.outgoing;
		if (!slice || !outgoing || !response.body) return response;
		void response.body.cancel();
		const headers: Record<string, string | string[]> = {};
		response.headers.forEach((value, name) => {
			if (name !== "set-cookie") headers[name] = value;
		});
		const cookies = response.headers.getSetCookie();
		if (cookies.length > 0) headers["set-cookie"] = cookies;
		outgoing.writeHead(response.status, headers);
		void pumpFile(slice, outgoing).catch((error: unknown) => {
			if (!outgoing.destroyed) outgoing.destroy(error instanceof Error ? error : new Error(String(error)));
		});
		return RESPONSE_ALREADY_SENT;
	};
}

/**
 * Writes a file slice into a response through a few reused buffers: a buffer is read again only
 * once the socket has taken its bytes (the write callback). Fresh buffers per chunk (as file read
 * streams allocate) make V8 run a full garbage collection every few dozen megabytes, which halves
 * the throughput of large downloads in a process with a real heap, and leave the process holding
 * the freed memory. Full-size buffers come from a pool and go back once the socket is done with
 * them; a slice smaller than one read gets one buffer of its own size.
 */
async function pumpFile(slice: FileSlice, outgoing: ServerResponse): Promise<void> {
	const handle = await open(slice.path, "r");
	const total = slice.end + 1 - slice.start;
	const pooled = total >= FAST_READ;
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
		return pooled ? fastBuffers.take() : Buffer.allocUnsafe(total);
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
		let position = slice.start;
		while (position <= slice.end) {
			if (outgoing.destroyed) return;
			const buffer = outgoing.writableNeedDrain ? undefined : next();
			if (!buffer) {
				await new Promise<void>((resolve) => (wake = resolve));
				continue;
			}
			const length = Math.min(buffer.byteLength, slice.end + 1 - position);
			const { bytesRead } = await handle.read(buffer, 0, length, position);
			if (bytesRead === 0) {
				release(buffer);
				throw new Error(`${slice.path} ended early`);
			}
			position += bytesRead;
			// A buffer whose write failed may still be referenced by the socket: it is left to the collector.
			outgoing.write(bytesRead === buffer.byteLength ? buffer : buffer.subarray(0, bytesRead), (error) => {
				if (!error) release(buffer);
				signal();
			});
		}
		outgoing.end();
	} finally {
		finished = true;
		if (pooled) for (const buffer of free.splice(0)) fastBuffers.give(buffer);
		outgoing.off("drain", signal);
		outgoing.off("close", signal);
		await handle.close();
	}
}
