/**
 * Rule cases of the library snippet generators (spec section 5): for each library, named model
 * records that exercise one selection rule, positive and negative, with what the snippets must
 * (and must not) contain. The `<library>.test.ts` files run them; the bench times them. Data only.
 */
import { TRANSFORMERS_RULE_CASES } from "./rule-cases-transformers.ts";
import { model, type RuleCase } from "./rule-case-types.ts";

export type { RuleCase, RuleExpectation } from "./rule-case-types.ts";

export const RULE_CASES: Record<string, RuleCase[]> = {
	...TRANSFORMERS_RULE_CASES,
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
};
