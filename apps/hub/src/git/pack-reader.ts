import { createHash } from "node:crypto";
import { mkdtemp, open, rm, type FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { applyDelta, DeltaError, deltaResultSize } from "./apply-delta.ts";
import { objectId } from "./objects/object-id.ts";
import { OBJECT_TYPE_BY_CODE, PACK_TYPE_CODES, type GitObjectType } from "./pack-format.ts";

/** Bounds on a pack received from a client. */
export interface PackLimits {
	/** Total pack size in bytes. */
	maxBytes: number;
	/** Number of objects. */
	maxObjects: number;
	/** Size of any one object (after deltas are applied). */
	maxObjectSize: number;
	/** Deltas between an object and its full base (default 4095, git's own cap). */
	maxDeltaDepth?: number;
	/**
	 * Bytes the walk may inflate and rebuild from deltas, all objects together, evicted bases read
	 * again included: `inflateRatio` × the pack's size, at least `inflateFloor`, at most `maxInflated`.
	 * Each object's declared size is charged before the work, so a bomb is refused before it costs.
	 */
	inflateRatio?: number;
	inflateFloor?: number;
	maxInflated?: number;
}

/** The work a pack of `packBytes` may cost, in bytes inflated or rebuilt (see {@link PackLimits}). */
export function inflateBudget(limits: PackLimits, packBytes: number): number {
	const floor = limits.inflateFloor ?? 4 * limits.maxObjectSize;
	const ratioed = (limits.inflateRatio ?? 64) * packBytes;
	return Math.min(limits.maxInflated ?? Number.MAX_SAFE_INTEGER, Math.max(floor, ratioed));
}

/** A whole object of a pack, deltas resolved, with its git id. */
export interface UnpackedObject {
	type: GitObjectType;
	oid: string;
	data: Buffer;
}

/** Thrown for a malformed pack or one over its limits; the message is fit for the client. */
export class PackError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "PackError";
	}
}

function tooLarge(max: number): string {
	return `an object exceeds ${max} bytes; track large files with git lfs (git lfs track "*.ext")`;
}

/** Upper bound of zlib's output for `size` input bytes (zlib's deflateBound plus the stream wrapper). */
function deflateBound(size: number): number {
	return size + Math.ceil(size / 8) + Math.ceil(size / 64) + 64;
}

/** `work` on the delta of `entry`, a malformed delta becoming a `PackError` (reported to git like any bad pack). */
function checkedDelta<T>(entry: { offset: number }, work: () => T): T {
	try {
		return work();
	} catch (error) {
		if (error instanceof DeltaError) throw new PackError(`bad delta at offset ${entry.offset}: ${error.message}`);
		throw error;
	}
}

interface Entry {
	offset: number;
	typeCode: number;
	/** Size of the inflated data (the delta itself for delta entries). */
	size: number;
	dataStart: number;
	baseOffset?: number;
	baseOid?: string;
	/** Deltas between this object and its full base, once known (0 for a whole object). */
	chain?: number;
}

/** Bytes cached for delta bases; older bases are read again from the spooled pack. */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Reads a pack a client sent (receive-pack): spools it to a temporary file (checking size and the
 * SHA-1 trailer), then walks it once, resolving ofs-delta and ref-delta entries against objects of
 * the same pack, and calls `onObject` for every object in pack order (deltas whose base comes later,
 * when their base is known). Memory holds one object plus a bounded cache of delta bases.
 */
export async function readPack(
	source: AsyncIterable<Uint8Array>,
	limits: PackLimits,
	onObject: (object: UnpackedObject) => Promise<void> | void,
): Promise<{ count: number }> {
	const directory = await mkdtemp(join(tmpdir(), "atrium-pack-"));
	const path = join(directory, "incoming.pack");
	const file = await open(path, "w+");
	try {
		const length = await spool(source, file, limits.maxBytes);
		return await walk(file, length, limits, onObject);
	} finally {
		await file.close();
		await rm(directory, { recursive: true, force: true });
	}
}

