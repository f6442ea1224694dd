/**
 * The MDB shard (`docs/xet/shard.md`): a 48-byte header, the file-info section (per file a
 * FileDataSequenceHeader, its terms, optionally one verification entry per term and a
 * FileMetadataExt with the sha256), a bookend, the CAS-info section (per xorb a header and one
 * entry per chunk), a bookend, and an optional 200-byte footer. Every record is 48 bytes and every
 * integer little-endian. Parsing is pure and bounded by the input's length.
 */

/** "HFRepoMetaData\0" and 17 more fixed bytes: the shard's magic tag. */
export const SHARD_HEADER_TAG = new Uint8Array([
	72, 70, 82, 101, 112, 111, 77, 101, 116, 97, 68, 97, 116, 97, 0, 85, 105, 103, 69, 106, 123, 129, 87, 131, 165, 189,
	217, 92, 205, 209, 74, 169,
]);
export const SHARD_HEADER_VERSION = 2;
export const SHARD_FOOTER_VERSION = 1;
export const SHARD_FOOTER_SIZE = 200;
const RECORD = 48;
const FLAG_WITH_VERIFICATION = 0x80000000;
const FLAG_WITH_METADATA_EXT = 0x40000000;

/** One term of a file: chunks `[chunkStart, chunkEnd)` of xorb `xorbHash`, `unpackedLength` bytes. */
export interface ShardTerm {
	xorbHash: Uint8Array;
	unpackedLength: number;
	chunkStart: number;
	chunkEnd: number;
	/** The term's verification hash, when the shard carries them. */
	verification?: Uint8Array;
}

export interface ShardFile {
	fileHash: Uint8Array;
	terms: ShardTerm[];
	/** The file's sha256 (FileMetadataExt), when present. */
	sha256?: Uint8Array;
}

export interface ShardXorbChunk {
	hash: Uint8Array;
	/** Byte offset of the chunk in the xorb's uncompressed data. */
	byteStart: number;
	length: number;
}

export interface ShardXorb {
	hash: Uint8Array;
	chunks: ShardXorbChunk[];
	unpackedLength: number;
	serializedLength: number;
}

export interface ParsedShard {
	files: ShardFile[];
	xorbs: ShardXorb[];
	footer?: { chunkHashKey: Uint8Array; createdAt: number; keyExpiry: number };
}

/** A shard that is not well formed; the message says where and why. */
export class ShardFormatError extends Error {}

/** Parses `bytes` as a shard; `ShardFormatError` when it is not one. */
export function parseShard(bytes: Uint8Array): ParsedShard {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	let position = 0;
	const record = (what: string): number => {
		if (position + RECORD > bytes.length)
			throw new ShardFormatError(`the shard ends inside ${what} (byte ${position})`);
		const at = position;
		position += RECORD;
		return at;
	};
	const u32 = (at: number) => view.getUint32(at, true);
	const u64 = (at: number, what: string): number => {
		const value = view.getBigUint64(at, true);
		if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ShardFormatError(`${what} is out of range`);
		return Number(value);
	};
	const hashAt = (at: number) => bytes.slice(at, at + 32);

	const header = record("the header");
	for (let index = 0; index < 32; index++)
		if (bytes[header + index] !== SHARD_HEADER_TAG[index]) throw new ShardFormatError("not a shard (bad magic tag)");
	const version = u64(header + 32, "the header version");
	if (version !== SHARD_HEADER_VERSION) throw new ShardFormatError(`unsupported shard header version ${version}`);
	const footerSize = u64(header + 40, "the footer size");
	if (footerSize !== 0 && footerSize !== SHARD_FOOTER_SIZE)
		throw new ShardFormatError(`a footer size of ${footerSize} bytes is neither 0 nor ${SHARD_FOOTER_SIZE}`);
	const bodyEnd = bytes.length - footerSize;
	if (bodyEnd < RECORD) throw new ShardFormatError("the shard is shorter than its header and footer");

	const files: ShardFile[] = [];
	let withVerification: boolean | undefined;
	for (;;) {
		const at = record("a file header");
		if (isBookend(bytes, at)) break;
		const flags = u32(at + 32);
		const count = u32(at + 36);
		const verified = (flags & FLAG_WITH_VERIFICATION) !== 0;
		const withSha = (flags & FLAG_WITH_METADATA_EXT) !== 0;
		if (count === 0) throw new ShardFormatError(`file ${files.length} has no terms`);
		const records = count * (verified ? 2 : 1) + (withSha ? 1 : 0);
		if (position + records * RECORD > bodyEnd)
			throw new ShardFormatError(`file ${files.length} runs past the end of the shard`);
		if (withVerification !== undefined && withVerification !== verified)
			throw new ShardFormatError("some files have verification entries and others not");
		withVerification = verified;
		const terms: ShardTerm[] = [];
		for (let index = 0; index < count; index++) {
			const term = record("a file term");
			const chunkStart = u32(term + 40);
			const chunkEnd = u32(term + 44);
			if (chunkEnd <= chunkStart)
				throw new ShardFormatError(
					`file ${files.length} term ${index}: the chunk range [${chunkStart}, ${chunkEnd}) is empty`,
				);
			terms.push({ xorbHash: hashAt(term), unpackedLength: u32(term + 36), chunkStart, chunkEnd });
		}
		if (verified) for (const term of terms) term.verification = hashAt(record("a verification entry"));
		const file: ShardFile = { fileHash: hashAt(at), terms };
		if (withSha) file.sha256 = hashAt(record("the file metadata"));
		files.push(file);
	}

	const xorbs: ShardXorb[] = [];
	for (;;) {
		const at = record("a xorb header");
		if (isBookend(bytes, at)) break;
		const count = u32(at + 36);
		if (position + count * RECORD > bodyEnd)
			throw new ShardFormatError(`xorb ${xorbs.length} runs past the end of the shard`);
		const chunks: ShardXorbChunk[] = [];
		for (let index = 0; index < count; index++) {
			const entry = record("a xorb chunk");
			chunks.push({ hash: hashAt(entry), byteStart: u32(entry + 32), length: u32(entry + 36) });
		}
		xorbs.push({ hash: hashAt(at), chunks, unpackedLength: u32(at + 40), serializedLength: u32(at + 44) });
	}
	if (position !== bodyEnd) throw new ShardFormatError(`${bodyEnd - position} unexpected bytes after the xorb section`);

	const shard: ParsedShard = { files, xorbs };
	if (footerSize) {
		const footer = bodyEnd;
		const footerVersion = u64(footer, "the footer version");
		if (footerVersion !== SHARD_FOOTER_VERSION)
			throw new ShardFormatError(`unsupported shard footer version ${footerVersion}`);
		shard.footer = {
			chunkHashKey: hashAt(footer + 72),
			createdAt: u64(footer + 104, "the creation time"),
			keyExpiry: u64(footer + 112, "the key expiry"),
		};
	}
	return shard;
}

