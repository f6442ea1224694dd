import { describe, expect, it } from "vitest";
import { sklearnModelFile } from "./sklearn.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";

describe("scikit-learn rules", () => {
	it.each([
		[
			{ model: { file: "m.skops" }, model_format: "skops" },
			{ file: "m.skops", format: "skops" },
		],
		[
			{ model: { file: "m.pkl" }, model_format: "pickle" },
			{ file: "m.pkl", format: "pickle" },
		],
		[{ model: { file: "m.skops" } }, { file: "m.skops", format: "skops" }],
		[{ model: { file: "m.joblib" } }, { file: "m.joblib", format: "pickle" }],
		[{ model_format: "skops" }, undefined],
		[{ model: { file: "" } }, undefined],
	])("sklearnModelFile %#", (sklearn, expected) => {
		expect(sklearnModelFile({ id: "a/b", config: { sklearn } })).toEqual(expected);
	});
});

describeRuleTable("sklearn");
