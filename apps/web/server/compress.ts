import { gzipSync } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

/** Whether the request accepts gzip. */
export function acceptsGzip(request: Request): boolean {
	return /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
}

/**
 * Gzips a text response for clients that accept it, streaming (pages are streamed as React
 * renders them). Leaves alone responses that are already encoded, partial, empty or binary.
 */
export function compressResponse(request: Request, response: Response): Response {
	const type = response.headers.get("content-type") ?? "";
	if (
		!response.body ||
		!acceptsGzip(request) ||
		!COMPRESSIBLE.test(type) ||
		response.headers.has("content-encoding") ||
		response.status === 206
	) {
		return response;
	}
	const headers = new Headers(response.headers);
	headers.set("content-encoding", "gzip");
	headers.delete("content-length");
	headers.append("vary", "Accept-Encoding");
	return new Response(response.body.pipeThrough(new CompressionStream("gzip")), {
		status: response.status,
		statusText: response.statusText,
		headers,
	});
}

const cache = new Map<string, Uint8Array<ArrayBuffer>>();

/** Gzipped bytes of an immutable asset, compressed once (best level) and kept in memory. */
export function gzipOnce(key: string, bytes: Uint8Array): Uint8Array<ArrayBuffer> {
	let hit = cache.get(key);
	if (!hit) {
		hit = new Uint8Array(gzipSync(bytes, { level: 9 }));
		cache.set(key, hit);
	}
	return hit;
}
