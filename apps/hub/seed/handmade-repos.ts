import type { RepoType } from "../src/db/database.ts";
import { ggufFile, pseudoRandomBytes, safetensorsFile } from "./binary-fixtures.ts";
import { staticSpace } from "./static-space.ts";

/** A sample repository whose files we make: text inline, binaries generated (real headers). */
export interface SeedRepo {
	type: RepoType;
	id: string;
	files: Record<string, string | Uint8Array>;
	/** Access mode of a gated repository (the Hub's `gated`); absent means not gated. */
	gated?: "auto" | "manual";
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

const card = (frontMatter: string, title: string, body: string): string =>
	`---\n${frontMatter.trim()}\n---\n\n# ${title}\n\n${body.trim()}\n`;

const VOCAB = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "the", "a", "hub", "model", "atrium", "is", "open", "."];

const tokenizerJson = json({
	version: "1.0",
	model: {
		type: "WordLevel",
		vocab: Object.fromEntries(VOCAB.map((token, index) => [token, index])),
		unk_token: "[UNK]",
	},
	pre_tokenizer: { type: "Whitespace" },
});

const SAMPLE_NOTE =
	"This repository is part of Atrium's sample catalogue. Its weights are tiny and random: it exists so that browsing, downloads, byte ranges and metadata extraction can be tried on real files, not to make predictions.";

