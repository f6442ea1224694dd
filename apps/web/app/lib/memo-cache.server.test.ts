import { describe, expect, it } from "vitest";
import { MemoCache } from "./memo-cache.server.ts";

describe("MemoCache", () => {
	it("computes once per key and evicts the least recently used", async () => {
		const cache = new MemoCache<number>(2);
		let calls = 0;
		const make = (n: number) => async () => {
			calls++;
			return n;
		};
		expect(await cache.get("a", make(1))).toBe(1);
		expect(await cache.get("a", make(99))).toBe(1);
		await cache.get("b", make(2));
		await cache.get("a", make(99)); // a is now the most recent
		await cache.get("c", make(3)); // evicts b
		expect(await cache.get("b", make(20))).toBe(20);
		expect(calls).toBe(4);
	});

	it("does not keep failures", async () => {
		const cache = new MemoCache<number>(2);
		await expect(cache.get("x", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
		// Dropped by the time the caller sees the failure: no turn of the event loop to wait for.
		expect(await cache.get("x", async () => 5)).toBe(5);
	});
});
