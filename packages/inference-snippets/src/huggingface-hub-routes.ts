/**
 * Which provider × task pairs of the provider table `huggingface_hub.InferenceClient` routes, and
 * from which release on. Facts read from `src/huggingface_hub/inference/_providers/__init__.py` of
 * every release from v1.0.0 to v1.28.0 (its `PROVIDERS` dictionary; chat is the task
 * `conversational`, `auto` chat its server-side router). The client raises `ValueError` for any
 * other pair, so a pair missing here gets no `huggingface_hub` snippet. Data only.
 */

/**
 * The release the project runs the Python client at (DEVELOPERS.md). A pair it routes gets the
 * bare `pip install -U huggingface_hub`; a pair routed only by a later release names that release.
 */
export const HUGGINGFACE_HUB_CHECKED_RELEASE = "1.3.7";

/** `1.0.0`: routed by every 1.x release. */
const FIRST = "1.0.0";

const HF_INFERENCE_TASKS = [
	"audio-classification",
	"audio-to-audio",
	"automatic-speech-recognition",
	"conversational",
	"document-question-answering",
	"feature-extraction",
	"fill-mask",
	"image-classification",
	"image-segmentation",
	"image-to-image",
	"image-to-text",
	"object-detection",
	"question-answering",
	"sentence-similarity",
	"summarization",
	"table-question-answering",
	"tabular-classification",
	"text-classification",
	"text-generation",
	"text-to-image",
	"text-to-speech",
	"token-classification",
	"translation",
	"visual-question-answering",
	"zero-shot-classification",
	"zero-shot-image-classification",
] as const;

/** Provider → task → the first release that routes the pair (and every release after it, to v1.28.0). */
export const HUGGINGFACE_HUB_ROUTES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
	auto: { conversational: FIRST },
	baseten: { conversational: "1.26.1" },
	cerebras: { conversational: FIRST },
	cohere: { conversational: FIRST },
	deepinfra: {
		"automatic-speech-recognition": "1.22.0",
		conversational: "1.12.2",
		"feature-extraction": "1.28.0",
		"text-generation": "1.12.2",
		"text-to-speech": "1.28.0",
	},
	"fal-ai": {
		"automatic-speech-recognition": FIRST,
		"image-segmentation": "1.1.0",
		"image-to-image": FIRST,
		"image-to-video": FIRST,
		"text-to-image": FIRST,
		"text-to-speech": FIRST,
		"text-to-video": FIRST,
	},
	"featherless-ai": { conversational: FIRST, "text-generation": FIRST },
	"fireworks-ai": { conversational: FIRST },
	groq: { conversational: FIRST },
	"hf-inference": Object.fromEntries(HF_INFERENCE_TASKS.map((task) => [task, FIRST])),
	novita: { conversational: FIRST, "text-generation": FIRST, "text-to-video": FIRST },
	nscale: { conversational: FIRST, "text-to-image": FIRST },
	openai: { conversational: FIRST },
	ovhcloud: { conversational: "1.1.5" },
	publicai: { conversational: FIRST },
	replicate: {
		"automatic-speech-recognition": "1.2.0",
		"image-to-image": FIRST,
		"text-to-image": FIRST,
		"text-to-speech": FIRST,
		"text-to-video": FIRST,
	},
	scaleway: { conversational: FIRST, "feature-extraction": FIRST },
	together: {
		conversational: FIRST,
		"feature-extraction": "1.16.0",
		"image-to-image": "1.16.0",
		"image-to-video": "1.16.0",
		"text-generation": FIRST,
		"text-to-image": FIRST,
		"text-to-speech": "1.16.0",
		"text-to-video": "1.16.0",
	},
	wavespeed: {
		"image-to-image": "1.1.0",
		"image-to-video": "1.1.0",
		"text-to-image": "1.1.0",
		"text-to-video": "1.1.0",
	},
	"zai-org": { conversational: FIRST, "text-to-image": "1.3.2" },
};

/** The first release of `huggingface_hub` that routes a pair, or `undefined` when none does. */
export function huggingfaceHubSince(provider: string, task: string): string | undefined {
	const tasks = Object.hasOwn(HUGGINGFACE_HUB_ROUTES, provider) ? HUGGINGFACE_HUB_ROUTES[provider] : undefined;
	return tasks && Object.hasOwn(tasks, task) ? tasks[task] : undefined;
}

/** Orders dotted release numbers (`1.16.0` after `1.3.7`). */
export function compareReleases(a: string, b: string): number {
	const x = a.split(".").map(Number);
	const y = b.split(".").map(Number);
	for (let i = 0; i < Math.max(x.length, y.length); i++) {
		const d = (x[i] ?? 0) - (y[i] ?? 0);
		if (d !== 0) return d;
	}
	return 0;
}

/**
 * What to `pip install` for a pair: `huggingface_hub`, or `huggingface_hub>=<release>` when only a
 * release after the checked one routes it; `undefined` when no release does.
 */
export function huggingfaceHubRequirement(provider: string, task: string): string | undefined {
	const since = huggingfaceHubSince(provider, task);
	if (since === undefined) return undefined;
	return compareReleases(since, HUGGINGFACE_HUB_CHECKED_RELEASE) > 0 ? `huggingface_hub>=${since}` : "huggingface_hub";
}
