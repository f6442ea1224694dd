import { describe, expect, it } from "vitest";
import { peftBaseModel, peftTaskType } from "./peft.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";

describe("peft rules", () => {
	it.each([
		["CAUSAL_LM", "CAUSAL_LM"],
		["SEQ_2_SEQ_LM", "SEQ_2_SEQ_LM"],
		["TOKEN_CLS", "TOKEN_CLS"],
		["SEQ_CLS", "SEQ_CLS"],
		["causal_lm", undefined],
		["FEATURE_EXTRACTION", undefined],
		["__proto__", undefined],
		[undefined, undefined],
	])("peftTaskType(%s)", (taskType, expected) => {
		expect(peftTaskType({ id: "a/b", config: { peft: { task_type: taskType } } })).toBe(expected);
	});

	it("reads the base model from config.peft", () => {
		expect(peftBaseModel({ id: "a/b", config: { peft: { base_model_name_or_path: "x/y" } } })).toBe("x/y");
		expect(peftBaseModel({ id: "a/b", config: { peft: { base_model_name_or_path: "" } } })).toBeUndefined();
		expect(peftBaseModel({ id: "a/b", cardData: { base_model: "x/y" } })).toBeUndefined();
	});
});

describeRuleTable("peft");