/** 32 bytes of 0xFF then 16 zero bytes: the end of a section. */
function isBookend(bytes: Uint8Array, at: number): boolean {
	for (let index = 0; index < 32; index++) if (bytes[at + index] !== 0xff) return false;
	return true;
}

/**
 * Serializes `shard`, the inverse of {@link parseShard}: without a footer as a shard upload sends it, or
 * with one (a global deduplication answer, whose chunk hashes the caller has already keyed with the
 * footer's `chunkHashKey`). The footer's lookup tables are empty (offsets at the footer, no entries).
 */
export function serializeShard(shard: Pick<ParsedShard, "files" | "xorbs" | "footer">): Uint8Array<ArrayBuffer> {
	let records = 3; // header and two bookends
	for (const file of shard.files)
		records += 1 + file.terms.length * (file.terms[0]?.verification ? 2 : 1) + (file.sha256 ? 1 : 0);
	for (const xorb of shard.xorbs) records += 1 + xorb.chunks.length;
	const footerSize = shard.footer ? SHARD_FOOTER_SIZE : 0;
	const out = new Uint8Array(records * RECORD + footerSize);
	const view = new DataView(out.buffer);
	let position = 0;
	const next = () => (position += RECORD) - RECORD;
	const bookend = () => out.fill(0xff, next(), position - 16);
	const header = next();
	out.set(SHARD_HEADER_TAG, header);
	view.setBigUint64(header + 32, BigInt(SHARD_HEADER_VERSION), true);
	view.setBigUint64(header + 40, BigInt(footerSize), true);
	for (const file of shard.files) {
		const at = next();
		const verified = file.terms[0]?.verification !== undefined;
		out.set(file.fileHash, at);
		view.setUint32(at + 32, (verified ? FLAG_WITH_VERIFICATION : 0) | (file.sha256 ? FLAG_WITH_METADATA_EXT : 0), true);
		view.setUint32(at + 36, file.terms.length, true);
		for (const term of file.terms) {
			const entry = next();
			out.set(term.xorbHash, entry);
			view.setUint32(entry + 36, term.unpackedLength, true);
			view.setUint32(entry + 40, term.chunkStart, true);
			view.setUint32(entry + 44, term.chunkEnd, true);
		}
		if (verified) for (const term of file.terms) out.set(term.verification ?? new Uint8Array(32), next());
		if (file.sha256) out.set(file.sha256, next());
	}
	bookend();
	const casStart = position;
	for (const xorb of shard.xorbs) {
		const at = next();
		out.set(xorb.hash, at);
		view.setUint32(at + 36, xorb.chunks.length, true);
		view.setUint32(at + 40, xorb.unpackedLength, true);
		view.setUint32(at + 44, xorb.serializedLength, true);
		for (const chunk of xorb.chunks) {
			const entry = next();
			out.set(chunk.hash, entry);
			view.setUint32(entry + 32, chunk.byteStart, true);
			view.setUint32(entry + 36, chunk.length, true);
		}
	}
	bookend();
	if (shard.footer) writeFooter(view, { footer: position, cas: casStart }, shard.footer);
	return out;
}

/**
 * The 200-byte footer at `at`: version, where the file-info and CAS-info sections start, the lookup
 * tables' offsets (all at the footer, none written) and counts (0), the chunk hash key, creation time
 * and key expiry, and the footer's own offset.
 */
function writeFooter(
	view: DataView,
	offsets: { footer: number; cas: number },
	footer: NonNullable<ParsedShard["footer"]>,
): void {
	const at = offsets.footer;
	const u64 = (offset: number, value: number) => view.setBigUint64(at + offset, BigInt(value), true);
	u64(0, SHARD_FOOTER_VERSION);
	u64(8, RECORD);
	u64(16, offsets.cas);
	for (const lookup of [24, 40, 56]) u64(lookup, at);
	new Uint8Array(view.buffer).set(footer.chunkHashKey, at + 72);
	u64(104, footer.createdAt);
	u64(112, footer.keyExpiry);
	u64(192, at);
}
