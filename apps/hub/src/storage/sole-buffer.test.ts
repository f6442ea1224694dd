import { describe, expect, it } from "vitest";
import { isSoleView, releaseNow } from "./sole-buffer.ts";

describe("sole buffers", () => {
	it("tells a whole plain buffer from views, slabs and shared memory", () => {
		expect(isSoleView(new Uint8Array(16))).toBe(true);
		expect(isSoleView(Buffer.alloc(16))).toBe(true);
		expect(isSoleView(new Uint8Array(16).subarray(0, 8))).toBe(false);
		expect(isSoleView(new Uint8Array(16).subarray(8))).toBe(false);
		// Small Buffers share Node's pool slab.
		expect(isSoleView(Buffer.from("abc"))).toBe(false);
		expect(isSoleView(new Uint8Array(new SharedArrayBuffer(16)))).toBe(false);
	});

	it("frees a sole buffer at once and leaves anything shared alone", () => {
		const sole = new Uint8Array(1 << 20).fill(7);
		releaseNow(sole);
		expect(sole.byteLength).toBe(0);
		expect(sole.buffer.byteLength).toBe(0);

		const whole = new Uint8Array(32).fill(9);
		const view = whole.subarray(4, 12);
		releaseNow(view);
		expect(view.byteLength).toBe(8);
		expect(whole[0]).toBe(9);

		const shared = new Uint8Array(new SharedArrayBuffer(8)).fill(3);
		releaseNow(shared);
		expect(shared[7]).toBe(3);
	});
});
