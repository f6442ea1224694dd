import { describe, expect, it } from "vitest";
import { BufferPool } from "./buffer-pool.ts";

describe("BufferPool", () => {
	it("hands back the buffers it was given, newest first, and keeps at most `keep` of them", () => {
		let created = 0;
		const pool = new BufferPool(() => {
			created++;
			return new Uint8Array(16);
		}, 2);
		const [a, b, c] = [pool.take(), pool.take(), pool.take()];
		expect(created).toBe(3);
		pool.give(a);
		pool.give(b);
		pool.give(c);
		expect(pool.take()).toBe(b);
		expect(pool.take()).toBe(a);
		expect(pool.take()).not.toBe(c);
		expect(created).toBe(4);
	});
});
