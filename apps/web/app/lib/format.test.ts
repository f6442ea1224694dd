import { describe, expect, it } from "vitest";
import { formatBytes, formatCount, formatDate } from "./format.ts";

describe("format", () => {
	it("compacts counts", () => {
		expect(formatCount(999)).toBe("999");
		expect(formatCount(1234)).toBe("1.2k");
		expect(formatCount(3_400_000)).toBe("3.4M");
		expect(formatCount(250_000)).toBe("250k");
		expect(formatCount(undefined)).toBe("0");
	});
	it("formats bytes in decimal units", () => {
		expect(formatBytes(512)).toBe("512 B");
		expect(formatBytes(1500)).toBe("1.5 kB");
		expect(formatBytes(2_300_000_000)).toBe("2.3 GB");
	});
	it("formats dates in UTC", () => {
		expect(formatDate("2026-03-04T23:30:00.000Z")).toBe("Mar 4, 2026");
		expect(formatDate("nonsense")).toBe("");
	});
});
