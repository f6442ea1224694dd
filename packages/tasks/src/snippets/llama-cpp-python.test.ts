import { describe, expect, it } from "vitest";
import { ggufFile, ggufOtherShards } from "./shared/gguf-file.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";

const files = (...names: string[]) => ({ id: "a/b", siblings: names.map((rfilename) => ({ rfilename })) });

describe("GGUF file choice", () => {
	it.each([
		[files("m.Q8_0.gguf", "m.Q4_K_M.gguf"), "m.Q4_K_M.gguf"],
		[files("m-f16.gguf"), "m-f16.gguf"],
		[files("x-00002-of-00003.gguf", "x-00001-of-00003.gguf"), "x-00001-of-00003.gguf"],
		[files("README.md", "model.safetensors"), "*Q4_K_M.gguf"],
		[{ id: "a/b" }, "*Q4_K_M.gguf"],
	])("ggufFile %#", (model, expected) => expect(ggufFile(model)).toBe(expected));

	it("lists the other shards of a split model, in order, and nothing for a single file", () => {
		const split = files(
			"x-00003-of-00003.gguf",
			"x-00001-of-00003.gguf",
			"x-00002-of-00003.gguf",
			"y-00002-of-00003.gguf",
		);
		expect(ggufOtherShards(split, "x-00001-of-00003.gguf")).toEqual(["x-00002-of-00003.gguf", "x-00003-of-00003.gguf"]);
		expect(ggufOtherShards(files("x-00002-of-00004.gguf"), "x-00001-of-00003.gguf")).toEqual([]);
		expect(ggufOtherShards(split, "m.Q4_K_M.gguf")).toEqual([]);
		expect(ggufOtherShards(split, "*Q4_K_M.gguf")).toEqual([]);
		// A stem with a line break still names its shards.
		expect(ggufOtherShards(files("a\nb-00002-of-00002.gguf"), "a\nb-00001-of-00002.gguf")).toEqual([
			"a\nb-00002-of-00002.gguf",
		]);
	});
});

describeRuleTable("llama-cpp-python");
