import { describe, expect, it } from "vitest";
import { ggufFile, safetensorsFile } from "../../seed/binary-fixtures.ts";
import { extractMetadata, type ReadFile } from "./extract-metadata.ts";
import { parseReadme } from "./front-matter.ts";
import { GgufTruncatedError, parseGgufHeader } from "./gguf-header.ts";
import { parseSafetensorsHeader } from "./safetensors-header.ts";

const reader =
	(files: Record<string, string | Uint8Array>): ReadFile =>
	async (path, maxBytes) => {
		const content = files[path];
		const bytes = typeof content === "string" ? new TextEncoder().encode(content) : (content ?? new Uint8Array());
		return maxBytes === undefined ? bytes : bytes.subarray(0, maxBytes);
	};
const extract = (type: "model" | "dataset" | "space", files: Record<string, string | Uint8Array>) =>
	extractMetadata(type, Object.keys(files), reader(files));

describe("parseReadme", () => {
	it("reads front matter, tolerates its absence, and reports bad YAML", () => {
		expect(parseReadme("---\nlicense: mit\n---\n# Hi\n")).toEqual({ cardData: { license: "mit" }, body: "# Hi\n" });
		expect(parseReadme("# No card data\n")).toEqual({ body: "# No card data\n" });
		expect(parseReadme("---\n---\nbody")).toEqual({ cardData: {}, body: "body" });
		expect(parseReadme("---\n- a list\n---\n").error).toMatch(/not a YAML mapping/);
		expect(parseReadme("---\nkey: [unclosed\n---\n").error).toMatch(/not valid YAML/);
	});
});

describe("binary headers", () => {
	it("counts safetensors parameters per dtype", () => {
		const file = safetensorsFile([
			{ name: "a", shape: [3, 4] },
			{ name: "b", shape: [5], dtype: "F16" },
			{ name: "c", shape: [2, 2] },
		]);
		expect(parseSafetensorsHeader(file)).toEqual({ parameters: { F32: 16, F16: 5 }, total: 21 });
		expect(() => parseSafetensorsHeader(file.subarray(0, 12))).toThrow(/truncated/);
	});

	it("reads GGUF metadata and tensor counts, and tells a truncated header from a bad one", () => {
		const file = ggufFile(
			{
				"general.architecture": { type: "string", value: "llama" },
				"llama.context_length": { type: "u32", value: 4096 },
				"general.file_type": { type: "u32", value: 15 },
			},
			[
				{ name: "w", shape: [8, 4] },
				{ name: "v", shape: [3] },
			],
		);
		expect(parseGgufHeader(file)).toEqual({
			total: 35,
			architecture: "llama",
			context_length: 4096,
			quantization: "Q4_K_M",
		});
		expect(() => parseGgufHeader(file.subarray(0, 40))).toThrow(GgufTruncatedError);
		expect(() => parseGgufHeader(new Uint8Array(64))).toThrow(/bad magic/);
	});
});

describe("extractMetadata", () => {
	it("derives tags, pipeline, library and transformers info for a transformers model", async () => {
		const meta = await extract("model", {
			"README.md":
				"---\nlicense: mit\nlanguage: [en, fr]\ndatasets: squad\nbase_model: [org/base]\ntags: [custom]\nmodel-index: [{name: x}]\n---\nSee arxiv.org/abs/2106.09685 and https://arxiv.org/pdf/1706.03762.\n",
			"config.json": JSON.stringify({ architectures: ["LlamaForCausalLM"], model_type: "llama", hidden_size: 4096 }),
			"tokenizer_config.json": JSON.stringify({ chat_template: "{{ x }}", eos_token: "</s>", model_max_length: 10 }),
			"model.safetensors": safetensorsFile([{ name: "w", shape: [10, 10] }]),
			"model.onnx": new Uint8Array(4),
		});
		expect(meta.library_name).toBe("transformers");
		expect(meta.pipeline_tag).toBe("text-generation");
		expect(meta.transformersInfo).toEqual({
			auto_model: "AutoModelForCausalLM",
			pipeline_tag: "text-generation",
			processor: "AutoTokenizer",
		});
		expect(meta.config).toEqual({
			architectures: ["LlamaForCausalLM"],
			model_type: "llama",
			tokenizer_config: { chat_template: "{{ x }}", eos_token: "</s>" },
		});
		expect(meta.tags).toEqual(
			expect.arrayContaining([
				"transformers",
				"llama",
				"text-generation",
				"base_model:org/base",
				"dataset:squad",
				"custom",
				"en",
				"fr",
				"license:mit",
				"safetensors",
				"onnx",
				"arxiv:2106.09685",
				"arxiv:1706.03762",
			]),
		);
		expect(meta["model-index"]).toEqual([{ name: "x" }]);
		expect(meta.safetensors?.total).toBe(100);
		expect(meta.warnings).toEqual([]);
	});

	it("prefers declared values over detected ones", async () => {
		const meta = await extract("model", {
			"README.md": "---\nlibrary_name: timm\npipeline_tag: image-classification\n---\n",
			"config.json": '{"architectures":["BertModel"]}',
		});
		expect(meta).toMatchObject({ library_name: "timm", pipeline_tag: "image-classification" });
		expect(meta.transformersInfo).toBeUndefined();
	});

	it("never throws on broken files: it reports them", async () => {
		const meta = await extract("model", {
			"README.md": "---\n: : :\n  - [\n---\n",
			"config.json": "{nope",
			"model.safetensors": new Uint8Array([255, 255, 255, 255, 255, 255, 255, 255]),
			"x.gguf": new TextEncoder().encode("not gguf at all, not at all"),
		});
		expect(meta.cardDataError).toMatch(/YAML/);
		expect(meta.warnings).toHaveLength(3);
		expect(meta.library_name).toBeNull();
		expect(meta.tags).toEqual(["safetensors", "gguf"]);
	});

	it("reads dataset and space cards", async () => {
		const dataset = await extract("dataset", {
			"README.md":
				"---\ntask_categories: [translation]\nlanguage: [de]\nsize_categories: 1K<n<10K\n---\n# Title\n\nFirst paragraph.\n\nSecond.\n",
		});
		expect(dataset.tags).toEqual(["task_categories:translation", "size_categories:1K<n<10K", "de", "language:de"]);
		expect(dataset.description).toBe("First paragraph.");
		const space = await extract("space", { "README.md": "---\nsdk: streamlit\nmodels: [a/b]\n---\n" });
		expect(space).toMatchObject({ sdk: "streamlit", tags: ["streamlit", "model:a/b"] });
	});
});
