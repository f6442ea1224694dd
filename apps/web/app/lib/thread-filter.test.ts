import { describe, expect, it } from "vitest";
import { threadFilterOf, threadFilterQuery } from "./thread-filter.ts";

describe("the Community list filter", () => {
	it("reads known values, falls back on unknown ones, and writes back only what differs from the default", () => {
		expect(threadFilterOf(new URLSearchParams(""))).toEqual({ status: "open", type: "all", page: 0 });
		const filter = threadFilterOf(new URLSearchParams("status=closed&type=pull_request&p=3"));
		expect(filter).toEqual({ status: "closed", type: "pull_request", page: 3 });
		expect(threadFilterQuery(filter)).toBe("?status=closed&type=pull_request&p=3");
		expect(threadFilterQuery({ status: "open", type: "all", page: 0 })).toBe("");
		for (const bad of ["status=merged", "type=x", "p=-1", "p=1.5", "p=99999999", "p=abc"])
			expect(threadFilterOf(new URLSearchParams(bad))).toEqual({ status: "open", type: "all", page: 0 });
	});
});
