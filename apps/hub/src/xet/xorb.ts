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
 * Largest compressed size a chunk header may declare: an LZ4 frame of {@link MAX_CHUNK} bytes that do
 * not compress is a little larger than they are (a few bytes per block and the frame's own header).
 */
export const MAX_STORED_CHUNK = MAX_CHUNK + (MAX_CHUNK >> 7) + 64;

/** A chunk of a serialized xorb, decoded: its uncompressed bytes and where it lies in the xorb. */
export interface DecodedChunk {
	/** Uncompressed bytes: a view of the bytes given to the reader for an uncompressed chunk, else its own buffer. */
	data: Uint8Array;
	/** Byte offset of its header in the serialized xorb. */
	offset: number;
	/** Byte offset just after its compressed data. */
	end: number;
}

/** A chunk header's fields, checked. */
interface ChunkHeader {
	storedSize: number;
	compression: number;
	uncompressedSize: number;
}

/**
 * Decodes the chunks of a serialized xorb (or of a byte range of one that starts at a chunk header)
 * from pieces of any size as they arrive, holding at most one chunk that spans pieces: a xorb is
 * never one buffer on its way through the hub. `XorbFormatError` as soon as the bytes cannot be a
 * well-formed xorb (bad header, a size past 128 KiB, undecodable or mis-sized data), and from
 * {@link XorbChunkReader.end} when they stop inside a chunk.
 */
export class XorbChunkReader {
	#offset: number;
	#index: number;
	readonly #header = new Uint8Array(CHUNK_HEADER_SIZE);
	#headerFilled = 0;
	#current: ChunkHeader | undefined;
	/** The stored bytes of a chunk that spans pieces, while they are gathered. */
	#stored: Uint8Array | undefined;
	#storedFilled = 0;
	/** With `transient`: the one buffer chunks that span pieces are gathered in. */
	#gather: Uint8Array | undefined;
	readonly #transient: boolean;

	/**
	 * `offset` and `index`: where the first byte given lies in the xorb, and that chunk's number (for
	 * messages). `transient`: a chunk's `data` is read only inside the callback, so chunks that span
	 * pieces may all be gathered in one buffer instead of one each.
	 */
	constructor(offset = 0, index = 0, options: { transient?: boolean } = {}) {
		this.#offset = offset;
		this.#index = index;
		this.#transient = options.transient === true;
	}

	/** Chunks decoded so far, counting from the constructor's `index`. */
	get index(): number {
		return this.#index;
	}

	/** Takes the next bytes; calls `each` for every chunk they complete, in order. */
	push(piece: Uint8Array, each: (chunk: DecodedChunk) => void): void {
		let at = 0;
		for (;;) {
			if (!this.#current) {
				if (at === piece.length) return;
				if (this.#headerFilled === 0 && piece.length - at >= CHUNK_HEADER_SIZE) {
					this.#current = readChunkHeader(piece, at, this.#where());
					at += CHUNK_HEADER_SIZE;
				} else {
					const length = Math.min(CHUNK_HEADER_SIZE - this.#headerFilled, piece.length - at);
					this.#header.set(piece.subarray(at, at + length), this.#headerFilled);
					this.#headerFilled += length;
					at += length;
					if (this.#headerFilled < CHUNK_HEADER_SIZE) return;
					this.#headerFilled = 0;
					this.#current = readChunkHeader(this.#header, 0, this.#where());
				}
			}
			const size = this.#current.storedSize;
			let stored: Uint8Array;
			if (!this.#stored && piece.length - at >= size) {
				stored = piece.subarray(at, at + size);
				at += size;
			} else {
				if (at === piece.length) return;
				const gathering = (this.#stored ??= this.#transient
					? (this.#gather ??= new Uint8Array(MAX_STORED_CHUNK)).subarray(0, size)
					: new Uint8Array(size));
				const length = Math.min(size - this.#storedFilled, piece.length - at);
				gathering.set(piece.subarray(at, at + length), this.#storedFilled);
				this.#storedFilled += length;
				at += length;
				if (this.#storedFilled < size) return;
				stored = gathering;
				this.#stored = undefined;
				this.#storedFilled = 0;
			}
			const data = decodeStored(stored, this.#current, this.#where());
			const offset = this.#offset;
			this.#offset += CHUNK_HEADER_SIZE + size;
			this.#current = undefined;
			this.#index++;
			each({ data, offset, end: this.#offset });
		}
	}

	/** Checks that the bytes ended between two chunks. */
	end(): void {
		if (this.#headerFilled > 0) throw new XorbFormatError(`${this.#where()}: the chunk header is cut short`);
		if (this.#current) throw new XorbFormatError(`${this.#where()}: the chunk data runs past the end of the xorb`);
	}

	#where(): string {
		return `chunk ${this.#index} (byte ${this.#offset})`;
	}
}

/**
 * Verifies a serialized xorb as its bytes arrive ({@link XorbChunkReader}): hashes every chunk, and
 * at the end computes the xorb hash.
 */
export class XorbParser {
	readonly #reader = new XorbChunkReader(0, 0, { transient: true });
	readonly #chunks: XorbChunk[] = [];
	#unpackedLength = 0;

	/** Takes the next bytes of the xorb; `XorbFormatError` as soon as they cannot be part of one. */
	push(piece: Uint8Array): void {
		this.#reader.push(piece, ({ data, offset, end }) => {
			this.#chunks.push({ hash: chunkHash(data), length: data.length, offset, end });
			this.#unpackedLength += data.length;
		});
	}

	/** The parsed xorb; `XorbFormatError` when the bytes stopped inside a chunk or held none. */
	finish(): ParsedXorb {
		this.#reader.end();
		if (this.#chunks.length === 0) throw new XorbFormatError("the xorb has no chunks");
		return { hash: xorbHash(this.#chunks), chunks: this.#chunks, unpackedLength: this.#unpackedLength };
	}
}

/**
 * Parses and decodes every chunk of `bytes`, hashes each, and computes the xorb hash.
 * `XorbFormatError` when the bytes are not a well-formed xorb (no chunk, bad header, a size past
 * 128 KiB, undecodable or mis-sized data, trailing bytes).
 */
export function parseXorb(bytes: Uint8Array): ParsedXorb {
	const parser = new XorbParser();
	parser.push(bytes);
	return parser.finish();
}

/** The checked fields of the chunk header at `at`. */
function readChunkHeader(bytes: Uint8Array, at: number, where: string): ChunkHeader {
	const version = bytes[at];
	if (version !== 0) throw new XorbFormatError(`${where}: unknown chunk header version ${version}`);
	const storedSize = u24(bytes, at + 1);
	const compression = bytes[at + 4] ?? 0;
	const uncompressedSize = u24(bytes, at + 5);
	if (uncompressedSize === 0 || uncompressedSize > MAX_CHUNK)
		throw new XorbFormatError(`${where}: an uncompressed size of ${uncompressedSize} bytes is not 1 to ${MAX_CHUNK}`);
	if (storedSize > MAX_STORED_CHUNK)
		throw new XorbFormatError(
			`${where}: a compressed size of ${storedSize} bytes is more than any chunk needs (${MAX_STORED_CHUNK})`,
		);
	if (
		compression !== Compression.none &&
		compression !== Compression.lz4 &&
		compression !== Compression.byteGrouping4Lz4
	)
		throw new XorbFormatError(`${where}: unknown compression type ${compression}`);
	return { storedSize, compression, uncompressedSize };
}

/** The uncompressed bytes of a chunk's stored bytes (the same view when it is not compressed). */
function decodeStored(stored: Uint8Array, header: ChunkHeader, where: string): Uint8Array {
	try {
		switch (header.compression) {
			case Compression.none:
				if (header.storedSize !== header.uncompressedSize)
					throw new XorbFormatError(`${where}: an uncompressed chunk's two sizes differ`);
				return stored;
			case Compression.lz4:
				return decodeLz4Frame(stored, header.uncompressedSize);
			default:
				return ungroupBytes4(decodeLz4Frame(stored, header.uncompressedSize));
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
