import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { acceptsGzip, gzipOnce } from "./compress.ts";
import { ownValue } from "../app/lib/own-value.ts";

const TYPES: Record<string, string> = {
	".js": "text/javascript; charset=utf-8",
	".mjs": "text/javascript; charset=utf-8",
	".css": "text/css; charset=utf-8",
	".json": "application/json",
	".svg": "image/svg+xml",
	".png": "image/png",
	".jpg": "image/jpeg",
	".jpeg": "image/jpeg",
	".gif": "image/gif",
	".webp": "image/webp",
	".ico": "image/x-icon",
	".woff2": "font/woff2",
	".wav": "audio/wav",
	".mp3": "audio/mpeg",
	".flac": "audio/flac",
	".ogg": "audio/ogg",
	".mp4": "video/mp4",
	".txt": "text/plain; charset=utf-8",
	".map": "application/json",
};

/**
 * Serves a file below `root` for a URL path relative to it, or returns null when there is no
 * such file. Paths that climb out of `root` are refused (null). `immutable` marks fingerprinted
 * assets that may be cached forever; text ones are sent gzipped (compressed once) when accepted.
 */
export async function serveFile(
	root: string,
	relativeUrlPath: string,
	request: Request,
	immutable: boolean,
): Promise<Response | null> {
	let decoded: string;
	try {
		decoded = decodeURIComponent(relativeUrlPath);
	} catch {
		return null;
	}
	if (decoded.includes("\0")) return null;
	const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
	if (file !== root && !file.startsWith(root + path.sep)) return null;
	let info;
	try {
		info = await stat(file);
	} catch {
		return null;
	}
	if (!info.isFile()) return null;
	const headers = new Headers({
		"content-type": ownValue(TYPES, path.extname(file).toLowerCase()) ?? "application/octet-stream",
		"content-length": String(info.size),
		"cache-control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
		"x-content-type-options": "nosniff",
	});
	const type = headers.get("content-type") ?? "";
	if (immutable && acceptsGzip(request) && /^(text\/|application\/json|image\/svg)/.test(type)) {
		const gz = gzipOnce(file, await readFile(file));
		headers.set("content-encoding", "gzip");
		headers.set("content-length", String(gz.length));
		headers.set("vary", "Accept-Encoding");
		return new Response(request.method === "HEAD" ? null : gz, { headers });
	}
	if (request.method === "HEAD") return new Response(null, { headers });
	const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
	return new Response(body, { headers });
}