async function spool(source: AsyncIterable<Uint8Array>, file: FileHandle, maxBytes: number): Promise<number> {
	const hash = createHash("sha1");
	let tail = Buffer.alloc(0);
	let length = 0;
	for await (const chunk of source) {
		length += chunk.byteLength;
		if (length > maxBytes)
			throw new PackError(
				`pack exceeds ${maxBytes} bytes; push fewer commits at a time or track large files with git lfs`,
			);
		await file.write(chunk, 0, chunk.byteLength, length - chunk.byteLength);
		// Everything but the last 20 bytes is hashed; those are the trailer. The held-back tail is at
		// most 20 bytes, so a chunk is hashed where it lies, not copied.
		if (chunk.byteLength >= 20) {
			hash.update(tail);
			hash.update(chunk.subarray(0, chunk.byteLength - 20));
			tail = Buffer.from(chunk.subarray(chunk.byteLength - 20));
		} else {
			const joined = Buffer.concat([tail, chunk]);
			const cut = Math.max(0, joined.byteLength - 20);
			hash.update(joined.subarray(0, cut));
			tail = joined.subarray(cut);
		}
	}
	if (length < 32) throw new PackError("truncated pack");
	if (!hash.digest().equals(tail)) throw new PackError("pack checksum mismatch");
	return length;
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
	const buffer = Buffer.allocUnsafe(length);
	let done = 0;
	while (done < length) {
		const { bytesRead } = await file.read(buffer, done, length - done, position + done);
		if (bytesRead === 0) break;
		done += bytesRead;
	}
	return buffer.subarray(0, done);
}

