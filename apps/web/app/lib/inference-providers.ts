/**
 * Inference providers and the tasks each serves (facts from the public provider catalogue;
 * `conversational` means chat completion). Data only: the provider tabs of a model page come from here.
 */
export const INFERENCE_PROVIDERS: readonly { id: string; tasks: readonly string[] }[] = [
	{ id: "baseten", tasks: ["conversational"] },
	{ id: "cerebras", tasks: ["conversational"] },
	{ id: "cohere", tasks: ["conversational"] },
	{
		id: "deepinfra",
		tasks: [
			"automatic-speech-recognition",
			"conversational",
			"feature-extraction",
			"text-generation",
			"text-to-image",
			"text-to-speech",
		],
	},
	{
		id: "fal-ai",
		tasks: [
			"audio-to-audio",
			"automatic-speech-recognition",
			"image-text-to-image",
			"image-text-to-video",
			"image-to-image",
			"image-segmentation",
			"image-to-video",
			"text-to-audio",
			"text-to-image",
			"text-to-speech",
			"text-to-video",
		],
	},
	{ id: "featherless-ai", tasks: ["conversational", "text-generation"] },
	{
		id: "hf-inference",
		tasks: [
			"text-to-image",
			"conversational",
			"text-generation",
			"text-classification",
			"question-answering",
			"audio-classification",
			"automatic-speech-recognition",
			"fill-mask",
			"feature-extraction",
			"image-classification",
			"image-segmentation",
			"document-question-answering",
			"image-to-text",
			"object-detection",
			"audio-to-audio",
			"zero-shot-image-classification",
			"zero-shot-classification",
			"image-to-image",
			"sentence-similarity",
			"table-question-answering",
			"tabular-classification",
			"text-to-speech",
			"token-classification",
			"translation",
			"summarization",
			"visual-question-answering",
			"tabular-regression",
			"text-to-audio",
		],
	},
	{ id: "fireworks-ai", tasks: ["conversational"] },
	{ id: "groq", tasks: ["conversational", "text-generation"] },
	{ id: "novita", tasks: ["conversational", "image-text-to-video", "text-generation", "text-to-video"] },
	{ id: "nscale", tasks: ["text-to-image", "conversational"] },
	{ id: "openai", tasks: ["conversational"] },
	{ id: "ovhcloud", tasks: ["conversational", "text-generation"] },
	{ id: "publicai", tasks: ["conversational"] },
	{
		id: "replicate",
		tasks: ["text-to-image", "text-to-speech", "text-to-video", "image-to-image", "automatic-speech-recognition"],
	},
	{ id: "scaleway", tasks: ["conversational", "text-generation", "feature-extraction"] },
	{
		id: "together",
		tasks: [
			"text-to-image",
			"image-to-image",
			"text-to-video",
			"image-to-video",
			"conversational",
			"text-generation",
			"feature-extraction",
			"text-to-speech",
			"automatic-speech-recognition",
		],
	},
	{
		id: "wavespeed",
		tasks: [
			"text-to-image",
			"text-to-video",
			"image-to-image",
			"image-to-video",
			"image-text-to-image",
			"image-text-to-video",
		],
	},
	{ id: "zai-org", tasks: ["conversational", "text-to-image", "image-to-text"] },
];
/**
 * The providers that can run a model: those serving its pipeline type, or chat completion when
 * the model is tagged `conversational`. `hf-inference` first when it qualifies, then A→Z.
 */
export function providersFor(pipelineTag: string | null | undefined, tags: readonly string[] = []): string[] {
	const wanted = new Set<string>();
	if (pipelineTag) wanted.add(pipelineTag);
	if (tags.includes("conversational")) wanted.add("conversational");
	const ids = INFERENCE_PROVIDERS.filter((p) => p.tasks.some((t) => wanted.has(t))).map((p) => p.id);
	return ids.sort((a, b) => (a === "hf-inference" ? -1 : b === "hf-inference" ? 1 : a.localeCompare(b)));
}
