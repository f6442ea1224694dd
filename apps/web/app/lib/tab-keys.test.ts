import { describe, expect, it } from "vitest";
import { tabIndexAfterKey } from "./tab-keys.ts";

describe("tabIndexAfterKey", () => {
	it("wraps the arrow keys around and sends Home and End to the ends", () => {
		expect(tabIndexAfterKey("ArrowRight", 0, 3)).toBe(1);
		expect(tabIndexAfterKey("ArrowRight", 2, 3)).toBe(0);
		expect(tabIndexAfterKey("ArrowLeft", 0, 3)).toBe(2);
		expect(tabIndexAfterKey("Home", 2, 3)).toBe(0);
		expect(tabIndexAfterKey("End", 0, 3)).toBe(2);
	});

	it("leaves other keys, and focus outside the tabs, to the page", () => {
		expect(tabIndexAfterKey("Enter", 1, 3)).toBe(-1);
		expect(tabIndexAfterKey("ArrowRight", -1, 3)).toBe(-1);
		expect(tabIndexAfterKey("ArrowRight", 0, 0)).toBe(-1);
	});
});
