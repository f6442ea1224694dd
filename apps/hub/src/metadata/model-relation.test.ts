import { describe, expect, it } from "vitest";
import { modelRelation, relationTag } from "./model-relation.ts";

const of = (evidence: Partial<Parameters<typeof modelRelation>[0]>) =>
	modelRelation({ declared: undefined, bases: ["org/base"], paths: [], config: undefined, ...evidence });

describe("the relation of a model to its base models", () => {
	it("names none without a base model", () => {
		expect(of({ bases: [] })).toBeUndefined();
		expect(of({ bases: [], declared: "adapter" })).toBeUndefined();
	});

	it("takes the card's base_model_relation when it names one of the four, in any case", () => {
		expect(of({ declared: "Quantized", paths: ["adapter_config.json"] })).toBe("quantized");
		expect(of({ declared: "merge" })).toBe("merge");
		expect(of({ declared: "distilled" })).toBe("finetune");
		expect(of({ declared: 5, paths: ["adapter_config.json"] })).toBe("adapter");
	});

	it("infers adapter, quantized, merge and finetune from the files and the config", () => {
		expect(of({ paths: ["adapter_config.json", "adapter_model.safetensors"] })).toBe("adapter");
		expect(of({ paths: ["model-Q4_K_M.gguf"] })).toBe("quantized");
		expect(of({ config: { quantization_config: { quant_method: "gptq", bits: 4 } } })).toBe("quantized");
		expect(of({ config: { quantization_config: "gptq" } })).toBe("finetune");
		expect(of({ bases: ["a/one", "b/two"] })).toBe("merge");
		expect(of({ paths: ["mergekit_config.yml"] })).toBe("merge");
		expect(of({ paths: ["model.safetensors", "config.json"] })).toBe("finetune");
		// An adapter over several bases is still an adapter: the files say what it is.
		expect(of({ bases: ["a/one", "b/two"], paths: ["adapter_config.json"] })).toBe("adapter");
	});

	it("writes the tag the public hub lists children by", () => {
		expect(relationTag("adapter", "org/base")).toBe("base_model:adapter:org/base");
	});
});
