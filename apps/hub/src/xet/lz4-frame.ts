/**
 * Decoding of one LZ4 frame (the LZ4 frame format: magic, descriptor, blocks, end mark) into a
 * buffer of a known size. Xet chunks compressed with LZ4 are LZ4 frames. The decoder is bounded:
 * it never writes or loops past `expectedLength` output bytes or the input's end, so a hostile
 * chunk costs at most its own size plus the 128 KiB it claims (decision 032).
 */

const MAGIC = 0x184d2204;

/** Why a frame was refused; callers turn it into their own error code. */
export class Lz4Error extends Error {}

/** The `expectedLength` bytes the frame `input` decodes to; `Lz4Error` for any other outcome. */
export function decodeLz4Frame(input: Uint8Array, expectedLength: number): Uint8Array {
	const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
	const need = (position: number, count: number) => {
		if (position + count > input.length) throw new Lz4Error("the LZ4 frame ends early");
	};
	need(0, 7);
	if (view.getUint32(0, true) !== MAGIC) throw new Lz4Error("not an LZ4 frame (bad magic number)");
	const flags = input[4] ?? 0;
	if (flags >> 6 !== 1) throw new Lz4Error("unsupported LZ4 frame version");
	const blockChecksums = (flags & 0x10) !== 0;
	const contentSize = (flags & 0x08) !== 0;
	const contentChecksum = (flags & 0x04) !== 0;
	const dictionary = (flags & 0x01) !== 0;
	if (dictionary) throw new Lz4Error("LZ4 frames with a dictionary are not supported");
	let position = 6 + (contentSize ? 8 : 0) + 1; // FLG, BD, [content size], header checksum
	const output = new Uint8Array(expectedLength);
	let written = 0;
	for (;;) {
		need(position, 4);
		const word = view.getUint32(position, true);
		position += 4;
		if (word === 0) break;
		const stored = (word & 0x80000000) !== 0;
		const size = word & 0x7fffffff;
		need(position, size + (blockChecksums ? 4 : 0));
		const block = input.subarray(position, position + size);
		if (stored) {
			if (written + size > expectedLength) throw new Lz4Error("the LZ4 frame decodes to more bytes than declared");
			output.set(block, written);
			written += size;
		} else {
			written = decodeBlock(block, output, written);
		}
		position += size + (blockChecksums ? 4 : 0);
	}
	if (contentChecksum) need(position, 4);
	if (written !== expectedLength) throw new Lz4Error("the LZ4 frame decodes to fewer bytes than declared");
	return output;
}

/** Decodes one LZ4 block into `output` from `start`; the new end of the output. */
function decodeBlock(block: Uint8Array, output: Uint8Array, start: number): number {
	let input = 0;
	let out = start;
	const readLength = (initial: number): number => {
		let length = initial;
		if (initial === 15) {
			let byte: number;
			do {
				if (input >= block.length) throw new Lz4Error("an LZ4 length runs past the block");
				byte = block[input++] ?? 0;
				length += byte;
				if (length > output.length) throw new Lz4Error("the LZ4 frame decodes to more bytes than declared");
			} while (byte === 255);
		}
		return length;
	};
	while (input < block.length) {
		const token = block[input++] ?? 0;
		const literals = readLength(token >> 4);
		if (input + literals > block.length) throw new Lz4Error("LZ4 literals run past the block");
		if (out + literals > output.length) throw new Lz4Error("the LZ4 frame decodes to more bytes than declared");
		output.set(block.subarray(input, input + literals), out);
		input += literals;
		out += literals;
		if (input === block.length) break; // the last sequence has literals only
		if (input + 2 > block.length) throw new Lz4Error("an LZ4 match offset runs past the block");
		const offset = view16(block, input);
		input += 2;
		if (offset === 0 || offset > out) throw new Lz4Error("an LZ4 match points before the start of the data");
		const length = readLength(token & 15) + 4;
		if (out + length > output.length) throw new Lz4Error("the LZ4 frame decodes to more bytes than declared");
		for (let index = 0; index < length; index++, out++) output[out] = output[out - offset] ?? 0;
	}
	return out;
}

function view16(bytes: Uint8Array, at: number): number {
	return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}
