import { describe, expect, it } from "vitest";
import { DELIM, FLUSH, pkt, PktLineError, PktLineReader, sideBand } from "./pkt-line.ts";

async function* chunks(bytes: Buffer, size: number): AsyncGenerator<Uint8Array> {
	for (let i = 0; i < bytes.byteLength; i += size) yield bytes.subarray(i, i + size);
}

describe("pkt-line", () => {
	it("frames payloads with their hex length", () => {
		expect(Buffer.from(pkt("a\n")).toString()).toBe("0006a\n");
		expect(Buffer.from(pkt("")).toString()).toBe("0004");
		expect(() => pkt(Buffer.alloc(65517))).toThrow(RangeError);
	});

	it("reads packets split across chunks, special packets, then the rest of the stream", async () => {
		const stream = Buffer.concat([pkt("command=ls-refs\n"), DELIM, pkt("peel\n"), FLUSH, Buffer.from("PACKrest")]);
		for (const size of [1, 3, 7, 1000]) {
			const reader = new PktLineReader(chunks(stream, size));
			expect(await reader.readLine()).toBe("command=ls-refs");
			expect(await reader.readLine()).toBe("delim");
			expect(await reader.readLine()).toBe("peel");
			expect(await reader.readLine()).toBe("flush");
			const rest: Buffer[] = [];
			for await (const chunk of reader.rest()) rest.push(Buffer.from(chunk));
			expect(Buffer.concat(rest).toString()).toBe("PACKrest");
		}
	});

	it("rejects bad lengths and truncation", async () => {
		await expect(new PktLineReader(chunks(Buffer.from("zzzz"), 4)).read()).rejects.toBeInstanceOf(PktLineError);
		await expect(new PktLineReader(chunks(Buffer.from("0010abc"), 4)).read()).rejects.toThrow(/truncated/);
		await expect(new PktLineReader(chunks(Buffer.from("0003"), 4)).read()).rejects.toThrow(/0003/);
		expect(await new PktLineReader(chunks(Buffer.alloc(0), 4)).read()).toBeUndefined();
	});

	it("splits side-band data into packets of at most 65520 bytes", () => {
		const packets = [...sideBand(1, Buffer.alloc(140_000, 7))];
		expect(packets.map((packet) => packet.byteLength)).toEqual([65520, 65520, 140_000 - 2 * 65515 + 5]);
		expect(packets.every((packet) => packet[4] === 1)).toBe(true);
	});
});
