import { describe, expect, it } from "vitest";
import { isPlainClick } from "./plain-click.ts";

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe("isPlainClick", () => {
	it("takes the primary button with no modifier, not yet handled", () => {
		expect(isPlainClick(plain)).toBe(true);
	});

	it("leaves other buttons, modifier keys and handled clicks to the browser", () => {
		expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
		for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const)
			expect(isPlainClick({ ...plain, [key]: true }), key).toBe(false);
		expect(isPlainClick({ ...plain, defaultPrevented: true })).toBe(false);
	});
});
