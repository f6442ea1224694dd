import { constants, crc32, deflateRawSync, gzipSync } from "node:zlib";
import type { PageTemplate } from "./page-template.ts";

/** gzip's member header (RFC 1952): deflate, no flags, no time, no extra flags, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A last, empty block of fixed codes: ends a deflate stream that so far ended on a byte boundary. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
/** How far back a deflate match may reach, so the most of the text before a piece worth giving as its dictionary. */
const WINDOW_BYTES = 32 * 1024;
/** The byte that stands in for a hole while pieces are compressed: no page piece may hold it (see {@link encodePageBody}). */
const STAND_IN = 0;
/** The level a kept page's pieces are compressed at: once per page, so the smallest. */
const KEPT_LEVEL = 9;
/** The level of a page compressed for one visitor (a hole value of an unexpected length): cheap. */
const PER_VISITOR_LEVEL = 4;

/**
 * A kept page's body, encoded once: the UTF-8 bytes of the text between its holes and, when it could
 * be done, each piece compressed once as raw deflate blocks that end on a byte boundary.
 *
 * Each piece is compressed with the text before it as its dictionary, each hole standing in as that
 * many NUL bytes; no piece holds a NUL, so no match can copy a stand-in byte, and a filled hole whose
 * value has the stand-in's length leaves every match distance right. A visitor's page is then the
 * header, the pieces and the hole values (as stored blocks), a final empty block and the trailer:
 * as small as a page compressed whole, at the cost of one CRC-32 of its bytes.
 */
export interface PageBody {
	pieces: Buffer[];
	holes: string[];
	/** The byte length each hole had when the pieces were compressed. */
	holeBytes: number[];
	/** One per piece; absent when a piece holds a NUL (the page is then compressed for each visitor). */
	deflated?: Buffer[];
}

/** Encodes `template`, whose holes had the byte lengths `holeBytes` (by name) when it was cut. */
export function encodePageBody(template: PageTemplate, holeBytes: Record<string, number>): PageBody {
	const pieces = template.pieces.map((piece) => Buffer.from(piece, "utf8"));
	const lengths = template.holes.map((hole) => holeBytes[hole] ?? 0);
	const body: PageBody = { pieces, holes: template.holes, holeBytes: lengths };
	if (pieces.some((piece) => piece.includes(STAND_IN))) return body;
	// The text before the piece being compressed, as far back as a match may reach.
	let dictionary = Buffer.alloc(0);
	body.deflated = pieces.map((piece, index) => {
		const deflated = deflateRawSync(piece, {
			level: KEPT_LEVEL,
			finishFlush: constants.Z_SYNC_FLUSH,
			...(dictionary.length > 0 ? { dictionary } : {}),
		});
		const context = Buffer.concat([dictionary, piece, Buffer.alloc(lengths[index] ?? 0, STAND_IN)]);
		dictionary = context.subarray(Math.max(0, context.length - WINDOW_BYTES));
		return deflated;
	});
	return body;
}

/** The UTF-8 bytes of each hole's value, in the body's hole order. */
function holeValues(body: PageBody, values: Record<string, string>): Buffer[] {
	return body.holes.map((hole) => Buffer.from(values[hole] ?? "", "utf8"));
}

/** The page with its holes filled from `values`. */
export function pageBytes(body: PageBody, values: Record<string, string>): Buffer<ArrayBuffer> {
	const filled = holeValues(body, values);
	const parts: Buffer[] = [];
	body.pieces.forEach((piece, index) => {
		parts.push(piece);
		const value = filled[index];
		if (value) parts.push(value);
	});
	return Buffer.concat(parts);
}

/** A deflate stored block holding `bytes` (at most 65,535), starting and ending on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
	const header = Buffer.from([
		0,
		bytes.length & 0xff,
		bytes.length >>> 8,
		~bytes.length & 0xff,
		(~bytes.length >>> 8) & 0xff,
	]);
	return Buffer.concat([header, bytes]);
}

/** The page with its holes filled from `values`, as one gzip member. */
export function gzippedPageBytes(body: PageBody, values: Record<string, string>): Buffer<ArrayBuffer> {
	const filled = holeValues(body, values);
	const { deflated } = body;
	// A value of another length than its stand-in would shift the distances of matches across it.
	if (!deflated || filled.some((value, index) => value.length !== body.holeBytes[index] || value.length > 0xffff))
		return gzipSync(pageBytes(body, values), { level: PER_VISITOR_LEVEL });
	const parts: Buffer[] = [GZIP_HEADER];
	let crc = 0;
	let size = 0;
	body.pieces.forEach((piece, index) => {
		parts.push(deflated[index] ?? Buffer.alloc(0));
		crc = crc32(piece, crc);
		size += piece.length;
		const value = filled[index];
		if (value) {
			parts.push(storedBlock(value));
			crc = crc32(value, crc);
			size += value.length;
		}
	});
	const trailer = Buffer.alloc(8);
	trailer.writeUInt32LE(crc >>> 0, 0);
	trailer.writeUInt32LE(size >>> 0, 4);
	parts.push(FINAL_EMPTY_BLOCK, trailer);
	return Buffer.concat(parts);
}

/** Bytes a body keeps in memory. */
export function pageBodyBytes(body: PageBody): number {
	let bytes = 0;
	for (const piece of body.pieces) bytes += piece.length;
	for (const piece of body.deflated ?? []) bytes += piece.length;
	return bytes;
}
