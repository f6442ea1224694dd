import { describe, expect, it } from "vitest";
import { kerasHubTasks } from "./keras-hub.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";

describe("KerasHub rules", () => {
	it.each([
		[["CausalLM"], ["CausalLM"]],
		[
			["CausalLM", "CausalLM", "TextClassifier"],
			["CausalLM", "TextClassifier"],
		],
		[["NotATask", "constructor"], []],
		[["AudioToText"], []],
		[undefined, []],
	])("kerasHubTasks(%j)", (tasks, expected) => {
		expect(kerasHubTasks({ id: "a/b", config: { keras_hub: { tasks } } })).toEqual(expected);
	});
});

describeRuleTable("keras-hub");
