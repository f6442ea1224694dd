import { describe, expect, it } from "vitest";
import { providersFor } from "./inference-providers.ts";

describe("providersFor", () => {
	it("offers chat providers to conversational models, hf-inference first", () => {
		const ids = providersFor("text-generation", ["conversational"]);
		expect(ids[0]).toBe("hf-inference");
		expect(ids).toContain("cerebras");
		expect([...ids.slice(1)].sort()).toEqual(ids.slice(1));
	});
	it("offers none for a task no provider serves", () => {
		expect(providersFor("robotics")).toEqual([]);
		expect(providersFor(null)).toEqual([]);
	});
});
