import { ownValue } from "../../lookup/own-value.ts";

/** Types of the files a static space is made of, as browsers need them (modules need a JavaScript type). */
const TYPES: Record<string, string> = {
	html: "text/html; charset=utf-8",
	htm: "text/html; charset=utf-8",
	js: "text/javascript; charset=utf-8",
	mjs: "text/javascript; charset=utf-8",
	css: "text/css; charset=utf-8",
	json: "application/json",
	map: "application/json",
	webmanifest: "application/manifest+json",
	txt: "text/plain; charset=utf-8",
	md: "text/markdown; charset=utf-8",
	csv: "text/csv; charset=utf-8",
	svg: "image/svg+xml",
	png: "image/png",
	jpg: "image/jpeg",
	jpeg: "image/jpeg",
	gif: "image/gif",
	webp: "image/webp",
	avif: "image/avif",
	ico: "image/x-icon",
	wasm: "application/wasm",
	woff: "font/woff",
	woff2: "font/woff2",
	ttf: "font/ttf",
	otf: "font/otf",
	wav: "audio/wav",
	mp3: "audio/mpeg",
	ogg: "audio/ogg",
	mp4: "video/mp4",
	webm: "video/webm",
};

/**
 * The Content-Type of a static space's file on the spaces origin, by extension; anything unknown
 * (weights, archives, files without an extension) is `application/octet-stream`, which with
 * `nosniff` a browser never runs or renders.
 */
export function spaceContentTypeOf(path: string): string {
	const name = path.slice(path.lastIndexOf("/") + 1);
	const dot = name.lastIndexOf(".");
	if (dot === -1) return "application/octet-stream";
	return ownValue(TYPES, name.slice(dot + 1).toLowerCase()) ?? "application/octet-stream";
}