async function walk(
	file: FileHandle,
	length: number,
	limits: PackLimits,
	onObject: (object: UnpackedObject) => Promise<void> | void,
): Promise<{ count: number }> {
	const end = length - 20;
	const header = await readAt(file, 0, 12);
	if (header.toString("latin1", 0, 4) !== "PACK") throw new PackError("not a pack (no PACK signature)");
	const version = header.readUInt32BE(4);
	if (version !== 2 && version !== 3) throw new PackError(`unsupported pack version ${version}`);
	const count = header.readUInt32BE(8);
	if (count > limits.maxObjects) throw new PackError(`pack holds ${count} objects, more than ${limits.maxObjects}`);

	const maxDepth = limits.maxDeltaDepth ?? 4095;
	const budget = inflateBudget(limits, length);
	let spent = 0;
	/** Charges `bytes` of work against the budget, before doing it. */
	const charge = (bytes: number): void => {
		spent += bytes;
		if (spent > budget)
			throw new PackError(
				`pack expands to more than ${budget} bytes of objects (${length} bytes sent); push fewer commits at a time or track large files with git lfs`,
			);
	};

	const byOffset = new Map<number, Entry>();
	const offsetByOid = new Map<string, number>();
	const cache = new Map<number, { type: GitObjectType; data: Buffer }>();
	let cached = 0;
	const remember = (offset: number, type: GitObjectType, data: Buffer): void => {
		if (data.byteLength > CACHE_BYTES / 4) return;
		cache.set(offset, { type, data });
		cached += data.byteLength;
		for (const [key, value] of cache) {
			if (cached <= CACHE_BYTES) break;
			cache.delete(key);
			cached -= value.data.byteLength;
		}
	};

	const inflateEntry = async (entry: Entry): Promise<{ data: Buffer; compressed: number }> => {
		charge(entry.size);
		const available = end - entry.dataStart;
		const raw = await readAt(file, entry.dataStart, Math.min(available, deflateBound(entry.size)));
		let result: { buffer: Buffer; engine: { bytesWritten: number } };
		try {
			result = inflateSync(raw, { info: true, maxOutputLength: Math.max(entry.size, 1) }) as unknown as typeof result;
		} catch {
			throw new PackError(`corrupt object data at offset ${entry.offset}`);
		}
		if (result.buffer.byteLength !== entry.size)
			throw new PackError(`object at offset ${entry.offset} inflates to the wrong size`);
		return { data: result.buffer, compressed: result.engine.bytesWritten };
	};

	/** The whole object of `entry` given its inflated data: itself, or its delta applied to its base. */
	const resolve = async (entry: Entry, data: Buffer, depth: number): Promise<{ type: GitObjectType; data: Buffer }> => {
		const plain = OBJECT_TYPE_BY_CODE[entry.typeCode];
		if (plain) {
			entry.chain = 0;
			return { type: plain, data };
		}
		const baseOffset = entry.baseOffset ?? (entry.baseOid ? offsetByOid.get(entry.baseOid) : undefined);
		if (baseOffset === undefined) throw new PackError(`missing delta base ${entry.baseOid ?? ""}`);
		const resultSize = checkedDelta(entry, () => deltaResultSize(data));
		if (resultSize > limits.maxObjectSize) throw new PackError(tooLarge(limits.maxObjectSize));
		// The chain's length counts whether or not its bases are cached (a base resolved once knows its own).
		const chain = (byOffset.get(baseOffset)?.chain ?? 0) + 1;
		if (chain > maxDepth || depth > maxDepth)
			throw new PackError(`delta chain longer than ${maxDepth}; repack with a smaller --depth`);
		entry.chain = chain;
		const base = await load(baseOffset, depth + 1);
		charge(resultSize);
		return { type: base.type, data: checkedDelta(entry, () => applyDelta(base.data, data)) };
	};

	/** The whole object at `offset` (a delta base), from the cache or read again from the spooled pack. */
	const load = async (offset: number, depth: number): Promise<{ type: GitObjectType; data: Buffer }> => {
		const hit = cache.get(offset);
		if (hit) {
			cache.delete(offset);
			cache.set(offset, hit);
			return hit;
		}
		const entry = byOffset.get(offset);
		if (!entry) throw new PackError(`delta base at offset ${offset} is not an object start`);
		const object = await resolve(entry, (await inflateEntry(entry)).data, depth);
		remember(offset, object.type, object.data);
		return object;
	};

	const emit = async (entry: Entry, data: Buffer): Promise<string> => {
		const object = await resolve(entry, data, 0);
		remember(entry.offset, object.type, object.data);
		const oid = objectId(object.type, object.data);
		offsetByOid.set(oid, entry.offset);
		await onObject({ type: object.type, oid, data: object.data });
		return oid;
	};

	let position = 12;
	/** Ref-deltas whose base comes later in the pack, by the base's id. */
	const waiting = new Map<string, Entry[]>();
	for (let index = 0; index < count; index++) {
		if (position >= end) throw new PackError("pack ends before its last object");
		const head = await readAt(file, position, Math.min(64, end - position));
		let cursor = 0;
		let byte = head[cursor++] ?? 0;
		const typeCode = (byte >> 4) & 7;
		let size = byte & 0x0f;
		let shift = 4;
		while (byte & 0x80) {
			byte = head[cursor++] ?? 0;
			size += (byte & 0x7f) * 2 ** shift;
			shift += 7;
			if (shift > 60) throw new PackError("bad object header");
		}
		if (size > limits.maxObjectSize) throw new PackError(tooLarge(limits.maxObjectSize));
		const entry: Entry = { offset: position, typeCode, size, dataStart: 0 };
		if (typeCode === PACK_TYPE_CODES.ofsDelta) {
			byte = head[cursor++] ?? 0;
			let back = byte & 0x7f;
			while (byte & 0x80) {
				byte = head[cursor++] ?? 0;
				back = (back + 1) * 128 + (byte & 0x7f);
			}
			entry.baseOffset = position - back;
			if (back <= 0 || entry.baseOffset < 12) throw new PackError("bad ofs-delta base offset");
		} else if (typeCode === PACK_TYPE_CODES.refDelta) {
			entry.baseOid = head.subarray(cursor, cursor + 20).toString("hex");
			cursor += 20;
		} else if (!OBJECT_TYPE_BY_CODE[typeCode]) {
			throw new PackError(`bad object type ${typeCode}`);
		}
		entry.dataStart = position + cursor;
		const { data, compressed } = await inflateEntry(entry);
		byOffset.set(position, entry);
		position = entry.dataStart + compressed;
		if (entry.baseOid && !offsetByOid.has(entry.baseOid)) {
			const list = waiting.get(entry.baseOid);
			if (list) list.push(entry);
			else waiting.set(entry.baseOid, [entry]);
		} else await emit(entry, data);
	}
	if (position !== end) throw new PackError("trailing data after the last object");

	// Ref-deltas whose base came later in the pack.
	// Each waiting entry is emitted once its base is, then releases those waiting on it in turn:
	// linear in the entries (a round per chain link rescanning them all was quadratic).
	for (const first of [...waiting.keys()]) {
		if (!offsetByOid.has(first)) continue;
		const ready = [first];
		for (let oid = ready.pop(); oid !== undefined; oid = ready.pop()) {
			const entries = waiting.get(oid);
			if (!entries) continue;
			waiting.delete(oid);
			for (const entry of entries) ready.push(await emit(entry, (await inflateEntry(entry)).data));
		}
	}
	const missing = waiting.keys().next().value;
	if (missing !== undefined) throw new PackError(`missing delta base ${missing} (thin packs are not accepted)`);
	return { count };
}
