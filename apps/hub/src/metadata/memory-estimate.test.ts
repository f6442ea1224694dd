import { describe, expect, it } from "vitest";
import {
	baseBudget,
	estimateMemory,
	kvBytesPerToken,
	memoryColumns,
	runBytes,
	type AttentionShape,
	type MemoryFacts,
} from "./memory-estimate.ts";

const GiB = 1024 ** 3;

/** Relative error of an estimate against a published figure. */
const error = (estimate: number, published: number): number => (estimate - published) / published;

const QWEN25_7B: AttentionShape = { layers: 28, kvHeads: 4, headDim: 128, contextLength: 32768 };
const QWEN25_7B_BF16 = 7_615_616_512 * 2;
const QWEN25_05B: AttentionShape = { layers: 24, kvHeads: 2, headDim: 64, contextLength: 32768 };
const QWEN25_05B_BF16 = 494_032_768 * 2;
const LLAMA31_8B: AttentionShape = { layers: 32, kvHeads: 8, headDim: 128 };
const LLAMA31_70B: AttentionShape = { layers: 80, kvHeads: 8, headDim: 128 };
const LLAMA2_13B: AttentionShape = { layers: 40, kvHeads: 40, headDim: 128, contextLength: 4096 };

describe("the formula", () => {
	it("counts a key and a value per layer, KV head and head dimension, in 16-bit floats", () => {
		expect(kvBytesPerToken({ layers: 2, kvHeads: 3, headDim: 4 })).toBe(2 * 2 * 3 * 4 * 2);
	});

	it("runs at weights plus cache plus 10%, and the SQL form agrees with it at the boundary", () => {
		expect(runBytes(1000, 10, 100)).toBe(Math.ceil(2000 * 1.1));
		const budget = 24 * GiB;
		const perToken = kvBytesPerToken(QWEN25_7B);
		const weights = baseBudget(budget) - perToken * 8192;
		expect(runBytes(weights, perToken, 8192)).toBeLessThanOrEqual(budget);
		expect(runBytes(weights + 1000, perToken, 8192)).toBeGreaterThan(budget);
	});

	it("estimates every variant, leaves out contexts past the model's own, and loads without a shape", () => {
		const facts: MemoryFacts = {
			variants: [
				{ name: "safetensors", format: "safetensors", quantization: "BF16", bytes: 2000 },
				{ name: "m.Q4_K_M", format: "gguf", quantization: "Q4_K_M", bytes: 600 },
			],
			attention: { layers: 1, kvHeads: 1, headDim: 1, contextLength: 4096 },
		};
		const [bf16, q4] = estimateMemory(facts, [1024, 4096, 32768]);
		expect(bf16?.load).toBe(2000);
		expect(bf16?.run).toEqual([
			{ context: 1024, bytes: runBytes(2000, 4, 1024) },
			{ context: 4096, bytes: runBytes(2000, 4, 4096) },
		]);
		expect(q4?.run?.[0]?.bytes).toBe(runBytes(600, 4, 1024));
		expect(estimateMemory({ variants: facts.variants }, [1024])[0]).toEqual({ variant: facts.variants[0], load: 2000 });
		expect(memoryColumns(facts)).toEqual({
			memory_weight_bytes: 600,
			memory_kv_bytes_per_token: 4,
			memory_context_length: 4096,
		});
		expect(memoryColumns(undefined)).toEqual({
			memory_weight_bytes: null,
			memory_kv_bytes_per_token: null,
			memory_context_length: null,
		});
	});
});

/**
 * The published figures of decision 040, each with its source there. GB in the Qwen and Llama 3.1
 * sources are GiB (PyTorch counters over 1024³; the blog's own arithmetic); TheBloke's are 10⁹ bytes.
 */
describe("published figures (decision 040)", () => {
	it("Qwen2.5-7B-Instruct BF16 in transformers, 6144 + 2048 tokens: 15.38 GB measured, +4.6%", () => {
		const estimate = runBytes(QWEN25_7B_BF16, kvBytesPerToken(QWEN25_7B), 6144 + 2048);
		expect(error(estimate, 15.38 * GiB)).toBeCloseTo(0.046, 2);
	});

	it("Qwen2.5-0.5B-Instruct BF16 in transformers, 1 + 2048 tokens: 0.97 GB measured, +7.0%", () => {
		const estimate = runBytes(QWEN25_05B_BF16, kvBytesPerToken(QWEN25_05B), 1 + 2048);
		expect(error(estimate, 0.97 * GiB)).toBeCloseTo(0.07, 2);
	});

	it("Qwen2.5-7B-Instruct BF16 in transformers, 30720 + 2048 tokens: 19.97 GB measured, -12.2% (long prefill)", () => {
		const estimate = runBytes(QWEN25_7B_BF16, kvBytesPerToken(QWEN25_7B), 30720 + 2048);
		expect(error(estimate, 19.97 * GiB)).toBeCloseTo(-0.122, 2);
	});

	it("Llama 3.1 KV cache in FP16: 8B at 16k tokens 1.95 GB and 70B at 128k tokens 39.06 GB, within 0.2%", () => {
		expect(Math.abs(error(kvBytesPerToken(LLAMA31_8B) * 16_000, 1.95 * GiB))).toBeLessThan(0.002);
		expect(Math.abs(error(kvBytesPerToken(LLAMA31_70B) * 128_000, 39.06 * GiB))).toBeLessThan(0.002);
	});

	it("Llama 2 13B q4_K_M (7.87 GB file): 10.37 GB max RAM on the card, +1.3% at 2048 tokens, -12.1% at 512", () => {
		const perToken = kvBytesPerToken(LLAMA2_13B);
		expect(error(runBytes(7.87e9, perToken, 2048), 10.37e9)).toBeCloseTo(0.013, 2);
		expect(error(runBytes(7.87e9, perToken, 512), 10.37e9)).toBeCloseTo(-0.121, 2);
	});
});
