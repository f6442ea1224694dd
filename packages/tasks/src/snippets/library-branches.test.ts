import { aneforge } from "./aneforge.ts";
import { allennlp } from "./allennlp.ts";
import { audioseal } from "./audioseal.ts";
import { cartesiaPytorch } from "./cartesia_pytorch.ts";
import { chatterbox } from "./chatterbox.ts";
import { collectorvision } from "./collectorvision.ts";
import { cortiq } from "./cortiq.ts";
import { fairseq } from "./fairseq.ts";
import { fastai } from "./fastai.ts";
import { fasttext } from "./fasttext.ts";
import { flair } from "./flair.ts";
import { lightningIr } from "./lightning-ir.ts";
import { lvface } from "./lvface.ts";
import { litertLm } from "./litert-lm.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("allennlp", allennlp, [
	{
		name: "qa-with-context",
		model: {
			id: "allenai/bidaf",
			pipeline_tag: "question-answering",
			widgetData: [{ text: "Who wrote it?", context: "The book was written by Ann." }],
		},
		contains: ['"passage": "The book was written by Ann."', '"question": "Who wrote it?"'],
	},
]);

describeRuleCases("fairseq", fairseq, [
	{
		name: "tts",
		model: { id: "facebook/fastspeech2-en-ljspeech", pipeline_tag: "text-to-speech" },
		contains: ["TTSHubInterface.get_prediction"],
	},
]);

describeRuleCases("fastai", fastai, [
	{
		name: "image-classification",
		model: { id: "espejelomar/identify-my-cat", pipeline_tag: "image-classification" },
		contains: ['learner.predict("image.jpg")'],
	},
]);

describeRuleCases("fasttext", fasttext, [
	{
		name: "language-id",
		model: {
			id: "facebook/fasttext-language-identification",
			pipeline_tag: "text-classification",
			siblings: [{ rfilename: "model.bin" }],
		},
		contains: ["model.predict("],
		excludes: ["get_word_vector"],
	},
	{
		name: "vectors-file",
		model: {
			id: "facebook/fasttext-en-vectors",
			pipeline_tag: "feature-extraction",
			siblings: [{ rfilename: "cc.en.300.bin" }],
		},
		contains: ['filename="cc.en.300.bin"', "get_nearest_neighbors"],
	},
]);

describeRuleCases("flair", flair, [
	{
		name: "text-classification",
		model: { id: "flair/sentiment", pipeline_tag: "text-classification" },
		contains: ["TextClassifier.load("],
		excludes: ["SequenceTagger"],
	},
]);

describeRuleCases("lightning-ir", lightningIr, [
	{
		name: "cross-encoder",
		model: { id: "webis/monoelectra-base", tags: ["cross-encoder"] },
		contains: ["CrossEncoderModule("],
		excludes: ["BiEncoderModule"],
	},
]);

describeRuleCases("aneforge", aneforge, [
	{
		name: "llm",
		model: { id: "Qwen/Qwen3-0.6B", pipeline_tag: "text-generation" },
		contains: ["af.load_llm("],
		excludes: ["af.load("],
	},
]);

describeRuleCases("cartesia_pytorch", cartesiaPytorch, [
	{
		name: "llamba",
		model: { id: "cartesia-ai/Llamba-1B" },
		contains: ["LlambaLMHeadModel.from_pretrained(", "meta-llama/Llama-3.2-1B"],
		excludes: ["ReneLMHeadModel"],
	},
	{ name: "llamba-8b", model: { id: "cartesia-ai/Llamba-8B" }, contains: ["meta-llama/Llama-3.1-8B"] },
	{
		name: "rene",
		model: { id: "cartesia-ai/Rene-v0.1-1.3b-pytorch" },
		contains: ["allenai/OLMo-1B-hf"],
		excludes: ["Llamba"],
	},
]);

describeRuleCases("audioseal", audioseal, [
	{
		name: "official-cards",
		model: {
			id: "facebook/audioseal",
			siblings: [{ rfilename: "generator_base.pth" }, { rfilename: "detector_base.pth" }, { rfilename: "README.md" }],
		},
		contains: [
			'AudioSeal.load_generator("audioseal_wm_16bits")',
			'AudioSeal.load_detector("audioseal_detector_16bits")',
		],
		excludes: ["hf_hub_download"],
	},
	{
		name: "named-checkpoints",
		model: {
			id: "someone/audioseal-finetuned",
			siblings: [{ rfilename: "generator_ft.pth" }, { rfilename: "detector_ft.pth" }, { rfilename: "README.md" }],
		},
		contains: ['filename="generator_ft.pth"', 'filename="detector_ft.pth"'],
		excludes: ["audioseal_wm_16bits"],
	},
]);

describeRuleCases("litert-lm", litertLm, [
	{
		name: "known-file",
		model: {
			id: "litert-community/gemma-3n-E2B-it-litert-lm",
			siblings: [{ rfilename: "gemma-3n-E2B-it-int4.litertlm" }],
		},
		contains: [
			"litert-lm run --from-huggingface-repo='litert-community/gemma-3n-E2B-it-litert-lm' 'gemma-3n-E2B-it-int4.litertlm'",
		],
	},
]);

describeRuleCases("chatterbox", chatterbox, [
	{
		name: "turbo",
		model: { id: "ResembleAI/chatterbox-turbo" },
		contains: ["from chatterbox.tts_turbo import ChatterboxTurboTTS", "ChatterboxTurboTTS.from_local("],
		excludes: ["from chatterbox.tts import"],
	},
]);

describeRuleCases("cortiq", cortiq, [
	{
		name: "known-file",
		model: { id: "someone/qwen3-0.6b-cmf", siblings: [{ rfilename: "README.md" }, { rfilename: "qwen3-0.6b-q8.cmf" }] },
		contains: [
			"hf download 'someone/qwen3-0.6b-cmf' 'qwen3-0.6b-q8.cmf' --local-dir cmf-model",
			"cortiq run 'cmf-model/qwen3-0.6b-q8.cmf'",
		],
	},
]);

describeRuleCases("collectorvision", collectorvision, [
	{
		name: "repo-catalog",
		model: {
			id: "HanClinto/milo",
			siblings: [
				{ rfilename: "milo.onnx" },
				{ rfilename: "catalogs/manifest.json" },
				{ rfilename: "catalogs/milo1-scryfall-mtg-2026-04.npz" },
			],
		},
		contains: ['cvg.Catalog.load("hf://HanClinto/milo/scryfall-mtg")'],
		excludes: ["lists no catalogs"],
	},
	{
		name: "no-catalogs",
		model: { id: "someone/card-embedder", siblings: [{ rfilename: "model.onnx" }] },
		contains: ["lists no catalogs"],
		excludes: ["someone/card-embedder"],
	},
]);

describeRuleCases("lvface", lvface, [
	{
		name: "known-file",
		model: {
			id: "bytedance-research/LVFace",
			siblings: [{ rfilename: "LVFace-B_Glint360K/LVFace-B_Glint360K.onnx" }, { rfilename: "README.md" }],
		},
		contains: ['filename="LVFace-B_Glint360K/LVFace-B_Glint360K.onnx"'],
		excludes: ["snapshot_download"],
	},
]);
