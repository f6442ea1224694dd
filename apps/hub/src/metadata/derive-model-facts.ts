import type { TransformersInfo } from "@atrium/tasks";

/** Architecture-name suffixes of transformers classes → pipeline tag and auto class. */
const ARCHITECTURE_SUFFIXES: readonly (readonly [string, string, string])[] = [
	["ForMaskedLM", "fill-mask", "AutoModelForMaskedLM"],
	["ForCausalLM", "text-generation", "AutoModelForCausalLM"],
	["LMHeadModel", "text-generation", "AutoModelForCausalLM"],
	["ForSequenceClassification", "text-classification", "AutoModelForSequenceClassification"],
	["ForTokenClassification", "token-classification", "AutoModelForTokenClassification"],
	["ForQuestionAnswering", "question-answering", "AutoModelForQuestionAnswering"],
	["ForSpeechSeq2Seq", "automatic-speech-recognition", "AutoModelForSpeechSeq2Seq"],
	["ForCTC", "automatic-speech-recognition", "AutoModelForCTC"],
	["ForImageClassification", "image-classification", "AutoModelForImageClassification"],
	["ForObjectDetection", "object-detection", "AutoModelForObjectDetection"],
	["ForSemanticSegmentation", "image-segmentation", "AutoModelForSemanticSegmentation"],
	["ForDepthEstimation", "depth-estimation", "AutoModelForDepthEstimation"],
	["ForAudioClassification", "audio-classification", "AutoModelForAudioClassification"],
	["ForImageTextToText", "image-text-to-text", "AutoModelForImageTextToText"],
	["ForVision2Seq", "image-to-text", "AutoModelForVision2Seq"],
	["ForConditionalGeneration", "text2text-generation", "AutoModelForSeq2SeqLM"],
	["ForMultipleChoice", "multiple-choice", "AutoModelForMultipleChoice"],
	["ForTextToSpeech", "text-to-speech", "AutoModelForTextToSpectrogram"],
	["Model", "feature-extraction", "AutoModel"],
];

/** The pipeline tag and transformers auto class implied by an architecture name, if any. */
export function architectureFacts(architecture: string): { pipelineTag: string; autoModel: string } | undefined {
	for (const [suffix, pipelineTag, autoModel] of ARCHITECTURE_SUFFIXES) {
		if (architecture.endsWith(suffix)) return { pipelineTag, autoModel };
	}
	return undefined;
}

/** Which library a repository's files point to, when the card declares none. */
export function detectLibrary(paths: readonly string[], config: Record<string, unknown> | undefined): string | null {
	const has = (name: string): boolean => paths.includes(name);
	const hasExtension = (extension: string): boolean => paths.some((path) => path.endsWith(`.${extension}`));
	if (has("modules.json") || has("config_sentence_transformers.json")) return "sentence-transformers";
	if (has("model_index.json")) return "diffusers";
	if (has("adapter_config.json")) return "peft";
	if (config && (Array.isArray(config.architectures) || typeof config.model_type === "string")) return "transformers";
	if (hasExtension("nemo")) return "nemo";
	if (hasExtension("keras")) return "keras";
	if (has("sklearn_model.joblib") || has("model.joblib") || has("skops.pkl")) return "sklearn";
	if (hasExtension("mlmodel") || hasExtension("mlpackage")) return "coreml";
	return null;
}

/**
 * `transformersInfo` for a transformers model: the auto class from the first architecture,
 * the pipeline tag and the processor class. Only the four keys clients accept.
 */
export function transformersInfoOf(
	config: Record<string, unknown> | undefined,
	paths: readonly string[],
	pipelineTag: string | null,
): TransformersInfo | undefined {
	const architectures = config?.architectures;
	const first = Array.isArray(architectures) && typeof architectures[0] === "string" ? architectures[0] : undefined;
	if (!first) return undefined;
	const facts = architectureFacts(first);
	const info: TransformersInfo = { auto_model: facts?.autoModel ?? "AutoModel" };
	const tag = pipelineTag ?? facts?.pipelineTag;
	if (tag) info.pipeline_tag = tag;
	if (paths.includes("processor_config.json")) info.processor = "AutoProcessor";
	else if (paths.includes("preprocessor_config.json"))
		info.processor = paths.includes("tokenizer_config.json") ? "AutoProcessor" : "AutoImageProcessor";
	else if (paths.includes("tokenizer_config.json") || paths.includes("tokenizer.json"))
		info.processor = "AutoTokenizer";
	return info;
}
