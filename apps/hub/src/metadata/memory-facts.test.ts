import { describe, expect, it } from "vitest";
import { ggufFile, safetensorsFile } from "../../seed/binary-fixtures.ts";
import { extractMetadata } from "./extract-metadata.ts";
import { attentionOfConfig } from "./memory-facts.ts";

const files = (entries: Record<string, string | Uint8Array>) => ({
	paths: Object.keys(entries),
	read: async (path: string, maxBytes?: number) => {
		const content = entries[path];
		const bytes = typeof content === "string" ? new TextEncoder().encode(content) : (content ?? new Uint8Array());
		return maxBytes === undefined ? bytes : bytes.subarray(0, maxBytes);
	},
});

const llamaGguf = (fileType: number, ggmlType: number, elementsPerTensor: number) =>
	ggufFile(
		{
			"general.architecture": { type: "string", value: "llama" },
			"general.file_type": { type: "u32", value: fileType },
			"llama.block_count": { type: "u32", value: 32 },
			"llama.attention.head_count": { type: "u32", value: 32 },
			"llama.attention.head_count_kv": { type: "u32", value: 8 },
			"llama.embedding_length": { type: "u32", value: 4096 },
			"llama.context_length": { type: "u32", value: 8192 },
		},
		[
			{ name: "a", shape: [elementsPerTensor], ggmlType },
			{ name: "b", shape: [elementsPerTensor], ggmlType },
		],
		7,
		false,
	);

describe("memory facts", () => {
	it("reads the attention shape of common config spellings", () => {
		expect(
			attentionOfConfig({
				num_hidden_layers: 28,
				num_attention_heads: 28,
				num_key_value_heads: 4,
				hidden_size: 3584,
				max_position_embeddings: 32768,
			}),
		).toEqual({ layers: 28, kvHeads: 4, headDim: 128, contextLength: 32768 });
		expect(attentionOfConfig({ n_layer: 12, n_head: 12, n_embd: 768, n_positions: 1024 })).toEqual({
			layers: 12,
			kvHeads: 12,
			headDim: 64,
			contextLength: 1024,
		});
		expect(
			attentionOfConfig({
				text_config: { num_hidden_layers: 2, num_attention_heads: 4, hidden_size: 64, head_dim: 32 },
			}),
		).toEqual({ layers: 2, kvHeads: 4, headDim: 32 });
		expect(attentionOfConfig({ n_layer: 12, n_head: 12, n_embd: 768, multi_query: true })?.kvHeads).toBe(1);
		expect(attentionOfConfig({ hidden_size: 10 })).toBeUndefined();
	});

	it("sizes the safetensors set by dtype and each GGUF variant by its tensor types, shards summed", async () => {
		const { paths, read } = files({
			"config.json": JSON.stringify({
				num_hidden_layers: 32,
				num_attention_heads: 32,
				num_key_value_heads: 8,
				hidden_size: 4096,
				max_position_embeddings: 32768,
			}),
			"model-00001-of-00002.safetensors": safetensorsFile(
				[{ name: "a", shape: [1000, 1000], dtype: "BF16" }],
				1,
				false,
			),
			"model-00002-of-00002.safetensors": safetensorsFile([{ name: "b", shape: [10], dtype: "F32" }], 1, false),
			"m.Q4_K_M.gguf": llamaGguf(15, 12, 256 * 1000),
			"m.Q8_0-00001-of-00002.gguf": llamaGguf(7, 8, 32 * 500),
			"m.Q8_0-00002-of-00002.gguf": llamaGguf(7, 8, 32 * 500),
			"mmproj-f16.gguf": llamaGguf(1, 1, 100),
		});
		const meta = await extractMetadata("model", paths, read);
		expect(meta.warnings).toEqual([]);
		expect(meta.memory).toEqual({
			variants: [
				// Q8_0: 34 bytes per 32 elements; two shards of two tensors of 16 000.
				{ name: "m.Q8_0", format: "gguf", quantization: "Q8_0", bytes: 2 * 2 * 500 * 34 },
				// Q4_K: 144 bytes per 256 elements; two tensors of 256 000.
				{ name: "m.Q4_K_M", format: "gguf", quantization: "Q4_K_M", bytes: 2 * 1000 * 144 },
				{ name: "safetensors", format: "safetensors", quantization: "BF16", bytes: 2_000_040 },
			],
			// config.json wins over the GGUF's own shape (context 8192 there).
			attention: { layers: 32, kvHeads: 8, headDim: 128, contextLength: 32768 },
		});
	});

	it("sizes Mistral's consolidated file as a variant of its own, not added to the transformers shards", async () => {
		const weights = (seed: number) => safetensorsFile([{ name: "w", shape: [1000, 1000], dtype: "BF16" }], seed, false);
		const { paths, read } = files({
			"consolidated.safetensors": weights(1),
			"model-00001-of-00001.safetensors": weights(2),
		});
		const meta = await extractMetadata("model", paths, read);
		expect(meta.memory?.variants.map((variant) => [variant.name, variant.bytes])).toEqual([
			["safetensors", 2_000_000],
			["consolidated", 2_000_000],
		]);
		expect(meta.safetensors?.total).toBe(2_000_000);
	});

	it("takes the GGUF shape without a config, names a quantized config's method, and sizes nothing unknown", async () => {
		const gguf = files({ "only.Q4_K_M.gguf": llamaGguf(15, 12, 256) });
		expect((await extractMetadata("model", gguf.paths, gguf.read)).memory?.attention).toEqual({
			layers: 32,
			kvHeads: 8,
			headDim: 128,
			contextLength: 8192,
		});
		const gptq = files({
			"config.json": JSON.stringify({ quantization_config: { quant_method: "gptq", bits: 4 } }),
			"model.safetensors": safetensorsFile([{ name: "q", shape: [8], dtype: "I32" }], 1, false),
		});
		expect((await extractMetadata("model", gptq.paths, gptq.read)).memory).toEqual({
			variants: [{ name: "safetensors", format: "safetensors", quantization: "GPTQ-4bit", bytes: 32 }],
		});
		const unknownType = files({ "x.gguf": llamaGguf(15, 99, 256) });
		expect((await extractMetadata("model", unknownType.paths, unknownType.read)).memory).toBeUndefined();
		const none = files({ "README.md": "# no weights\n" });
		expect((await extractMetadata("model", none.paths, none.read)).memory).toBeUndefined();
	});
});
