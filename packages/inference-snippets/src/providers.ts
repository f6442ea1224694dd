/**
 * The provider table: who serves which task, where, and with which request shape. The snippets
 * and the hub read this one table, so a page never shows a request the table does not describe.
 *
 * Facts (ids, base URLs, routes, payload keys) follow the public inference providers; see
 * decisions/003-inference-provider-table.md for what is in and what is left out.
 */

import type { BodyShape, LibraryOnlyReason, Provider, TaskRoute } from "./provider-types.ts";

/** Where the public router lives; self-hosted hubs pass their own `routerUrl`. */
export const DEFAULT_ROUTER_URL = "https://router.huggingface.co";

/** Where model files live, for LoRA weight URLs. */
export const DEFAULT_HUB_URL = "https://huggingface.co";

/** The environment variable holding the token for the router and self-hosted endpoints. */
export const ROUTER_TOKEN_ENV = "HF_TOKEN";

/** The pseudo-provider that lets the router pick a provider (chat completions only). */
export const AUTO_PROVIDER = "auto";

const HF = (path = "models/{model}", output: TaskRoute["output"] = "json"): TaskRoute => ({ path, body: "hf", output });
const json = (path: string, body: BodyShape): TaskRoute => ({ path, body, output: "json" });
const polled = (path: string, body: BodyShape): TaskRoute => ({ path, body, output: "json", polled: true });

const HF_TASKS_JSON = [
	"text-classification",
	"token-classification",
	"question-answering",
	"zero-shot-classification",
	"translation",
	"summarization",
	"text-generation",
	"fill-mask",
	"table-question-answering",
	"audio-classification",
	"automatic-speech-recognition",
	"audio-to-audio",
	"image-classification",
	"image-segmentation",
	"object-detection",
	"image-to-text",
	"zero-shot-image-classification",
	"document-question-answering",
	"visual-question-answering",
	"tabular-classification",
	"tabular-regression",
] as const;

const HF_INFERENCE_ROUTES: Record<string, TaskRoute> = {
	...Object.fromEntries(HF_TASKS_JSON.map((task) => [task, HF()])),
	"feature-extraction": HF("models/{model}/pipeline/feature-extraction"),
	"sentence-similarity": HF("models/{model}/pipeline/sentence-similarity"),
	"text-to-image": HF("models/{model}", "bytes"),
	"text-to-speech": HF("models/{model}", "bytes"),
	"text-to-audio": HF("models/{model}", "bytes"),
	"image-to-image": HF("models/{model}", "bytes"),
};

const PROMPT = { prompt: "{text}" };
const FAL_IMAGE_PROMPT = { image_url: "{file:data-url}", prompt: "{text}" };
const WAVESPEED_IMAGE_PROMPT = { image: "{file:data-url}", prompt: "{text}" };
const OPENAI_COMPLETIONS = { model: "{model}", prompt: "{text}" };
/** An OpenAI-compatible text completions route (`path` ends in `/completions`). */
const completions = (path: string): TaskRoute => ({
	path,
	body: OPENAI_COMPLETIONS,
	output: "json",
	openai: "completions",
});
const OPENAI_EMBEDDINGS = { model: "{model}", input: "{text}" };
const OPENAI_SPEECH = { model: "{model}", input: "{text}" };
const OPENAI_IMAGES = { model: "{model}", prompt: "{text}", response_format: "b64_json" };
const REPLICATE: Pick<TaskRoute, "path" | "output" | "headers"> = {
	path: "v1/models/{model}/predictions",
	output: "json",
	headers: { Prefer: "wait" },
};

