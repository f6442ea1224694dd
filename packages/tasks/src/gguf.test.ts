import { readReference, REFERENCE_SKIPPED } from "./testing/reference.ts";
import { describe, expect, it } from "vitest";
import {
	bitsPerWeight,
	GGML_TENSOR_TYPES,
	GGUF_FILE_QUANTIZATION_TYPES,
	orderByQuantSize,
	parseGGUFQuantLabel,
	type GGUFFileQuantizationType,
} from "./gguf.ts";

describe("GGUF enumerations", () => {
	it("numbers the 38 classic file types F32…TQ2_0 as 0…37, and the extra-large ones 1000…1005", () => {
		const entries = Object.entries(GGUF_FILE_QUANTIZATION_TYPES);
		const classic = entries.filter(([, n]) => n <= 37);
		expect(classic).toHaveLength(38);
		expect(GGUF_FILE_QUANTIZATION_TYPES.F32).toBe(0);
		expect(GGUF_FILE_QUANTIZATION_TYPES.TQ2_0).toBe(37);
		expect(entries.filter(([, n]) => n >= 1000).map(([, n]) => n)).toEqual([1000, 1001, 1002, 1003, 1004, 1005]);
		expect(new Set(entries.map(([, n]) => n)).size).toBe(entries.length);
	});

	it("numbers tensor types 0…35 with the gaps of removed types, plus the newer ones", () => {
		const numbers = Object.values(GGML_TENSOR_TYPES);
		const classic = numbers.filter((n) => n <= 35);
		expect(Math.min(...classic)).toBe(0);
		expect(Math.max(...classic)).toBe(35);
		for (const gap of [4, 5, 31, 32, 33]) expect(classic).not.toContain(gap);
		expect(GGML_TENSOR_TYPES.BF16).toBe(30);
		expect(new Set(numbers).size).toBe(numbers.length);
	});

	it.skipIf(REFERENCE_SKIPPED)("matches the reference facts", () => {
		const reference = readReference<{ fileQuantizationTypes: object; tensorTypes: object }>("gguf.json");
		expect(GGUF_FILE_QUANTIZATION_TYPES).toEqual(reference.fileQuantizationTypes);
		expect(GGML_TENSOR_TYPES).toEqual(reference.tensorTypes);
	});
});

describe("parseGGUFQuantLabel", () => {
	it.each([
		["Llama-3.2-1B-Instruct-Q4_K_M.gguf", "Q4_K_M"],
		["model.q8_0.gguf", "Q8_0"],
		["Qwen3-8B-UD-Q4_K_XL.gguf", "Q4_K_XL"],
		["phi-4-IQ3_XXS.gguf", "IQ3_XXS"],
		["gemma-F16.gguf", "F16"],
		["DeepSeek-R1-BF16-00001-of-00030.gguf", "BF16"],
		["sub/dir/mistral-7b-Q5_K_S.gguf", "Q5_K_S"],
		["tiny-TQ1_0.gguf", "TQ1_0"],
	])("reads %s as %s", (file, label) => expect(parseGGUFQuantLabel(file)).toBe(label));

	it("finds nothing where no label stands alone", () => {
		expect(parseGGUFQuantLabel("model.gguf")).toBeUndefined();
		expect(parseGGUFQuantLabel("XQ4_0Y.gguf")).toBeUndefined();
	});
});

describe("orderByQuantSize", () => {
	it("orders from the biggest files to the smallest", () => {
		expect(orderByQuantSize(["Q4_K_M", "F16", "IQ2_XXS", "Q8_0", "Q6_K", "F32", "Q2_K"])).toEqual([
			"F32",
			"F16",
			"Q8_0",
			"Q6_K",
			"Q4_K_M",
			"Q2_K",
			"IQ2_XXS",
		]);
		expect(orderByQuantSize(["mystery", "Q4_0"])).toEqual(["Q4_0", "mystery"]);
	});

	it("knows the size of every file type", () => {
		for (const type of Object.keys(GGUF_FILE_QUANTIZATION_TYPES) as GGUFFileQuantizationType[]) {
			expect(bitsPerWeight(type)).toBeGreaterThan(0);
		}
	});
});
