import { describe, expect, it } from "vitest";
import { adapterBaseModel } from "./adapter-transformers.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";

describe("adapter-transformers rules", () => {
	it.each([
		[{ config: { adapter_transformers: { model_name: "x/bert" } } }, "x/bert"],
		[{ config: { adapter_transformers: { model_name: "x/bert" } }, cardData: { base_model: "y/other" } }, "x/bert"],
		[{ cardData: { base_model: "y/other" } }, "y/other"],
		[{ config: { adapter_transformers: {} } }, undefined],
		[{}, undefined],
	])("adapterBaseModel %#", (fields, expected) => expect(adapterBaseModel({ id: "a/b", ...fields })).toBe(expected));
});

describeRuleTable("adapter-transformers");
