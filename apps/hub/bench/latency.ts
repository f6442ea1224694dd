/** p50 and p99 of a list of durations (ms). */
export function percentiles(samples: number[]): { p50: number; p99: number } {
	const sorted = [...samples].sort((a, b) => a - b);
	const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
	return { p50: at(0.5), p99: at(0.99) };
}

/** The middle value (the upper one of the middle two for an even count). */
export function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Times `run` `count` times after `warmup` untimed runs; durations in ms. */
export async function timeRuns(count: number, run: () => Promise<void>, warmup = 3): Promise<number[]> {
	for (let i = 0; i < warmup; i++) await run();
	const samples: number[] = [];
	for (let i = 0; i < count; i++) {
		const start = performance.now();
		await run();
		samples.push(performance.now() - start);
	}
	return samples;
}

/** Prints rows as an aligned text table. */
export function printTable(title: string, header: string[], rows: (string | number)[][]): void {
	const cells = [header, ...rows.map((row) => row.map(String))];
	const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
	const line = (row: string[]): string => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
	console.log(`\n${title}\n${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
	for (const row of cells.slice(1)) console.log(line(row));
}
