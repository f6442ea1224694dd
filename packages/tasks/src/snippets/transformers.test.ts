import { describe, expect, it } from "vitest";
import type { ModelRecord } from "../model-record.ts";
import { hasChatTemplate, isImageTextChat, needsRemoteCode } from "./shared/rules.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";
import { autoModelClass, isChatPipeline, processorClass } from "./transformers/index.ts";
import { isTransformersPipeline } from "./transformers/pipelines.ts";

const m = (fields: Partial<ModelRecord>): ModelRecord => ({ id: "acme/m", ...fields });

describe("transformers rules", () => {
	it.each([
		[m({ tags: ["custom_code"] }), true],
		[m({ tags: ["transformers"] }), false],
		[m({}), false],
	])("needsRemoteCode %#", (model, expected) => expect(needsRemoteCode(model)).toBe(expected));

	it.each([
		[m({ tags: ["conversational"] }), true],
		[m({ config: { tokenizer_config: { chat_template: "{{ x }}" } } }), true],
		[m({ config: { tokenizer_config: { chat_template: [{ name: "default", template: "t" }] } } }), true],
		[m({ config: { tokenizer_config: { chat_template: "" } } }), false],
		[m({ config: { tokenizer_config: {} } }), false],
		[m({ tags: ["text-generation"] }), false],
	])("hasChatTemplate %#", (model, expected) => expect(hasChatTemplate(model)).toBe(expected));

	it.each([
		[m({ tags: ["conversational"], pipeline_tag: "image-text-to-text" }), true],
		[m({ tags: ["conversational", "image-text-to-text"] }), true],
		[m({ pipeline_tag: "image-text-to-text" }), false],
		[m({ tags: ["conversational"], pipeline_tag: "text-generation" }), false],
	])("isImageTextChat %#", (model, expected) => expect(isImageTextChat(model)).toBe(expected));

	it.each([
		[m({ tags: ["conversational"], pipeline_tag: "text-generation" }), true],
		[m({ tags: ["conversational"], pipeline_tag: "image-text-to-text" }), true],
		[m({ tags: ["conversational"], pipeline_tag: "text-classification" }), false],
		[m({ pipeline_tag: "text-generation" }), false],
	])("isChatPipeline %#", (model, expected) => expect(isChatPipeline(model)).toBe(expected));

	it.each([
		["text-generation", true],
		["zero-shot-image-classification", true],
		["text-to-speech", true],
		["summarization", false],
		["translation", false],
		["question-answering", false],
		["image-to-text", false],
		["constructor", false],
		[null, false],
	])("isTransformersPipeline(%s)", (tag, expected) => expect(isTransformersPipeline(tag)).toBe(expected));

	it("takes auto classes only when they are identifiers", () => {
		expect(autoModelClass(m({ transformersInfo: { auto_model: "AutoModelForCausalLM" } }))).toBe(
			"AutoModelForCausalLM",
		);
		expect(autoModelClass(m({ transformersInfo: { auto_model: "X(); import os" } }))).toBe("AutoModel");
		expect(autoModelClass(m({}))).toBe("AutoModel");
		expect(processorClass(m({ transformersInfo: { auto_model: "A", processor: "AutoTokenizer" } }))).toBe(
			"AutoTokenizer",
		);
		expect(processorClass(m({ transformersInfo: { auto_model: "A", processor: "a b" } }))).toBeUndefined();
	});
});

describeRuleTable("transformers");
