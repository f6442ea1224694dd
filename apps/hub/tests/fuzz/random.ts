/** A seeded pseudo-random source (mulberry32): the same seed gives the same requests. */
export interface Random {
	/** A float in [0, 1). */
	next(): number;
	/** An element of `items`. */
	pick<T>(items: readonly T[]): T;
	/** True with probability `p`. */
	chance(p: number): boolean;
	/** An integer in [0, n). */
	int(n: number): number;
}

export function seededRandom(seed: number): Random {
	let state = seed >>> 0;
	const next = (): number => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const int = (n: number): number => Math.floor(next() * n);
	return {
		next,
		int,
		pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
		chance: (p) => next() < p,
	};
}
