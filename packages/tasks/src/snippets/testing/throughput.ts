/**
 * Throughput of snippet generators, for the benches of both snippet packages: `runFor` (one
 * generator for a while) and `compareThroughput` (two side by side in one process). The comparison
 * is built for a busy machine: the two sides run in short alternating slices (the order flipping
 * every slice), so a change of load hits both alike, and the result is the median of per-round
 * ratios, each round's ratio taken from slices that interleave.
 */

/** One side of a comparison: a pass over the shared inputs. */
export interface ThroughputSide {
	name: string;
	/** Runs every input once and returns how many snippets it made (reported, so the work is used). */
	pass: () => number;
}

export interface ThroughputOptions {
	/** Generator calls one pass makes (the number of inputs). */
	callsPerPass: number;
	/** Rounds to take the median over (default 7). */
	rounds?: number;
	/** Milliseconds each side runs per round (default 300), in slices of `sliceMs`. */
	roundMs?: number;
	/** Length of one slice in milliseconds (default 10). */
	sliceMs?: number;
	/** Milliseconds of warm-up per side before measuring (default 300). */
	warmupMs?: number;
}

export interface ThroughputResult {
	/** Median calls per second of each side, in the order given. */
	callsPerSecond: [number, number];
	/** Median over rounds of (first side's rate / second side's rate). */
	ratio: number;
	/** The lowest and highest per-round ratio. */
	ratioRange: [number, number];
	rounds: number;
	/** Snippets each side made per pass. */
	snippetsPerPass: [number, number];
}

/** What `runFor` measured: passes made, snippets made, and the milliseconds they took. */
export interface Run {
	passes: number;
	snippets: number;
	elapsed: number;
}

/** Runs `pass` (which returns how many snippets it made) again and again for at least `ms` milliseconds. */
export function runFor(pass: () => number, ms: number): Run {
	let passes = 0;
	let snippets = 0;
	const start = performance.now();
	let elapsed = 0;
	do {
		snippets += pass();
		passes++;
		elapsed = performance.now() - start;
	} while (elapsed < ms);
	return { passes, snippets, elapsed };
}

/** The middle value (the upper one of an even count). */
export function median(values: readonly number[]): number {
	return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

/** Measures `a` against `b`: see the module comment for how. */
export function compareThroughput(a: ThroughputSide, b: ThroughputSide, options: ThroughputOptions): ThroughputResult {
	const { callsPerPass, rounds = 7, roundMs = 300, sliceMs = 10, warmupMs = 300 } = options;
	const warm = [runFor(a.pass, warmupMs), runFor(b.pass, warmupMs)] as const;
	const rates: [number[], number[]] = [[], []];
	const ratios: number[] = [];
	for (let round = 0; round < rounds; round++) {
		const passes = [0, 0];
		const time = [0, 0];
		for (let i = 0; i * sliceMs < roundMs; i++) {
			const order = i % 2 === 0 ? [0, 1] : [1, 0];
			for (const side of order) {
				const run = runFor(side === 0 ? a.pass : b.pass, sliceMs);
				passes[side] = (passes[side] ?? 0) + run.passes;
				time[side] = (time[side] ?? 0) + run.elapsed;
			}
		}
		const rate = (side: 0 | 1) => ((passes[side] ?? 0) * callsPerPass) / ((time[side] ?? 1) / 1000);
		rates[0].push(rate(0));
		rates[1].push(rate(1));
		ratios.push(rate(0) / rate(1));
	}
	return {
		callsPerSecond: [median(rates[0]), median(rates[1])],
		ratio: median(ratios),
		ratioRange: [Math.min(...ratios), Math.max(...ratios)],
		rounds,
		snippetsPerPass: [warm[0].snippets / warm[0].passes, warm[1].snippets / warm[1].passes],
	};
}

/** The result as the benches print it: a heading, one line per side, the ratio. */
export function formatComparison(heading: string, a: ThroughputSide, b: ThroughputSide, r: ThroughputResult): string {
	const width = Math.max(a.name.length, b.name.length) + 2;
	const calls = (n: number) => `${Math.round(n).toLocaleString("en-US")} calls/s`;
	return [
		`${heading} (median of ${r.rounds} rounds of interleaved slices):`,
		`  ${a.name.padEnd(width)}${calls(r.callsPerSecond[0])}, ${r.snippetsPerPass[0]} snippets per pass`,
		`  ${b.name.padEnd(width)}${calls(r.callsPerSecond[1])}, ${r.snippetsPerPass[1]} snippets per pass`,
		`  ${"ratio".padEnd(width)}${r.ratio.toFixed(2)}× (rounds ${r.ratioRange[0].toFixed(2)}–${r.ratioRange[1].toFixed(2)})`,
	].join("\n");
}