/** The sample repositories with real files (at least twelve). */
export function handmadeRepos(): SeedRepo[] {
	return [
		{
			type: "model",
			id: "atrium/tiny-bert-mlm",
			files: {
				"README.md": card(
					`license: apache-2.0
language:
  - en
datasets:
  - atrium/tiny-reviews
tags:
  - sample
widget:
  - text: "Atrium is an [MASK] hub."`,
					"tiny-bert-mlm",
					`A two-layer BERT-style masked language model with a 13-token vocabulary.\n\n${SAMPLE_NOTE}\n\nArchitecture after https://arxiv.org/abs/1810.04805.`,
				),
				"config.json": json({
					architectures: ["BertForMaskedLM"],
					model_type: "bert",
					hidden_size: 16,
					num_hidden_layers: 2,
					num_attention_heads: 2,
					intermediate_size: 32,
					vocab_size: VOCAB.length,
				}),
				"tokenizer.json": tokenizerJson,
				"tokenizer_config.json": json({
					tokenizer_class: "BertTokenizer",
					mask_token: "[MASK]",
					cls_token: "[CLS]",
					sep_token: "[SEP]",
					pad_token: "[PAD]",
					unk_token: "[UNK]",
				}),
				"vocab.txt": `${VOCAB.join("\n")}\n`,
				"special_tokens_map.json": json({ mask_token: "[MASK]", cls_token: "[CLS]", sep_token: "[SEP]" }),
				"model.safetensors": safetensorsFile([
					{ name: "bert.embeddings.word_embeddings.weight", shape: [VOCAB.length, 16] },
					{ name: "bert.encoder.layer.0.attention.self.query.weight", shape: [16, 16] },
					{ name: "bert.encoder.layer.1.attention.self.query.weight", shape: [16, 16] },
					{ name: "cls.predictions.bias", shape: [VOCAB.length] },
				]),
			},
		},
		{
			type: "model",
			id: "atrium/tiny-gpt",
			files: {
				"README.md": card(
					`license: mit
language: [en, fr]
pipeline_tag: text-generation
library_name: transformers
tags: [sample, causal-lm]`,
					"tiny-gpt",
					`A two-layer GPT-2-style causal language model.\n\n${SAMPLE_NOTE}`,
				),
				"config.json": json({
					architectures: ["GPT2LMHeadModel"],
					model_type: "gpt2",
					n_embd: 32,
					n_layer: 2,
					n_head: 2,
					vocab_size: 64,
				}),
				"generation_config.json": json({ bos_token_id: 0, eos_token_id: 1, max_new_tokens: 20 }),
				"tokenizer_config.json": json({
					tokenizer_class: "GPT2Tokenizer",
					bos_token: "<s>",
					eos_token: "</s>",
					chat_template: "{% for m in messages %}{{ m['role'] }}: {{ m['content'] }}\n{% endfor %}",
				}),
				"tokenizer.json": tokenizerJson,
				"model.safetensors": safetensorsFile([
					{ name: "transformer.wte.weight", shape: [64, 32], dtype: "F16" },
					{ name: "transformer.h.0.attn.c_attn.weight", shape: [32, 96], dtype: "F16" },
					{ name: "transformer.h.1.attn.c_attn.weight", shape: [32, 96], dtype: "F16" },
				]),
			},
		},
		{
			type: "model",
			id: "atrium/tiny-llama-gguf",
			files: {
				"README.md": card(
					`license: apache-2.0
language: [en]
base_model: atrium/tiny-gpt
pipeline_tag: text-generation
tags: [sample, gguf, llama.cpp]`,
					"tiny-llama-gguf",
					`A tiny llama-architecture model in GGUF format (F16), for local apps such as llama.cpp.\n\n${SAMPLE_NOTE}`,
				),
				"tiny-llama-F16.gguf": ggufFile(
					{
						"general.architecture": { type: "string", value: "llama" },
						"general.name": { type: "string", value: "tiny-llama" },
						"general.file_type": { type: "u32", value: 1 },
						"llama.context_length": { type: "u32", value: 2048 },
						"llama.embedding_length": { type: "u32", value: 32 },
						"llama.block_count": { type: "u32", value: 2 },
						"llama.attention.head_count": { type: "u32", value: 2 },
						"llama.rope.freq_base": { type: "f32", value: 10000 },
						"tokenizer.ggml.model": { type: "string", value: "llama" },
						"tokenizer.ggml.tokens": { type: "strings", value: ["<unk>", "<s>", "</s>", "hello", "world"] },
						"tokenizer.ggml.bos_token_id": { type: "u32", value: 1 },
						"tokenizer.ggml.eos_token_id": { type: "u32", value: 2 },
						"tokenizer.chat_template": {
							type: "string",
							value: "{% for m in messages %}<|{{ m['role'] }}|>{{ m['content'] }}{% endfor %}",
						},
					},
					[
						{ name: "token_embd.weight", shape: [32, 5] },
						{ name: "blk.0.attn_q.weight", shape: [32, 32] },
						{ name: "blk.1.attn_q.weight", shape: [32, 32] },
						{ name: "output.weight", shape: [32, 5] },
					],
				),
			},
		},
		{
			type: "model",
			id: "atrium/tiny-sentence-encoder",
			files: {
				"README.md": card(
					`license: apache-2.0
language: [en]
library_name: sentence-transformers
pipeline_tag: sentence-similarity
tags: [sample, sentence-transformers, feature-extraction]
widget:
  - source_sentence: "An open hub"
    sentences: ["A self-hosted hub", "A bicycle"]`,
					"tiny-sentence-encoder",
					`A tiny sentence encoder with mean pooling.\n\n${SAMPLE_NOTE}`,
				),
				"config.json": json({ architectures: ["BertModel"], model_type: "bert", hidden_size: 16 }),
				"modules.json": json([
					{ idx: 0, name: "0", path: "", type: "sentence_transformers.models.Transformer" },
					{ idx: 1, name: "1", path: "1_Pooling", type: "sentence_transformers.models.Pooling" },
				]),
				"config_sentence_transformers.json": json({ similarity_fn_name: "cosine" }),
				"1_Pooling/config.json": json({ word_embedding_dimension: 16, pooling_mode_mean_tokens: true }),
				"tokenizer.json": tokenizerJson,
				"model.safetensors": safetensorsFile(
					[{ name: "embeddings.word_embeddings.weight", shape: [VOCAB.length, 16] }],
					11,
				),
			},
		},
		{
			type: "model",
			id: "atrium/tiny-vit-classifier",
			files: {
				"README.md": card(
					`license: cc-by-4.0
tags: [sample, vision]
datasets: [atrium/tiny-shapes]`,
					"tiny-vit-classifier",
					`A tiny vision transformer that sorts 8×8 images into circles and squares.\n\n${SAMPLE_NOTE}`,
				),
				"config.json": json({
					architectures: ["ViTForImageClassification"],
					model_type: "vit",
					image_size: 8,
					patch_size: 4,
					id2label: { 0: "circle", 1: "square" },
				}),
				"preprocessor_config.json": json({ image_processor_type: "ViTImageProcessor", size: { height: 8, width: 8 } }),
				"model.safetensors": safetensorsFile(
					[
						{ name: "vit.embeddings.patch_embeddings.projection.weight", shape: [16, 3, 4, 4] },
						{ name: "classifier.weight", shape: [2, 16] },
					],
					21,
				),
			},
		},
		{
			type: "model",
			id: "atrium/tiny-whisper",
			files: {
				"README.md": card(
					`license: mit
language: [en, de]
pipeline_tag: automatic-speech-recognition
tags: [sample, audio]`,
					"tiny-whisper",
					`A tiny Whisper-style speech recogniser.\n\n${SAMPLE_NOTE}`,
				),
				"config.json": json({ architectures: ["WhisperForConditionalGeneration"], model_type: "whisper", d_model: 16 }),
				"preprocessor_config.json": json({ feature_extractor_type: "WhisperFeatureExtractor", sampling_rate: 16000 }),
				"tokenizer_config.json": json({ tokenizer_class: "WhisperTokenizer" }),
				"model.safetensors": safetensorsFile([{ name: "model.encoder.conv1.weight", shape: [16, 80, 3] }], 31),
			},
		},
		{
			type: "model",
			id: "atrium/tiny-diffusion",
			files: {
				"README.md": card(
					`license: openrail
library_name: diffusers
pipeline_tag: text-to-image
tags: [sample]
instance_prompt: a photo of an atrium`,
					"tiny-diffusion",
					`A tiny diffusion pipeline layout (UNet only).\n\n${SAMPLE_NOTE}`,
				),
				"model_index.json": json({
					_class_name: "StableDiffusionPipeline",
					_diffusers_version: "0.30.0",
					unet: ["diffusers", "UNet2DConditionModel"],
				}),
				"unet/config.json": json({ _class_name: "UNet2DConditionModel", sample_size: 8 }),
				"unet/diffusion_pytorch_model.safetensors": safetensorsFile(
					[{ name: "conv_in.weight", shape: [8, 4, 3, 3] }],
					41,
				),
			},
		},
		{
			type: "model",
			id: "atrium/tiny-lora-adapter",
			files: {
				"README.md": card(
					`license: apache-2.0
library_name: peft
base_model: atrium/tiny-gpt
pipeline_tag: text-generation
tags: [sample, lora]`,
					"tiny-lora-adapter",
					`A LoRA adapter of rank 2 for atrium/tiny-gpt.\n\n${SAMPLE_NOTE}`,
				),
				"adapter_config.json": json({
					base_model_name_or_path: "atrium/tiny-gpt",
					peft_type: "LORA",
					task_type: "CAUSAL_LM",
					r: 2,
				}),
				"adapter_model.safetensors": safetensorsFile(
					[{ name: "base_model.model.transformer.h.0.attn.c_attn.lora_A.weight", shape: [2, 32] }],
					51,
				),
			},
		},
		{
			type: "model",
			id: "atrium/large-checkpoint",
			files: {
				"README.md": card(
					`license: apache-2.0
library_name: timm
pipeline_tag: image-classification
tags: [sample, lfs]`,
					"large-checkpoint",
					`A 12 MiB checkpoint of random bytes, stored LFS-style, for trying byte ranges and resumable downloads.\n\n${SAMPLE_NOTE}`,
				),
				"config.json": json({ architecture: "resnet18", num_classes: 2 }),
				"pytorch_model.bin": pseudoRandomBytes(12 * 1024 * 1024, 61),
			},
		},
		{
			type: "model",
			id: "atrium/broken-card",
			files: {
				"README.md":
					"---\nlicense: mit\ntags: [unclosed\n---\n\n# broken-card\n\nThe front matter of this card is not valid YAML and its config.json is not valid JSON; the hub reports both and carries on.\n",
				"config.json": '{"architectures": ["BertModel"],',
			},
		},
		{
			type: "model",
			id: "atrium/tiny-sklearn",
			files: {
				"README.md": card(
					`license: bsd-3-clause
library_name: sklearn
pipeline_tag: tabular-classification
tags: [sample, tabular]`,
					"tiny-sklearn",
					`A tiny scikit-learn classifier (joblib file of random bytes).\n\n${SAMPLE_NOTE}`,
				),
				"config.json": json({ sklearn: { model: { file: "model.joblib" }, model_format: "pickle" } }),
				"model.joblib": pseudoRandomBytes(2048, 71),
			},
		},
		{
			type: "dataset",
			id: "atrium/tiny-reviews",
			files: {
				"README.md": card(
					`license: cc-by-4.0
language: [en]
task_categories: [text-classification]
size_categories: [n<1K]
tags: [sample]`,
					"tiny-reviews",
					"Eight short product reviews written for Atrium, labelled positive or negative.\n\nUse it to try dataset browsing and downloads.",
				),
				"data/train.csv":
					"text,label\nWorks as described.,positive\nBroke after a day.,negative\nWould buy again.,positive\nThe manual is unreadable.,negative\nFast and quiet.,positive\nToo loud for a flat.,negative\n",
				"data/test.csv": "text,label\nSolid build.,positive\nArrived late and damaged.,negative\n",
				"data/.keep": "",
			},
		},
		{
			type: "dataset",
			id: "atrium/tiny-qa",
			files: {
				"README.md": card(
					`license: mit
language: [en]
task_categories: [question-answering]
size_categories: [n<1K]`,
					"tiny-qa",
					"Three questions about Atrium with answers taken from a context paragraph.",
				),
				"train.jsonl": `${[
					{
						question: "What is Atrium?",
						context: "Atrium is an open, self-hostable hub for models.",
						answer: "an open, self-hostable hub for models",
					},
					{
						question: "What does one command start?",
						context: "One command starts a complete hub with sample content.",
						answer: "a complete hub",
					},
					{
						question: "Which database is embedded?",
						context: "The embedded default database is SQLite.",
						answer: "SQLite",
					},
				]
					.map((row) => JSON.stringify(row))
					.join("\n")}\n`,
			},
		},
		{
			type: "space",
			id: "atrium/tiny-demo",
			files: {
				"README.md": card(
					`title: Tiny demo
sdk: gradio
sdk_version: 5.0.0
app_file: app.py
license: apache-2.0
models: [atrium/tiny-bert-mlm]
datasets: [atrium/tiny-reviews]`,
					"Tiny demo",
					"A Gradio app that fills in the blank with atrium/tiny-bert-mlm.",
				),
				"app.py":
					'import gradio as gr\nfrom transformers import pipeline\n\nfill = pipeline("fill-mask", model="atrium/tiny-bert-mlm")\n\n\ndef predict(text):\n    return {r["token_str"]: r["score"] for r in fill(text)}\n\n\ngr.Interface(fn=predict, inputs="text", outputs="label").launch()\n',
				"requirements.txt": "transformers\ntorch\n",
			},
		},
		staticSpace(),
	];
}
