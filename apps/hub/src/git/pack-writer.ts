import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { constants, createDeflate, deflateSync } from "node:zlib";
import { entryHeader, PACK_TYPE_CODES, packHeader, type GitObjectType } from "./pack-format.ts";

/** One object to pack: its type, exact size, and content (bytes, or a stream read once). */
export interface PackObject {
	type: GitObjectType;
	size: number;
	content: Uint8Array | (() => AsyncIterable<Uint8Array>);
}

/** Output chunks are gathered up to this size, so side-band framing does not write one packet per object. */
const CHUNK = 64 * 1024;

/**
 * Streams a version-2 pack of `count` objects: header, each object deflated on its own (whole objects,
 * no deltas), SHA-1 trailer. Holds one object (or, for streamed content, one chunk) in memory at a time.
 * Throws when the objects do not number `count` or a stream's length differs from its `size`.
 */
export async function* writePack(
	count: number,
	objects: AsyncIterable<PackObject> | Iterable<PackObject>,
	options: { level?: number } = {},
): AsyncGenerator<Uint8Array> {
	const level = options.level ?? constants.Z_DEFAULT_COMPRESSION;
	const hash = createHash("sha1");
	let pending: Buffer[] = [];
	let pendingBytes = 0;
	const push = (bytes: Uint8Array): Buffer | undefined => {
		hash.update(bytes);
		pending.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
		pendingBytes += bytes.byteLength;
		if (pendingBytes < CHUNK) return undefined;
		const out = Buffer.concat(pending);
		pending = [];
		pendingBytes = 0;
		return out;
	};

	let out = push(packHeader(count));
	if (out) yield out;
	let written = 0;
	for await (const object of objects) {
		written += 1;
		if (written > count) throw new Error(`pack: more than the ${count} objects announced`);
		out = push(entryHeader(PACK_TYPE_CODES[object.type], object.size));
		if (out) yield out;
		if (object.content instanceof Uint8Array) {
			if (object.content.byteLength !== object.size)
				throw new Error(`pack: object of ${object.content.byteLength} bytes announced as ${object.size}`);
			out = push(deflateSync(object.content, { level }));
			if (out) yield out;
			continue;
		}
		let seen = 0;
		const source = object.content();
		const counted = (async function* () {
			for await (const chunk of source) {
				seen += chunk.byteLength;
				yield chunk;
			}
		})();
		const deflate = Readable.from(counted).pipe(createDeflate({ level }));
		for await (const chunk of deflate as AsyncIterable<Buffer>) {
			out = push(chunk);
			if (out) yield out;
		}
		if (seen !== object.size) throw new Error(`pack: streamed object of ${seen} bytes announced as ${object.size}`);
	}
	if (written !== count) throw new Error(`pack: ${written} objects written, ${count} announced`);
	const tail = Buffer.concat(pending);
	yield Buffer.concat([tail, hash.digest()]);
}
