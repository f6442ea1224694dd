import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SplitReader } from "./split-reader.ts";
import { ViewerEngine, ViewerQueryTimeout } from "./viewer-engine.ts";

describe("SplitReader", () => {
	let dir: string;
	let engine: ViewerEngine;
	let reader: SplitReader;

	beforeAll(async () => {
		dir = mkdtempSync(join(tmpdir(), "split-reader-"));
		writeFileSync(join(dir, "a.csv"), "n;flag;word\n1;true;x\n2;false;y\n3;true;x\n");
		engine = await ViewerEngine.open({
			allowedDirectories: [dir],
			memoryLimitMb: 64,
			threads: 1,
			maxConcurrent: 1,
			timeoutMs: 10_000,
		});
		reader = new SplitReader(engine);
	});
	afterAll(() => {
		engine.close();
		rmSync(dir, { recursive: true, force: true });
	});

	const split = () => ({ format: "csv" as const, separator: ";", paths: [join(dir, "a.csv")] });

	it("reads a CSV with the config's separator", async () => {
		const page = await reader.page(split(), { offset: 1, length: 5 });
		expect(page.total).toBe(3);
		expect(page.rows).toEqual([
			{ row_idx: 1, row: { n: 2, flag: false, word: "y" }, truncated_cells: [] },
			{ row_idx: 2, row: { n: 3, flag: true, word: "x" }, truncated_cells: [] },
		]);
	});

	it("counts the matches whether or not the page ends them", async () => {
		for (const [offset, length, total] of [
			[0, 5, 3],
			[0, 1, 3],
			[2, 5, 3],
			[3, 5, 3],
			[7, 5, 3],
		] as const) {
			const page = await reader.page(split(), { offset, length, search: "" });
			expect(page.total, `offset ${offset} length ${length}`).toBe(total);
		}
		const filtered = await reader.page(split(), { offset: 0, length: 1, search: "X" });
		expect(filtered.total).toBe(2);
	});

	it("describes integers, booleans and labels", async () => {
		const stats = await reader.statistics(split(), 60_000);
		expect(stats.num_examples).toBe(3);
		expect(stats.statistics.map((entry) => [entry.column_name, entry.column_type])).toEqual([
			["n", "int"],
			["flag", "bool"],
			["word", "string_label"],
		]);
		expect(stats.statistics[1]?.column_statistics).toEqual({
			nan_count: 0,
			nan_proportion: 0,
			frequencies: { True: 2, False: 1 },
		});
		expect(stats.statistics[0]?.column_statistics).toMatchObject({
			min: 1,
			max: 3,
			mean: 2,
			median: 2,
			histogram: { hist: [1, 1, 1] },
		});
	});

	it("gives integer histograms whole bins whose edges rise up to the maximum", async () => {
		const file = join(dir, "lengths.csv");
		// 16 distinct values (25…40): bins of width 2, so 8 of them, the last one [39, 40].
		writeFileSync(file, `n\n${Array.from({ length: 16 }, (_, i) => 25 + i).join("\n")}\n40\n`);
		const stats = await reader.statistics({ format: "csv", separator: ",", paths: [file] }, 60_000);
		expect(stats.statistics[0]?.column_statistics).toMatchObject({
			min: 25,
			max: 40,
			histogram: { hist: [2, 2, 2, 2, 2, 2, 2, 3], bin_edges: [25, 27, 29, 31, 33, 35, 37, 39, 40] },
		});
	});

	it("stops statistics past their budget for all columns together", async () => {
		await expect(reader.statistics(split(), -1)).rejects.toThrow(ViewerQueryTimeout);
	});
});
