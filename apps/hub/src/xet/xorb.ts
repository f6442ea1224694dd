import { chunkHash, xorbHash, type HashedRange } from "./hashes.ts";
import { decodeLz4Frame, Lz4Error } from "./lz4-frame.ts";
import { MAX_CHUNK } from "./chunking.ts";

/**
 * The serialized xorb (`docs/xet/xorb.md`): chunks one after another, each an 8-byte header
 * (version 0, compressed size u24 LE, compression type, uncompressed size u24 LE) and then its
 * compressed bytes. Compression 0 = none, 1 = LZ4 frame, 2 = byte grouping by 4 then LZ4 frame.
 */

export const CHUNK_HEADER_SIZE = 8;
/** Largest serialized xorb the CAS accepts (the spec's 64 MiB). */
export const MAX_XORB_SIZE = 64 * 1024 * 1024;

export const Compression = { none: 0, lz4: 1, byteGrouping4Lz4: 2 } as const;

/** One chunk of a parsed xorb. */
export interface XorbChunk extends HashedRange {
	/** Byte offset of its header in the serialized xorb. */
	offset: number;
	/** Byte offset just after its compressed data. */
	end: number;
}

export interface ParsedXorb {
	hash: Uint8Array;
	chunks: XorbChunk[];
	/** Sum of the chunks' uncompressed lengths. */
	unpackedLength: number;
}

/** A xorb that is not well formed; `message` says what is wrong, for the client. */
export class XorbFormatError extends Error {}

/**
 * Parses and decodes every chunk of `bytes`, hashes each, and computes the xorb hash.
 * `XorbFormatError` when the bytes are not a well-formed xorb (no chunk, bad header, a size past
 * 128 KiB, undecodable or mis-sized data, trailing bytes).
 */
export function parseXorb(bytes: Uint8Array): ParsedXorb {
	const chunks: XorbChunk[] = [];
	let offset = 0;
	let unpackedLength = 0;
	while (offset < bytes.length) {
		const { data, end } = decodeChunkAt(bytes, offset, chunks.length);
		chunks.push({ hash: chunkHash(data), length: data.length, offset, end });
		unpackedLength += data.length;
		offset = end;
	}
	if (chunks.length === 0) throw new XorbFormatError("the xorb has no chunks");
	return { hash: xorbHash(chunks), chunks, unpackedLength };
}

/** The uncompressed bytes of the chunk whose header starts at `offset`, and where the next one starts. */
export function decodeChunkAt(bytes: Uint8Array, offset: number, index = 0): { data: Uint8Array; end: number } {
	const where = `chunk ${index} (byte ${offset})`;
	if (offset + CHUNK_HEADER_SIZE > bytes.length) throw new XorbFormatError(`${where}: the chunk header is cut short`);
	const version = bytes[offset];
	if (version !== 0) throw new XorbFormatError(`${where}: unknown chunk header version ${version}`);
	const compressedSize = u24(bytes, offset + 1);
	const compression = bytes[offset + 4];
	const uncompressedSize = u24(bytes, offset + 5);
	if (uncompressedSize === 0 || uncompressedSize > MAX_CHUNK)
		throw new XorbFormatError(`${where}: an uncompressed size of ${uncompressedSize} bytes is not 1 to ${MAX_CHUNK}`);
	const start = offset + CHUNK_HEADER_SIZE;
	const end = start + compressedSize;
	if (end > bytes.length) throw new XorbFormatError(`${where}: the chunk data runs past the end of the xorb`);
	const stored = bytes.subarray(start, end);
	try {
		switch (compression) {
			case Compression.none:
				if (compressedSize !== uncompressedSize)
					throw new XorbFormatError(`${where}: an uncompressed chunk's two sizes differ`);
				return { data: stored.slice(), end };
			case Compression.lz4:
				return { data: decodeLz4Frame(stored, uncompressedSize), end };
			case Compression.byteGrouping4Lz4:
				return { data: ungroupBytes4(decodeLz4Frame(stored, uncompressedSize)), end };
			default:
				throw new XorbFormatError(`${where}: unknown compression type ${compression}`);
		}
	} catch (error) {
		if (error instanceof Lz4Error) throw new XorbFormatError(`${where}: ${error.message}`);
		throw error;
	}
}

/**
 * Undoes byte grouping by 4: the input is the bytes at positions 0 mod 4, then 1 mod 4, 2 mod 4,
 * 3 mod 4 of the original (the first `length % 4` groups one byte longer).
 */
export function ungroupBytes4(grouped: Uint8Array): Uint8Array {
	const out = new Uint8Array(grouped.length);
	let source = 0;
	for (let lane = 0; lane < 4; lane++)
		for (let target = lane; target < out.length; target += 4) out[target] = grouped[source++] ?? 0;
	return out;
}

/** Byte grouping by 4 (the inverse of {@link ungroupBytes4}). */
export function groupBytes4(data: Uint8Array): Uint8Array {
	const out = new Uint8Array(data.length);
	let target = 0;
	for (let lane = 0; lane < 4; lane++)
		for (let source = lane; source < data.length; source += 4) out[target++] = data[source] ?? 0;
	return out;
}

/** Serializes `chunks` uncompressed (compression 0): the form the hub writes for xorbs it builds itself. */
export function serializeXorb(chunks: readonly Uint8Array[]): Uint8Array {
	const total = chunks.reduce((sum, chunk) => sum + CHUNK_HEADER_SIZE + chunk.length, 0);
	const out = new Uint8Array(total);
	let offset = 0;
	for (const chunk of chunks) {
		if (chunk.length === 0 || chunk.length > MAX_CHUNK) throw new RangeError(`a chunk has 1 to ${MAX_CHUNK} bytes`);
		out[offset] = 0;
		writeU24(out, offset + 1, chunk.length);
		out[offset + 4] = Compression.none;
		writeU24(out, offset + 5, chunk.length);
		out.set(chunk, offset + CHUNK_HEADER_SIZE);
		offset += CHUNK_HEADER_SIZE + chunk.length;
	}
	return out;
}

/**
 * A xorb the hub builds itself from chunks it cut and hashed (a file that came through LFS or git):
 * the serialized bytes (uncompressed) and what {@link parseXorb} would return for them, without
 * decoding and hashing them again.
 */
export function packXorb(chunks: readonly { data: Uint8Array; hash: Uint8Array }[]): {
	bytes: Uint8Array;
	xorb: ParsedXorb;
} {
	const bytes = serializeXorb(chunks.map((chunk) => chunk.data));
	let offset = 0;
	const parsed = chunks.map((chunk) => {
		const start = offset;
		offset += CHUNK_HEADER_SIZE + chunk.data.length;
		return { hash: chunk.hash, length: chunk.data.length, offset: start, end: offset };
	});
	const unpackedLength = parsed.reduce((sum, chunk) => sum + chunk.length, 0);
	return { bytes, xorb: { hash: xorbHash(parsed), chunks: parsed, unpackedLength } };
}

function u24(bytes: Uint8Array, at: number): number {
	return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
}

function writeU24(bytes: Uint8Array, at: number, value: number): void {
	bytes[at] = value & 0xff;
	bytes[at + 1] = (value >> 8) & 0xff;
	bytes[at + 2] = value >> 16;
}
