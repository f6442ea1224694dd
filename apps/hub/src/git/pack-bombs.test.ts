import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { entryHeader, packHeader, PACK_TYPE_CODES } from "./pack-format.ts";
import { objectId } from "./objects/object-id.ts";
import { inflateBudget, PackError, readPack, type PackLimits } from "./pack-reader.ts";

/** The bounds of these tests: 16 MiB objects, so a work budget of 4 × 16 MiB for a small pack. */
const LIMITS: PackLimits = { maxBytes: 64 * 1024 * 1024, maxObjects: 100_000, maxObjectSize: 16 * 1024 * 1024 };

/** A pack entry to build: a whole blob, or an ofs-delta on the entry `base` places before it. */
type RawEntry =
	| { blob: Buffer }
	| { delta: Buffer; base: number }
	| { refDelta: Buffer; baseOid: string }
	| { typeCode: number; size: number; zlib: Buffer };

/** A git varint (delta header sizes): 7 bits a byte, low groups first. */
function varint(value: number): number[] {
	const bytes: number[] = [];
	let rest = value;
	do {
		let byte = rest % 128;
		rest = Math.floor(rest / 128);
		if (rest > 0) byte |= 0x80;
		bytes.push(byte);
	} while (rest > 0);
	return bytes;
}

/** The ofs-delta offset encoding (gitformat-pack): big-endian groups, each but the last minus one. */
function ofsOffset(back: number): number[] {
	let rest = back;
	const bytes = [rest & 0x7f];
	while ((rest >>= 7) > 0) {
		rest -= 1;
		bytes.unshift(0x80 | (rest & 0x7f));
	}
	return bytes;
}

/** A delta copying `count` runs of `run` bytes (≤ 0xffffff) from offset 0 of a `baseSize`-byte base. */
function copyDelta(baseSize: number, run: number, count: number): Buffer {
	const copy = [0x80 | 0x10 | 0x20 | 0x40, run & 0xff, (run >> 8) & 0xff, (run >> 16) & 0xff];
	return Buffer.from([
		...varint(baseSize),
		...varint(run * count),
		...Array.from({ length: count }, () => copy).flat(),
	]);
}

function buildPack(entries: RawEntry[]): Buffer {
	const parts: Buffer[] = [packHeader(entries.length)];
	const offsets: number[] = [];
	let position = 12;
	for (const entry of entries) {
		offsets.push(position);
		let bytes: Buffer;
		if ("blob" in entry)
			bytes = Buffer.concat([entryHeader(PACK_TYPE_CODES.blob, entry.blob.byteLength), deflateSync(entry.blob)]);
		else if ("delta" in entry)
			bytes = Buffer.concat([
				entryHeader(PACK_TYPE_CODES.ofsDelta, entry.delta.byteLength),
				Buffer.from(ofsOffset(position - (offsets[entry.base] ?? 0))),
				deflateSync(entry.delta),
			]);
		else if ("refDelta" in entry)
			bytes = Buffer.concat([
				entryHeader(PACK_TYPE_CODES.refDelta, entry.refDelta.byteLength),
				Buffer.from(entry.baseOid, "hex"),
				deflateSync(entry.refDelta),
			]);
		else bytes = Buffer.concat([entryHeader(entry.typeCode, entry.size), entry.zlib]);
		parts.push(bytes);
		position += bytes.byteLength;
	}
	const body = Buffer.concat(parts);
	return Buffer.concat([body, createHash("sha1").update(body).digest()]);
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
	yield bytes;
}

/** Reads `pack`, counting the bytes of the objects it yields; resolves to the refusal, if any. */
async function read(pack: Buffer, limits: PackLimits = LIMITS): Promise<{ error?: PackError; produced: number }> {
	let produced = 0;
	try {
		await readPack(once(pack), limits, (object) => {
			produced += object.data.byteLength;
		});
		return { produced };
	} catch (error) {
		if (!(error instanceof PackError)) throw error;
		return { error, produced };
	}
}

