import { describe, expect, it } from "vitest";
import type { ModelRecord } from "../model-record.ts";
import { diffusersVariant, isFluxFill, isInpainting, isLora } from "./diffusers.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";

const m = (fields: Partial<ModelRecord>): ModelRecord => ({ id: "acme/m", ...fields });

describe("diffusers rules", () => {
	it.each([
		[m({ tags: ["lora"], cardData: { base_model: "acme/base" } }), true],
		[m({ tags: ["lora"], cardData: { base_model: ["acme/base", "acme/other"] } }), true],
		[m({ tags: ["lora"] }), false],
		[m({ cardData: { base_model: "acme/base" } }), false],
	])("isLora %#", (model, expected) => expect(isLora(model)).toBe(expected));

	it.each([
		[m({ config: { diffusers: { _class_name: "FluxFillPipeline" } } }), true],
		[m({ config: { diffusers: { _class_name: "FluxPipeline" } } }), false],
		[m({}), false],
	])("isFluxFill %#", (model, expected) => expect(isFluxFill(model)).toBe(expected));

	it.each([
		[m({ tags: ["inpainting"] }), true],
		[m({ config: { diffusers: { _class_name: "StableDiffusionInpaintPipeline" } } }), true],
		[m({ pipeline_tag: "image-to-image" }), false],
	])("isInpainting %#", (model, expected) => expect(isInpainting(model)).toBe(expected));

	it.each([
		[m({ tags: ["lora", "inpainting"], cardData: { base_model: "b" } }), "lora"],
		[m({ tags: ["inpainting"], config: { diffusers: { _class_name: "FluxFillPipeline" } } }), "flux-fill"],
		[m({ tags: ["inpainting"], pipeline_tag: "text-to-image" }), "inpainting"],
		[m({ pipeline_tag: "text-to-image" }), "text-to-image"],
		[m({ pipeline_tag: "image-to-image" }), "image-to-image"],
		[m({ pipeline_tag: "text-to-video" }), "default"],
	])("diffusersVariant %#", (model, expected) => expect(diffusersVariant(model)).toBe(expected));
});

describeRuleTable("diffusers");
