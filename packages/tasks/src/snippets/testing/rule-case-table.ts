/**
 * Rule cases of the library snippet generators (spec section 5): for each library, named model
 * records that exercise one selection rule, positive and negative, with what the snippets must
 * (and must not) contain. The `<library>.test.ts` files run them; the bench times them. Data only.
 */
import type { ModelRecord } from "../../model-record.ts";

/** What a rule case's snippets must satisfy. */
export interface RuleExpectation {
	/** The snippets are exactly one `text` notice with this text (a spec fallback). */
	text?: string;
	/** How many snippets. */
	count?: number;
	/** Substrings the joined code must contain. */
	includes?: string[];
	/** Substrings the joined code must not contain. */
	excludes?: string[];
}

/** One named rule case. */
export interface RuleCase {
	name: string;
	model: ModelRecord;
	expect: RuleExpectation;
}

const ID = "acme/demo-model";

function model(library: string, fields: Partial<ModelRecord> = {}): ModelRecord {
	return { id: ID, library_name: library, tags: [library], ...fields };
}

const tf = (fields: Partial<ModelRecord>) => model("transformers", fields);
const causalLm = { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer", pipeline_tag: "text-generation" };
const vlm = {
	auto_model: "AutoModelForImageTextToText",
	processor: "AutoProcessor",
	pipeline_tag: "image-text-to-text",
};

/** Rule cases by library key. */
export const RULE_CASES: Record<string, RuleCase[]> = {
	transformers: [
		{
			name: "custom-code",
			model: tf({
				tags: ["transformers", "custom_code"],
				pipeline_tag: "text-classification",
				transformersInfo: { auto_model: "AutoModelForSequenceClassification", processor: "AutoTokenizer" },
			}),
			expect: { count: 2, includes: ['pipeline("text-classification"', "trust_remote_code=True"] },
		},
		{
			name: "no-custom-code",
			model: tf({
				pipeline_tag: "text-classification",
				transformersInfo: { auto_model: "AutoModelForSequenceClassification", processor: "AutoTokenizer" },
			}),
			expect: { count: 2, excludes: ["trust_remote_code"] },
		},
		{
			name: "conversational",
			model: tf({
				tags: ["transformers", "conversational"],
				pipeline_tag: "text-generation",
				transformersInfo: causalLm,
			}),
			expect: {
				count: 2,
				includes: ["pipe(messages)", "tokenizer.apply_chat_template(", "max_new_tokens=40", '"role": "user"'],
				excludes: ['"type": "image"'],
			},
		},
		{
			name: "chat-template-in-config",
			model: tf({
				pipeline_tag: "text-generation",
				transformersInfo: causalLm,
				config: { tokenizer_config: { chat_template: "{% for m in messages %}{{ m.content }}{% endfor %}" } },
			}),
			expect: { includes: ["pipe(messages)", "max_new_tokens=40"] },
		},
		{
			name: "not-conversational",
			model: tf({ pipeline_tag: "text-generation", transformersInfo: causalLm }),
			expect: { count: 2, includes: ['pipe("I like you. I love you")'], excludes: ["messages", "max_new_tokens"] },
		},
		{
			name: "image-text-chat",
			model: tf({
				tags: ["transformers", "conversational", "image-text-to-text"],
				pipeline_tag: "image-text-to-text",
				transformersInfo: vlm,
			}),
			expect: {
				count: 2,
				includes: [
					'"type": "image"',
					'"type": "text"',
					"pipe(text=messages)",
					"processor.apply_chat_template(",
					"max_new_tokens=40",
				],
			},
		},
		{
			name: "image-text-no-chat",
			model: tf({ pipeline_tag: "image-text-to-text", transformersInfo: vlm }),
			expect: { count: 2, excludes: ["messages", '"type": "image"'] },
		},
		{
			name: "unsupported-pipeline",
			model: tf({
				pipeline_tag: "summarization",
				transformersInfo: { auto_model: "AutoModelForSeq2SeqLM", processor: "AutoTokenizer" },
			}),
			expect: { count: 1, includes: ["AutoModelForSeq2SeqLM.from_pretrained("], excludes: ["pipeline("] },
		},
		{
			name: "zero-shot-image-classification",
			model: tf({ pipeline_tag: "zero-shot-image-classification" }),
			expect: { includes: ['candidate_labels=["animals", "humans", "landscape"]'] },
		},
		{
			name: "zero-shot-classification",
			model: tf({ pipeline_tag: "zero-shot-classification" }),
			expect: { includes: ['candidate_labels=["refund", "legal", "faq"]'] },
		},
		{
			name: "zero-shot-object-detection",
			model: tf({ pipeline_tag: "zero-shot-object-detection" }),
			expect: { includes: ['candidate_labels=["cat", "dog", "llama"]'] },
		},
		{
			name: "table-question-answering",
			model: tf({ pipeline_tag: "table-question-answering" }),
			expect: { includes: ["table = {", "pipe(table=table, query="] },
		},
		{
			name: "document-question-answering",
			model: tf({ pipeline_tag: "document-question-answering" }),
			expect: { includes: ["pipe(image=", "question="] },
		},
		{
			name: "zero-shot-audio-classification",
			model: tf({ pipeline_tag: "zero-shot-audio-classification" }),
			expect: { includes: ['candidate_labels=["dog barking", "speech", "music"]'] },
		},
		{
			name: "text-to-speech",
			model: tf({ pipeline_tag: "text-to-speech", widgetData: [{ text: "Read this aloud" }] }),
			expect: { includes: ['pipeline("text-to-speech"', 'pipe("Read this aloud")'] },
		},
		{
			name: "no-usage-example",
			model: tf({ pipeline_tag: "video-classification" }),
			expect: { count: 2, includes: ['pipeline("video-classification"'], excludes: ["pipe("] },
		},
		{
			name: "fill-mask-token",
			model: tf({ pipeline_tag: "fill-mask", mask_token: "<mask>" }),
			expect: { includes: ['pipe("Paris is the <mask> of France.")'] },
		},
		{
			name: "invalid-auto-class",
			model: tf({ transformersInfo: { auto_model: "AutoModel; import os", processor: "AutoTokenizer)" } }),
			expect: {
				count: 1,
				includes: ["from transformers import AutoModel\n", "AutoModel.from_pretrained("],
				excludes: ["import os", "tokenizer"],
			},
		},
	],
	"transformers.js": [
		{
			name: "no-pipeline-tag",
			model: model("transformers.js"),
			expect: { text: "Unknown pipeline tag" },
		},
		{
			name: "unsupported-pipeline-tag",
			model: model("transformers.js", { pipeline_tag: "graph-ml" }),
			expect: { text: "Unknown pipeline tag" },
		},
		{
			name: "text-classification",
			model: model("transformers.js", { pipeline_tag: "text-classification" }),
			expect: { count: 1, includes: ['await pipeline("text-classification", "acme/demo-model")'] },
		},
		{
			name: "zero-shot-image-classification",
			model: model("transformers.js", { pipeline_tag: "zero-shot-image-classification" }),
			expect: { includes: ['["animals", "humans", "landscape"]'] },
		},
		{
			name: "sentence-similarity",
			model: model("transformers.js", { pipeline_tag: "sentence-similarity" }),
			expect: { includes: ['pipeline("feature-extraction"', "pooling"] },
		},
	],
	diffusers: [
		{
			name: "lora",
			model: model("diffusers", {
				tags: ["diffusers", "lora", "text-to-image"],
				pipeline_tag: "text-to-image",
				cardData: { base_model: "acme/base-sdxl", instance_prompt: "a photo of sks dog" },
			}),
			expect: {
				count: 1,
				includes: [
					'from_pretrained("acme/base-sdxl"',
					'pipe.load_lora_weights("acme/demo-model")',
					'prompt = "a photo of sks dog"',
				],
			},
		},
		{
			name: "lora-without-base-model",
			model: model("diffusers", { tags: ["diffusers", "lora"], pipeline_tag: "text-to-image" }),
			expect: { excludes: ["load_lora_weights"], includes: ["num_inference_steps=5"] },
		},
		{
			name: "inpainting",
			model: model("diffusers", { tags: ["diffusers", "inpainting"], pipeline_tag: "image-to-image" }),
			expect: {
				includes: ["AutoPipelineForInpainting", "guidance_scale=8.0", "num_inference_steps=20", "strength=0.99"],
			},
		},
		{
			name: "inpainting-class",
			model: model("diffusers", { config: { diffusers: { _class_name: "StableDiffusionXLInpaintPipeline" } } }),
			expect: { includes: ["AutoPipelineForInpainting", "strength=0.99"] },
		},
		{
			name: "flux-fill",
			model: model("diffusers", {
				config: { diffusers: { _class_name: "FluxFillPipeline" } },
				pipeline_tag: "image-to-image",
			}),
			expect: { includes: ["FluxFillPipeline", "guidance_scale=30", "num_inference_steps=50"], excludes: ["strength"] },
		},
		{
			name: "text-to-image",
			model: model("diffusers", { pipeline_tag: "text-to-image" }),
			expect: { includes: ["num_inference_steps=5"], excludes: ["load_image", "load_lora_weights"] },
		},
		{
			name: "image-to-image",
			model: model("diffusers", { pipeline_tag: "image-to-image" }),
			expect: { includes: ["load_image(", "pipe(image=input_image, prompt=prompt)"] },
		},
		{
			name: "default",
			model: model("diffusers", { pipeline_tag: "text-to-video" }),
			expect: { includes: ["DiffusionPipeline.from_pretrained("], excludes: ["num_inference_steps"] },
		},
	],
	"sentence-transformers": [
		{
			name: "cross-encoder-tag",
			model: model("sentence-transformers", {
				tags: ["sentence-transformers", "cross-encoder"],
				pipeline_tag: "text-classification",
			}),
			expect: {
				count: 1,
				includes: ["CrossEncoder(", "model.rank(query, documents)"],
				excludes: ["SentenceTransformer("],
			},
		},
		{
			name: "text-ranking",
			model: model("sentence-transformers", { pipeline_tag: "text-ranking" }),
			expect: { includes: ["CrossEncoder("] },
		},
		{
			name: "default-three-sentences",
			model: model("sentence-transformers", { pipeline_tag: "sentence-similarity" }),
			expect: {
				includes: [
					"SentenceTransformer(",
					'"The weather is lovely today."',
					'"It\'s so sunny outside!"',
					'"He drove to the stadium."',
					"model.similarity(embeddings, embeddings)",
				],
				excludes: ["CrossEncoder"],
			},
		},
		{
			name: "widget-text",
			model: model("sentence-transformers", {
				pipeline_tag: "feature-extraction",
				widgetData: [{ text: "Hello from the card" }],
			}),
			expect: { includes: ['"Hello from the card"', '"He drove to the stadium."'] },
		},
		{
			name: "widget-sentences",
			model: model("sentence-transformers", {
				pipeline_tag: "sentence-similarity",
				widgetData: [{ source_sentence: "Source here", sentences: ["First match", "Second match"] }],
			}),
			expect: { includes: ['"Source here"', '"First match"', '"Second match"'], excludes: ["The weather is lovely"] },
		},
		{
			name: "cross-encoder-widget",
			model: model("sentence-transformers", {
				pipeline_tag: "text-ranking",
				widgetData: [{ source_sentence: "Query here", sentences: ["Doc one", "Doc two"] }],
			}),
			expect: { includes: ['query = "Query here"', '"Doc one"', '"Doc two"'] },
		},
	],
	peft: [
		...(
			[
				["causal-lm", "CAUSAL_LM", "AutoModelForCausalLM"],
				["seq2seq-lm", "SEQ_2_SEQ_LM", "AutoModelForSeq2SeqLM"],
				["token-classification", "TOKEN_CLS", "AutoModelForTokenClassification"],
				["sequence-classification", "SEQ_CLS", "AutoModelForSequenceClassification"],
			] as const
		).map(([name, taskType, autoClass]) => ({
			name,
			model: model("peft", { config: { peft: { task_type: taskType, base_model_name_or_path: "acme/base-model" } } }),
			expect: {
				count: 1,
				includes: [
					`${autoClass}.from_pretrained("acme/base-model")`,
					'PeftModel.from_pretrained(base_model, "acme/demo-model")',
				],
			},
		})),
		{
			name: "unknown-task-type",
			model: model("peft", {
				config: { peft: { task_type: "FEATURE_EXTRACTION", base_model_name_or_path: "acme/base-model" } },
			}),
			expect: { text: "Task type is invalid." },
		},
		{ name: "no-config", model: model("peft"), expect: { text: "Task type is invalid." } },
		{
			name: "no-base-model",
			model: model("peft", { config: { peft: { task_type: "CAUSAL_LM" } } }),
			expect: { text: "Base model is not found." },
		},
	],
	ultralytics: [
		{
			name: "yolov8-tag",
			model: model("ultralytics", { tags: ["ultralytics", "yolov8"] }),
			expect: { includes: ["# A YOLOv8 model", 'filename="yolov8.pt"'], excludes: ["Warning"] },
		},
		{
			name: "no-version-tag",
			model: model("ultralytics", { tags: ["ultralytics", "yolov"] }),
			expect: { includes: ["# Warning: this model has no", 'filename="yolovXX.pt"'] },
		},
		{
			name: "weights-file",
			model: model("ultralytics", {
				tags: ["ultralytics", "yolov11"],
				siblings: [{ rfilename: "README.md" }, { rfilename: "best.pt" }],
			}),
			expect: { includes: ["# A YOLOv11 model", 'filename="best.pt"'] },
		},
		{
			name: "weights-file-no-version-tag",
			model: model("ultralytics", { siblings: [{ rfilename: "best.pt" }] }),
			expect: { includes: ["# Warning: this model has no", 'filename="best.pt"'], excludes: ["XX"] },
		},
	],
	yolov10: [
		{
			name: "yolov10-tag",
			model: model("yolov10", { tags: ["yolov10"] }),
			expect: { includes: ["# A YOLOv10 model", 'YOLOv10.from_pretrained("acme/demo-model")'], excludes: ["Warning"] },
		},
		{
			name: "no-version-tag",
			model: model("yolov10", { tags: ["object-detection"] }),
			expect: { includes: ["# Warning: this model has no"] },
		},
	],
	outetts: [
		{
			name: "plain",
			model: model("outetts"),
			expect: { count: 1, includes: ["outetts.Interface(config)", "24000 Hz"] },
		},
		{ name: "gguf", model: model("outetts", { tags: ["outetts", "gguf"] }), expect: { count: 0 } },
		{ name: "onnx", model: model("outetts", { tags: ["outetts", "onnx"] }), expect: { count: 0 } },
	],
	audiocraft: [
		{
			name: "musicgen",
			model: model("audiocraft", { tags: ["audiocraft", "musicgen"] }),
			expect: { includes: ["from audiocraft.models import MusicGen", "set_generation_params(duration=8)"] },
		},
		{
			name: "audiogen",
			model: model("audiocraft", { tags: ["audiocraft", "audiogen"] }),
			expect: { includes: ["from audiocraft.models import AudioGen"] },
		},
		{
			name: "magnet",
			model: model("audiocraft", { tags: ["audiocraft", "magnet"] }),
			expect: { includes: ["from audiocraft.models import MAGNeT"], excludes: ["set_generation_params"] },
		},
		{ name: "unknown", model: model("audiocraft"), expect: { text: "Type of model unknown." } },
	],
	nemo: [
		{
			name: "speech-recognition",
			model: model("nemo", { tags: ["nemo", "automatic-speech-recognition"] }),
			expect: { includes: ["nemo_asr.models.ASRModel.from_pretrained("] },
		},
		{
			name: "other-domain",
			model: model("nemo", { tags: ["nemo", "text-to-speech"], pipeline_tag: "text-to-speech" }),
			expect: { text: "tag did not correspond to a valid NeMo domain." },
		},
	],
	mlx: [
		{
			name: "vision",
			model: model("mlx", { pipeline_tag: "image-text-to-text", tags: ["mlx", "conversational"] }),
			expect: { includes: ["from mlx_vlm import generate, load", "apply_chat_template(processor, config"] },
		},
		{
			name: "chat",
			model: model("mlx", { pipeline_tag: "text-generation", tags: ["mlx", "conversational"] }),
			expect: { includes: ["from mlx_lm import generate, load", "tokenizer.apply_chat_template("] },
		},
		{
			name: "plain-generation",
			model: model("mlx", { pipeline_tag: "text-generation" }),
			expect: { includes: ['prompt = "Once upon a time"'], excludes: ["apply_chat_template"] },
		},
		{
			name: "download",
			model: model("mlx", { pipeline_tag: "text-to-speech" }),
			expect: { includes: ["hf download 'acme/demo-model'"] },
		},
	],
	"mlx-image": [
		{
			name: "architecture-from-name",
			model: { ...model("mlx-image"), id: "mlx-vision/resnet18-mlxim", siblings: [{ rfilename: "model.npz" }] },
			expect: { includes: ['"resnet18"', 'weights="hf://mlx-vision/resnet18-mlxim/model.npz"'] },
		},
	],
	diffusionkit: [
		{
			name: "flux-tag",
			model: model("diffusionkit", { tags: ["diffusionkit", "flux"] }),
			expect: { includes: ["FluxPipeline(", "num_steps=4", "cfg_weight=0"] },
		},
		{
			name: "flux-id",
			model: { ...model("diffusionkit"), id: "argmaxinc/mlx-FLUX.1-schnell" },
			expect: { includes: ["FluxPipeline(", "num_steps=4", "cfg_weight=0"] },
		},
		{
			name: "stable-diffusion",
			model: model("diffusionkit"),
			expect: { includes: ["DiffusionPipeline(", "num_steps=50", "cfg_weight=5"], excludes: ["FluxPipeline"] },
		},
	],
	sklearn: [
		{
			name: "skops",
			model: model("sklearn", { config: { sklearn: { model: { file: "model.skops" }, model_format: "skops" } } }),
			expect: { includes: ["from skops.io import get_untrusted_types, load", 'filename="model.skops"'] },
		},
		{
			name: "pickle",
			model: model("sklearn", { config: { sklearn: { model: { file: "model.pkl" }, model_format: "pickle" } } }),
			expect: { includes: ["joblib.load(", 'filename="model.pkl"'], excludes: ["skops"] },
		},
		{
			name: "format-from-extension",
			model: model("sklearn", { config: { sklearn: { model: { file: "clf.skops" } } } }),
			expect: { includes: ["skops.io"] },
		},
		{
			name: "no-file",
			model: model("sklearn", { config: { sklearn: { model_format: "skops" } } }),
			expect: { text: "Model filename not specified in config.json" },
		},
	],
	speechbrain: [
		{
			name: "encoder-classifier",
			model: model("speechbrain", { config: { speechbrain: { speechbrain_interface: "EncoderClassifier" } } }),
			expect: { includes: ["from speechbrain.inference.classifiers import EncoderClassifier", "classify_file("] },
		},
		{
			name: "asr",
			model: model("speechbrain", { config: { speechbrain: { speechbrain_interface: "EncoderDecoderASR" } } }),
			expect: { includes: ["from speechbrain.inference.ASR import EncoderDecoderASR", "transcribe_file("] },
		},
		{
			name: "tts",
			model: model("speechbrain", { config: { speechbrain: { speechbrain_interface: "Tacotron2" } } }),
			expect: { includes: ["encode_text(", "22050 Hz"] },
		},
		{ name: "no-interface", model: model("speechbrain"), expect: { text: "interface not specified in config.json" } },
		{
			name: "unknown-interface",
			model: model("speechbrain", { config: { speechbrain: { speechbrain_interface: "MagicBox" } } }),
			expect: { text: "interface in config.json invalid" },
		},
		{
			name: "prototype-name",
			model: model("speechbrain", { config: { speechbrain: { speechbrain_interface: "constructor" } } }),
			expect: { text: "interface in config.json invalid" },
		},
	],
	espnet: [
		{
			name: "text-to-speech",
			model: model("espnet", { tags: ["espnet", "text-to-speech"], pipeline_tag: "text-to-speech" }),
			expect: { includes: ["Text2Speech.from_pretrained(", "text2speech.fs"] },
		},
		{
			name: "speech-recognition",
			model: model("espnet", { pipeline_tag: "automatic-speech-recognition" }),
			expect: { includes: ["Speech2Text.from_pretrained("] },
		},
		{
			name: "other",
			model: model("espnet", { pipeline_tag: "audio-to-audio" }),
			expect: { text: "unknown model type (must be text-to-speech or automatic-speech-recognition)" },
		},
	],
	"llama-cpp-python": [
		{
			name: "preferred-quant",
			model: model("llama-cpp-python", {
				siblings: [{ rfilename: "demo.Q8_0.gguf" }, { rfilename: "demo.Q4_K_M.gguf" }, { rfilename: "README.md" }],
			}),
			expect: { includes: ['filename="demo.Q4_K_M.gguf"', 'llm("The capital of France is"'] },
		},
		{
			name: "split-shards",
			model: model("llama-cpp-python", {
				siblings: [{ rfilename: "big-00002-of-00002.gguf" }, { rfilename: "big-00001-of-00002.gguf" }],
			}),
			expect: {
				includes: ['filename="big-00001-of-00002.gguf"', 'additional_files=[\n        "big-00002-of-00002.gguf",'],
			},
		},
		{
			name: "no-file-list",
			model: model("llama-cpp-python"),
			expect: { includes: ['filename="*Q4_K_M.gguf"', "must match exactly one"] },
		},
		{
			name: "chat",
			model: model("llama-cpp-python", { tags: ["gguf", "conversational"] }),
			expect: { includes: ["llm.create_chat_completion("], excludes: ["max_tokens"] },
		},
		{
			name: "gguf-chat-template",
			model: model("llama-cpp-python", { gguf: { chat_template: "{{ messages }}" } }),
			expect: { includes: ["llm.create_chat_completion("] },
		},
	],
	keras: [
		{
			name: "hf-scheme",
			model: model("keras"),
			expect: { includes: ['keras.saving.load_model("hf://acme/demo-model")'] },
		},
	],
	"tf-keras": [
		{
			name: "snapshot",
			model: model("tf-keras"),
			expect: { includes: ["snapshot_download(", "tf_keras.models.load_model("] },
		},
	],
	"keras-hub": [
		{
			name: "one-task",
			model: model("keras-hub", { config: { keras_hub: { tasks: ["CausalLM"] } } }),
			expect: { count: 1, includes: ['keras_hub.models.CausalLM.from_preset("hf://acme/demo-model")'] },
		},
		{
			name: "two-tasks",
			model: model("keras-hub", { config: { keras_hub: { tasks: ["CausalLM", "TextClassifier"] } } }),
			expect: { count: 2, includes: ["CausalLM.from_preset(", "TextClassifier.from_preset("] },
		},
		{
			name: "unknown-task",
			model: model("keras-hub", { config: { keras_hub: { tasks: ["Evil; import os"] } } }),
			expect: { count: 1, includes: ["Backbone.from_preset("], excludes: ["import os"] },
		},
		{ name: "no-tasks", model: model("keras-hub"), expect: { count: 1, includes: ["Backbone.from_preset("] } },
	],
	timm: [
		{
			name: "hf-hub-prefix",
			model: model("timm"),
			expect: { includes: ['timm.create_model("hf-hub:acme/demo-model"'] },
		},
	],
	setfit: [
		{
			name: "widget-text",
			model: model("setfit", { widgetData: [{ text: "Card text" }] }),
			expect: { includes: ['"Card text"'] },
		},
		{ name: "no-widget", model: model("setfit"), expect: { includes: ["I loved this film"] } },
	],
	"adapter-transformers": [
		{
			name: "config-model-name",
			model: model("adapter-transformers", { config: { adapter_transformers: { model_name: "acme/bert-base" } } }),
			expect: { includes: ['AutoAdapterModel.from_pretrained("acme/bert-base")', 'load_adapter("acme/demo-model"'] },
		},
		{
			name: "card-base-model",
			model: model("adapter-transformers", { cardData: { base_model: ["acme/roberta-base"] } }),
			expect: { includes: ['from_pretrained("acme/roberta-base")'] },
		},
		{ name: "no-base-model", model: model("adapter-transformers"), expect: { text: "Base model is not found." } },
	],
};