/** Every provider, keyed by id. `hf-inference` is the hub's own serverless API. */
export const PROVIDERS: Readonly<Record<string, Provider>> = {
	baseten: {
		id: "baseten",
		baseUrl: "https://inference.baseten.co",
		tokenEnv: "BASETEN_API_KEY",
		authScheme: "Bearer",
		chatPath: "v1/chat/completions",
		routes: {},
	},
	cerebras: {
		id: "cerebras",
		baseUrl: "https://api.cerebras.ai",
		tokenEnv: "CEREBRAS_API_KEY",
		authScheme: "Bearer",
		chatPath: "v1/chat/completions",
		routes: {},
	},
	cohere: {
		id: "cohere",
		baseUrl: "https://api.cohere.com",
		tokenEnv: "COHERE_API_KEY",
		authScheme: "Bearer",
		chatPath: "compatibility/v1/chat/completions",
		routes: {},
	},
	deepinfra: {
		id: "deepinfra",
		baseUrl: "https://api.deepinfra.com",
		tokenEnv: "DEEPINFRA_API_KEY",
		authScheme: "Bearer",
		chatPath: "v1/openai/chat/completions",
		routes: {
			"text-generation": completions("v1/openai/completions"),
			"feature-extraction": json("v1/openai/embeddings", OPENAI_EMBEDDINGS),
			"text-to-image": json("v1/openai/images/generations", OPENAI_IMAGES),
			"text-to-speech": { path: "v1/openai/audio/speech", body: OPENAI_SPEECH, output: "bytes" },
		},
		libraryOnly: { "automatic-speech-recognition": "multipart" },
	},
	"fal-ai": {
		id: "fal-ai",
		baseUrl: "https://queue.fal.run",
		directBaseUrl: "https://fal.run",
		tokenEnv: "FAL_KEY",
		authScheme: "Key",
		routes: {
			"text-to-image": json("{model}", { prompt: "{text}", loras: "{loras}" }),
			"text-to-video": json("{model}", PROMPT),
			"text-to-audio": json("{model}", PROMPT),
			"text-to-speech": json("{model}", { text: "{text}" }),
			"automatic-speech-recognition": json("{model}", { audio_url: "{file:data-url}" }),
			"audio-to-audio": json("{model}", { audio_url: "{file:data-url}" }),
			"image-segmentation": json("{model}", { image_url: "{file:data-url}" }),
			"image-to-image": json("{model}", FAL_IMAGE_PROMPT),
			"image-text-to-image": json("{model}", FAL_IMAGE_PROMPT),
			"image-to-video": json("{model}", FAL_IMAGE_PROMPT),
			"image-text-to-video": json("{model}", FAL_IMAGE_PROMPT),
		},
	},
	"featherless-ai": {
		id: "featherless-ai",
		baseUrl: "https://api.featherless.ai",
		tokenEnv: "FEATHERLESS_API_KEY",
		authScheme: "Bearer",
		chatPath: "v1/chat/completions",
		routes: { "text-generation": completions("v1/completions") },
	},
	"fireworks-ai": {
		id: "fireworks-ai",
		baseUrl: "https://api.fireworks.ai",
		tokenEnv: "FIREWORKS_API_KEY",
		authScheme: "Bearer",
		chatPath: "inference/v1/chat/completions",
		routes: {},
	},
	groq: {
		id: "groq",
		baseUrl: "https://api.groq.com",
		tokenEnv: "GROQ_API_KEY",
		authScheme: "Bearer",
		chatPath: "openai/v1/chat/completions",
		routes: {},
		// Groq's OpenAI-compatible API has chat completions and no text completions endpoint.
		chatTasks: ["text-generation"],
	},
	"hf-inference": {
		id: "hf-inference",
		baseUrl: "https://router.huggingface.co/hf-inference",
		tokenEnv: ROUTER_TOKEN_ENV,
		authScheme: "Bearer",
		chatPath: "models/{model}/v1/chat/completions",
		routes: HF_INFERENCE_ROUTES,
	},
	novita: {
		id: "novita",
		baseUrl: "https://api.novita.ai",
		tokenEnv: "NOVITA_API_KEY",
		authScheme: "Bearer",
		chatPath: "v3/openai/chat/completions",
		routes: {
			"text-generation": completions("v3/openai/completions"),
			"text-to-video": polled("v3/async/{model}", PROMPT),
		},
		libraryOnly: { "image-text-to-video": "polled" },
	},
	nscale: {
		id: "nscale",
		baseUrl: "https://inference.api.nscale.com",
		tokenEnv: "NSCALE_API_KEY",
		authScheme: "Bearer",
		chatPath: "v1/chat/completions",
		routes: { "text-to-image": json("v1/images/generations", OPENAI_IMAGES) },
	},
	openai: {
		id: "openai",
		baseUrl: "https://api.openai.com",
		tokenEnv: "OPENAI_API_KEY",
		authScheme: "Bearer",
		chatPath: "v1/chat/completions",
		directOnly: true,
		routes: {},
	},
	ovhcloud: {
		id: "ovhcloud",
		baseUrl: "https://oai.endpoints.kepler.ai.cloud.ovh.net",
		tokenEnv: "OVHCLOUD_API_KEY",
		authScheme: "Bearer",
		chatPath: "v1/chat/completions",
		routes: { "text-generation": completions("v1/completions") },
	},
	publicai: {
		id: "publicai",
		baseUrl: "https://api.publicai.co",
		tokenEnv: "PUBLICAI_API_KEY",
		authScheme: "Bearer",
		chatPath: "v1/chat/completions",
		routes: {},
	},
	replicate: {
		id: "replicate",
		baseUrl: "https://api.replicate.com",
		tokenEnv: "REPLICATE_API_TOKEN",
		authScheme: "Bearer",
		routes: {
			"text-to-image": { ...REPLICATE, body: { input: { prompt: "{text}" } } },
			"text-to-video": { ...REPLICATE, body: { input: { prompt: "{text}" } } },
			"text-to-speech": { ...REPLICATE, body: { input: { text: "{text}" } } },
			"automatic-speech-recognition": { ...REPLICATE, body: { input: { audio: "{file:data-url}" } } },
			"image-to-image": { ...REPLICATE, body: { input: { image: "{file:data-url}", prompt: "{text}" } } },
		},
	},
	scaleway: {
		id: "scaleway",
		baseUrl: "https://api.scaleway.ai",
		tokenEnv: "SCW_SECRET_KEY",
		authScheme: "Bearer",
		chatPath: "v1/chat/completions",
		routes: {
			"text-generation": completions("v1/completions"),
			"feature-extraction": json("v1/embeddings", OPENAI_EMBEDDINGS),
		},
	},
	together: {
		id: "together",
		baseUrl: "https://api.together.xyz",
		tokenEnv: "TOGETHER_API_KEY",
		authScheme: "Bearer",
		chatPath: "v1/chat/completions",
		routes: {
			"text-generation": completions("v1/completions"),
			"feature-extraction": json("v1/embeddings", OPENAI_EMBEDDINGS),
			"text-to-image": json("v1/images/generations", { model: "{model}", prompt: "{text}", response_format: "base64" }),
			// FLUX.1 Kontext takes the image as `image_url`; the other models as `reference_images`.
			"image-to-image": {
				...json("v1/images/generations", {
					model: "{model}",
					prompt: "{text}",
					reference_images: ["{file:data-url}"],
					response_format: "base64",
				}),
				bodyFor: [
					{
						modelIdIncludes: ["flux.1", "kontext"],
						body: { model: "{model}", prompt: "{text}", image_url: "{file:data-url}", response_format: "base64" },
					},
				],
			},
			"text-to-speech": { path: "v1/audio/speech", body: OPENAI_SPEECH, output: "bytes" },
			// A video job (its `id` and `status`), polled at `v2/videos/{id}`.
			"text-to-video": polled("v2/videos", { model: "{model}", prompt: "{text}" }),
			"image-to-video": polled("v2/videos", {
				model: "{model}",
				prompt: "{text}",
				frame_images: [{ input_image: "{file:data-url}", frame: "first" }],
			}),
		},
		libraryOnly: { "automatic-speech-recognition": "multipart" },
	},
	wavespeed: {
		id: "wavespeed",
		baseUrl: "https://api.wavespeed.ai",
		tokenEnv: "WAVESPEED_API_KEY",
		authScheme: "Bearer",
		routes: {
			"text-to-image": polled("api/v3/{model}", PROMPT),
			"text-to-video": polled("api/v3/{model}", PROMPT),
			"image-to-image": polled("api/v3/{model}", WAVESPEED_IMAGE_PROMPT),
			"image-to-video": polled("api/v3/{model}", WAVESPEED_IMAGE_PROMPT),
			"image-text-to-image": polled("api/v3/{model}", WAVESPEED_IMAGE_PROMPT),
			"image-text-to-video": polled("api/v3/{model}", WAVESPEED_IMAGE_PROMPT),
		},
	},
	"zai-org": {
		id: "zai-org",
		baseUrl: "https://api.z.ai",
		tokenEnv: "ZAI_API_KEY",
		authScheme: "Bearer",
		chatPath: "api/paas/v4/chat/completions",
		routes: {
			"text-to-image": polled("api/paas/v4/async/images/generations", { model: "{model}", prompt: "{text}" }),
			"image-to-text": json("api/paas/v4/layout_parsing", { model: "{model}", file: "{file:data-url}" }),
		},
	},
};

