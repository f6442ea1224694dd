import { describe, expect, it } from "vitest";
import { isFluxModel } from "./diffusionkit.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";

describe("diffusionkit rules", () => {
	it.each([
		[{ id: "a/b", tags: ["flux"] }, true],
		[{ id: "argmaxinc/mlx-FLUX.1-schnell" }, true],
		[{ id: "argmaxinc/mlx-stable-diffusion-3-medium" }, false],
		[{ id: "a/b", tags: ["sd3"] }, false],
	])("isFluxModel %#", (model, expected) => expect(isFluxModel(model)).toBe(expected));
});

describeRuleTable("diffusionkit");