describe("push bombs are refused before the work", () => {
	it("a small pack of deltas that each claim a large result runs out of its budget", async () => {
		const base = Buffer.alloc(1024 * 1024, "a");
		const entries: RawEntry[] = [{ blob: base }];
		// Each delta is 100 bytes and rebuilds a 16 MiB blob from the base: 40 of them would be 640 MiB.
		for (let index = 0; index < 40; index++)
			entries.push({ delta: copyDelta(base.byteLength, base.byteLength, 16), base: 0 });
		const pack = buildPack(entries);
		expect(pack.byteLength).toBeLessThan(16 * 1024);
		const budget = inflateBudget(LIMITS, pack.byteLength);
		const { error, produced } = await read(pack);
		expect(error?.message).toMatch(/expands to more than/);
		expect(produced).toBeLessThanOrEqual(budget);
	});

	it("a delta announcing a result over the object bound is refused before it is applied", async () => {
		const base = Buffer.alloc(1024, "b");
		const pack = buildPack([{ blob: base }, { delta: copyDelta(base.byteLength, 0xffffff, 2), base: 0 }]);
		const { error, produced } = await read(pack);
		expect(error?.message).toMatch(/an object exceeds/);
		expect(produced).toBe(base.byteLength);
	});

	it("a delta chain deeper than git's own cap is refused, even when every base is cached", async () => {
		const entries: RawEntry[] = [{ blob: Buffer.from("x") }];
		for (let index = 1; index <= 4200; index++) entries.push({ delta: copyDelta(1, 1, 1), base: index - 1 });
		const { error, produced } = await read(buildPack(entries), { ...LIMITS, maxDeltaDepth: 4095 });
		expect(error?.message).toMatch(/delta chain longer than 4095/);
		expect(produced).toBe(4096);
	});

	it("zlib bombs: a lying header stops at the declared size; many honest ones run out of budget", async () => {
		const lying = buildPack([
			{ typeCode: PACK_TYPE_CODES.blob, size: 1024, zlib: deflateSync(Buffer.alloc(64 * 1024 * 1024)) },
		]);
		expect((await read(lying)).error?.message).toMatch(/corrupt object data|wrong size/);

		const zeros = deflateSync(Buffer.alloc(LIMITS.maxObjectSize));
		const honest = buildPack(
			Array.from({ length: 12 }, () => ({ typeCode: PACK_TYPE_CODES.blob, size: LIMITS.maxObjectSize, zlib: zeros })),
		);
		expect(honest.byteLength).toBeLessThan(256 * 1024);
		const { error, produced } = await read(honest);
		expect(error?.message).toMatch(/expands to more than/);
		expect(produced).toBeLessThanOrEqual(inflateBudget(LIMITS, honest.byteLength));
	});

	it("ref-deltas whose bases come later, in reverse chain order, resolve in one pass", async () => {
		// delta i turns "x" + i × "a" into "x" + (i + 1) × "a"; the pack lists them last first, the blob at the end.
		const links = 2000;
		const contents = Array.from({ length: links + 1 }, (_, index) => Buffer.from(`x${"a".repeat(index)}`));
		const entries: RawEntry[] = [];
		for (let index = links - 1; index >= 0; index--) {
			const base = contents[index] as Buffer;
			const delta = Buffer.from([
				...varint(base.byteLength),
				...varint(base.byteLength + 1),
				0x80 | 0x10 | 0x20,
				base.byteLength & 0xff,
				base.byteLength >> 8,
				1,
				0x61,
			]);
			entries.push({ refDelta: delta, baseOid: objectId("blob", base) });
		}
		entries.push({ blob: contents[0] as Buffer });
		const seen: string[] = [];
		await readPack(once(buildPack(entries)), LIMITS, (object) => {
			seen.push(object.oid);
		});
		expect(seen).toHaveLength(links + 1);
		expect(new Set(seen)).toEqual(new Set(contents.map((content) => objectId("blob", content))));
	});

	it("a malformed delta is a pack error (git is told), not a crash of the response", async () => {
		const base = Buffer.from("short");
		const pack = buildPack([{ blob: base }, { delta: copyDelta(base.byteLength, 64, 1), base: 0 }]);
		expect((await read(pack)).error?.message).toMatch(/delta copy out of bounds/);
	});

	it("the budget follows the pack: a ratio of its size, between a floor and a cap", () => {
		const limits = { ...LIMITS, inflateRatio: 10, inflateFloor: 1000, maxInflated: 50_000 };
		expect(inflateBudget(limits, 10)).toBe(1000);
		expect(inflateBudget(limits, 2000)).toBe(20_000);
		expect(inflateBudget(limits, 1_000_000)).toBe(50_000);
	});
});
