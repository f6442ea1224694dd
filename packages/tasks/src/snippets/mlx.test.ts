import { describe, expect, it } from "vitest";
import { mlxVariant } from "./mlx.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";

describe("MLX rules", () => {
	it.each([
		[{ pipeline_tag: "image-text-to-text" }, "vision"],
		[{ pipeline_tag: "text-generation", tags: ["conversational"] }, "chat"],
		[{ pipeline_tag: "text-generation", config: { tokenizer_config: { chat_template: "t" } } }, "chat"],
		[{ pipeline_tag: "text-generation" }, "generate"],
		[{ pipeline_tag: "text-to-speech" }, "download"],
		[{}, "download"],
	])("mlxVariant %#", (fields, expected) => expect(mlxVariant({ id: "a/b", ...fields })).toBe(expected));
});

describeRuleTable("mlx");
