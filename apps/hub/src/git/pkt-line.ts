/**
 * git's pkt-line framing (gitprotocol-common): four hex digits of length (the digits included), then
 * the payload; `0000` flush, `0001` delimiter, `0002` response end. Payloads are at most 65516 bytes.
 */

/** Largest payload of one pkt-line. */
export const MAX_PKT_PAYLOAD = 65516;

export const FLUSH = new Uint8Array([0x30, 0x30, 0x30, 0x30]);
export const DELIM = new Uint8Array([0x30, 0x30, 0x30, 0x31]);
export const RESPONSE_END = new Uint8Array([0x30, 0x30, 0x30, 0x32]);

/** One pkt-line holding `payload` (a string is UTF-8 encoded as is: add the `\n` yourself). */
export function pkt(payload: string | Uint8Array): Uint8Array {
	const body = typeof payload === "string" ? Buffer.from(payload) : payload;
	if (body.byteLength > MAX_PKT_PAYLOAD) throw new RangeError(`pkt-line payload of ${body.byteLength} bytes`);
	const out = new Uint8Array(body.byteLength + 4);
	out.set(Buffer.from((body.byteLength + 4).toString(16).padStart(4, "0")), 0);
	out.set(body, 4);
	return out;
}

/** A packet read from a stream: data, or one of the three special packets. */
export type Packet = { type: "data"; data: Buffer } | { type: "flush" } | { type: "delim" } | { type: "end" };

/** Thrown on malformed framing or when a bound is exceeded; the message is fit for the client. */
export class PktLineError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "PktLineError";
	}
}

/**
 * Reads pkt-lines from a byte stream, then (for receive-pack) hands over the rest of the stream
 * untouched. Keeps at most one pending chunk in memory.
 */
export class PktLineReader {
	private readonly iterator: AsyncIterator<Uint8Array>;
	private buffer: Buffer = Buffer.alloc(0);
	private done = false;

	constructor(source: AsyncIterable<Uint8Array>) {
		this.iterator = source[Symbol.asyncIterator]();
	}

	private async fill(bytes: number): Promise<boolean> {
		while (this.buffer.byteLength < bytes && !this.done) {
			const next = await this.iterator.next();
			if (next.done) this.done = true;
			else this.buffer = this.buffer.byteLength ? Buffer.concat([this.buffer, next.value]) : Buffer.from(next.value);
		}
		return this.buffer.byteLength >= bytes;
	}

	/** The next packet, or undefined at the end of the stream. */
	async read(): Promise<Packet | undefined> {
		if (!(await this.fill(4))) {
			if (this.buffer.byteLength) throw new PktLineError("truncated pkt-line length");
			return undefined;
		}
		const header = this.buffer.subarray(0, 4).toString("latin1");
		if (!/^[0-9a-f]{4}$/.test(header)) throw new PktLineError(`bad pkt-line length: ${JSON.stringify(header)}`);
		const length = Number.parseInt(header, 16);
		if (length < 4) {
			this.buffer = this.buffer.subarray(4);
			if (length === 0) return { type: "flush" };
			if (length === 1) return { type: "delim" };
			if (length === 2) return { type: "end" };
			throw new PktLineError("bad pkt-line length 0003");
		}
		if (!(await this.fill(length))) throw new PktLineError("truncated pkt-line");
		const data = Buffer.from(this.buffer.subarray(4, length));
		this.buffer = this.buffer.subarray(length);
		return { type: "data", data };
	}

	/** The next packet as text without its trailing newline (`flush`/`delim`/`end` as such), or undefined at the end. */
	async readLine(): Promise<string | Packet["type"] | undefined> {
		const packet = await this.read();
		if (!packet) return undefined;
		if (packet.type !== "data") return packet.type;
		const text = packet.data.toString("utf8");
		return text.endsWith("\n") ? text.slice(0, -1) : text;
	}

	/** Whatever follows the packets read so far (e.g. a pack), as a stream of chunks. */
	async *rest(): AsyncGenerator<Uint8Array> {
		if (this.buffer.byteLength) {
			const pending = this.buffer;
			this.buffer = Buffer.alloc(0);
			yield pending;
		}
		while (!this.done) {
			const next = await this.iterator.next();
			if (next.done) this.done = true;
			else yield next.value;
		}
	}
}

/**
 * Side-band framing of `data` on `band` (1 pack data, 2 progress, 3 fatal error): as many pkt-lines
 * as needed, each at most 65520 bytes long (the side-band-64k limit).
 */
export function* sideBand(band: 1 | 2 | 3, data: Uint8Array): Generator<Uint8Array> {
	const step = MAX_PKT_PAYLOAD - 1;
	for (let offset = 0; offset < data.byteLength; offset += step) {
		const part = data.subarray(offset, offset + step);
		const payload = new Uint8Array(part.byteLength + 1);
		payload[0] = band;
		payload.set(part, 1);
		yield pkt(payload);
	}
}
