import { describe, expect, it } from "vitest";
import { chartOf } from "./dataset-statistics.server.ts";

describe("column charts from /statistics", () => {
	it("draws a histogram of numbers with its bin ranges and figures", () => {
		const chart = chartOf({
			column_name: "score",
			column_type: "float",
			column_statistics: {
				nan_count: 2,
				min: 0.5,
				max: 6.5,
				mean: 3.25,
				histogram: { hist: [4, 0, 9], bin_edges: [0.5, 2.5, 4.5, 6.5] },
			},
		});
		expect(chart).toEqual({
			column: "score",
			type: "float",
			kind: "histogram",
			bars: [
				{ label: "0.5 – 2.5", count: 4 },
				{ label: "2.5 – 4.5", count: 0 },
				{ label: "4.5 – 6.5", count: 9 },
			],
			summary: "min 0.5, max 6.5, mean 3.25, 2 null",
		});
	});

	it("draws bars of class labels, most frequent first, and skips what has nothing to draw", () => {
		const chart = chartOf({
			column_name: "label",
			column_type: "string_label",
			column_statistics: { nan_count: 0, frequencies: { neg: 3, pos: 7 } },
		});
		expect(chart?.bars).toEqual([
			{ label: "pos", count: 7 },
			{ label: "neg", count: 3 },
		]);
		expect(chart?.kind).toBe("bars");
		expect(chartOf({ column_name: "t", column_type: "string_text", column_statistics: {} })).toBeUndefined();
	});
});