/** Provider ids in table order, `auto` first. */
export const PROVIDER_IDS: readonly string[] = [AUTO_PROVIDER, ...Object.keys(PROVIDERS)];

/** The provider entry for an id, or `undefined` (also for `auto`, which is a routing policy). */
export function providerOf(id: string): Provider | undefined {
	return Object.hasOwn(PROVIDERS, id) ? PROVIDERS[id] : undefined;
}

/** Whether a provider (or `auto`) serves chat completions. */
export function servesChat(id: string): boolean {
	return id === AUTO_PROVIDER || providerOf(id)?.chatPath !== undefined;
}

/** Whether a provider serves a task (other than chat) through its chat completions API alone. */
export function servesAsChat(id: string, task: string): boolean {
	return providerOf(id)?.chatTasks?.includes(task) === true;
}

/** Why a provider serves a task through the client libraries only, or `undefined` when it does not. */
export function libraryOnlyReason(id: string, task: string): LibraryOnlyReason | undefined {
	const libraryOnly = providerOf(id)?.libraryOnly;
	return libraryOnly && Object.hasOwn(libraryOnly, task) ? libraryOnly[task] : undefined;
}

/** The body a route sends for a provider model id: its first matching `bodyFor` entry, else `body`. */
export function routeBody(route: TaskRoute, providerModelId: string): BodyShape {
	const id = providerModelId.toLowerCase();
	return route.bodyFor?.find((entry) => entry.modelIdIncludes.every((part) => id.includes(part)))?.body ?? route.body;
}

/** The route a provider uses for a task other than chat, or `undefined` when it does not serve it. */
export function taskRoute(id: string, task: string): TaskRoute | undefined {
	const provider = providerOf(id);
	if (!provider || !Object.hasOwn(provider.routes, task)) return undefined;
	return provider.routes[task];
}
