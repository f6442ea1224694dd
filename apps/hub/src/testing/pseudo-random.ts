/** Bytes that look random but are the same on every run (xorshift). */
export function pseudoRandom(length: number, seed: number): Uint8Array {
	const out = new Uint8Array(length);
	let state = seed >>> 0 || 1;
	for (let index = 0; index < length; index++) {
		state ^= state << 13;
		state ^= state >>> 17;
		state ^= state << 5;
		out[index] = state & 0xff;
	}
	return out;
}
