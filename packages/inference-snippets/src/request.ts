/**
 * The one request builder: from a model, a provider and the options, the exact HTTP request a
 * snippet makes (URL, token source, headers, body, what the answer is). Every client's snippet is
 * rendered from this plan; the hub can show or replay it too.
 */
import {
	CHAT_PROMPT,
	IMAGE_CHAT_PROMPT,
	IMAGE_CHAT_URL,
	modelSampleInput,
	type JsonValue,
	type ModelRecord,
	type SampleInput,
} from "@atrium/tasks";
import { expandBody, type BodyValue } from "./body.ts";
import {
	AUTO_PROVIDER,
	DEFAULT_HUB_URL,
	DEFAULT_ROUTER_URL,
	ROUTER_TOKEN_ENV,
	libraryOnlyReason,
	providerOf,
	routeBody,
	servesAsChat,
	servesChat,
	taskRoute,
} from "./providers.ts";
import type { InferenceInputs, InferenceSnippetOptions } from "./types.ts";

/** Where the request goes: through the router, to the provider itself, or to a self-hosted endpoint. */
export type RouteKind = "router" | "direct" | "endpoint";

/** A chat message as sent (content as text, or text plus an image). */
export type ChatMessage = { role: "user"; content: string | JsonValue[] };

/** Everything a snippet needs to make one request. */
export interface RequestPlan {
	kind: "chat" | "task";
	/** The pipeline type (`conversational` for chat). */
	task: string;
	provider: string;
	route: RouteKind;
	/** The full URL of the request. */
	url: string;
	/**
	 * For chat and OpenAI-compatible text completions: the base URL the OpenAI clients take (the
	 * URL without `/chat/completions` or `/completions`); for other tasks, the provider's root.
	 */
	baseUrl: string;
	/** The call the OpenAI clients make for this request, if they can make it. */
	openai: "chat" | "completions" | undefined;
	/** The token: an environment variable, or the literal the caller passed. */
	token: { env: string } | { literal: string };
	authScheme: "Bearer" | "Key";
	billTo: string | undefined;
	/** Fixed extra headers (besides Authorization, Content-Type and X-HF-Bill-To). */
	headers: Record<string, string>;
	/** The request body (`model`, `messages`, `stream` for chat). */
	body: BodyValue;
	/** `json` answers are printed, `bytes` saved to {@link outputFile}, `stream` read as server-sent events. */
	output: "json" | "bytes" | "stream";
	outputFile: string | undefined;
	/** The model name the clients pass: `id:provider` on the router's chat, else the provider's id. */
	clientModel: string;
	/** The model id on the hub. */
	modelId: string;
	providerModelId: string;
	/** The input the task clients take (absent for chat). */
	sample: SampleInput | undefined;
	messages: ChatMessage[] | undefined;
}

/** Whether a model gets a chat example (spec section 5: tagged conversational). */
export function isConversational(model: ModelRecord): boolean {
	return Array.isArray(model.tags) && model.tags.includes("conversational");
}

/**
 * Whether a model's call on a provider is a chat completion: a chat model, or a model of a task the
 * provider serves as chat (`Provider.chatTasks`), except on a self-hosted endpoint (`endpoint`),
 * which serves the model itself.
 */
export function callsAsChat(model: ModelRecord, provider: string, endpoint = false): boolean {
	return isConversational(model) || (!endpoint && servesAsChat(provider, String(model.pipeline_tag)));
}

/** Whether a chat example carries an image next to the text. */
export function isImageChat(model: ModelRecord): boolean {
	return (
		model.pipeline_tag === "image-text-to-text" ||
		(Array.isArray(model.tags) && model.tags.includes("image-text-to-text"))
	);
}

const OUTPUT_FILES: Record<string, string> = {
	"text-to-image": "output.jpg",
	"image-to-image": "output.jpg",
	"image-text-to-image": "output.jpg",
	"text-to-speech": "output.flac",
	"text-to-audio": "output.flac",
	"text-to-video": "output.mp4",
	"image-to-video": "output.mp4",
	"image-text-to-video": "output.mp4",
};

/** A path of `/`-separated segments, each percent-encoded. */
export function encodePath(path: string): string {
	return path.split("/").map(encodeURIComponent).join("/");
}

function trimSlash(url: string): string {
	return url.replace(/\/+$/, "");
}

/** Applies caller inputs over a sample: a string replaces the text, an object the JSON input. */
function withInputs(sample: SampleInput, inputs: InferenceInputs | undefined): SampleInput {
	if (inputs === undefined) return sample;
	if (typeof inputs === "string") {
		if (sample.kind === "text" || sample.kind === "file-and-text") return { ...sample, text: inputs };
		return sample;
	}
	if (sample.kind === "object") return { kind: "object", value: inputs };
	return sample;
}

function chatMessages(model: ModelRecord, inputs: InferenceInputs | undefined): ChatMessage[] {
	const text = typeof inputs === "string" ? inputs : isImageChat(model) ? IMAGE_CHAT_PROMPT : CHAT_PROMPT;
	if (!isImageChat(model)) return [{ role: "user", content: text }];
	return [
		{
			role: "user",
			content: [
				{ type: "text", text },
				{ type: "image_url", image_url: { url: IMAGE_CHAT_URL } },
			],
		},
	];
}

/** What every call of a model on a provider shares, or `undefined` for a malformed record or unknown provider. */
function callBasics(model: ModelRecord, provider: string, options: InferenceSnippetOptions) {
	// Records come from the network: anything malformed gets no snippet rather than an exception.
	if (typeof model !== "object" || model === null || typeof model.id !== "string") return undefined;
	if (typeof provider !== "string") return undefined;
	const entry = providerOf(provider);
	if (!entry && provider !== AUTO_PROVIDER) return undefined;
	const endpointUrl = options.endpointUrl ? trimSlash(options.endpointUrl) : undefined;
	const direct = endpointUrl === undefined && (options.directRequest === true || entry?.directOnly === true);
	const route: RouteKind = endpointUrl !== undefined ? "endpoint" : direct ? "direct" : "router";
	const token =
		options.accessToken !== undefined
			? { literal: options.accessToken }
			: { env: route === "direct" && entry ? entry.tokenEnv : ROUTER_TOKEN_ENV };
	const common = {
		provider,
		route,
		token,
		authScheme: route === "direct" && entry ? entry.authScheme : "Bearer",
		billTo: options.billTo,
		modelId: model.id,
		providerModelId: options.providerModelId ?? model.id,
	} as const;
	return { entry, endpointUrl, routerUrl: trimSlash(options.routerUrl ?? DEFAULT_ROUTER_URL), common };
}

/** The input a task call carries: the task's sample with the caller's inputs applied. */
function taskSample(model: ModelRecord, options: InferenceSnippetOptions): SampleInput | undefined {
	const baseSample = modelSampleInput(model);
	return baseSample ? withInputs(baseSample, options.inputs) : undefined;
}

/**
 * Plans the request for a model on a provider, or returns `undefined` when the combination is
 * not served (unknown provider, task not in the table, a sample the route cannot carry). Never throws.
 */
export function planRequest(
	model: ModelRecord,
	provider: string,
	options: InferenceSnippetOptions = {},
): RequestPlan | undefined {
	const basics = callBasics(model, provider, options);
	if (!basics) return undefined;
	const { entry, endpointUrl, routerUrl, common } = basics;
	const { route, providerModelId } = common;

	if (callsAsChat(model, provider, endpointUrl !== undefined)) {
		if (!servesChat(provider)) return undefined;
		if (route === "direct" && provider === AUTO_PROVIDER) return undefined;
		let baseUrl: string;
		let clientModel: string;
		if (endpointUrl !== undefined) {
			baseUrl = endpointUrl.endsWith("/v1") ? endpointUrl : `${endpointUrl}/v1`;
			clientModel = model.id;
		} else if (route === "direct" && entry?.chatPath) {
			const path = entry.chatPath.replace("{model}", encodePath(providerModelId));
			const base = provider === "hf-inference" ? `${routerUrl}/hf-inference` : (entry.directBaseUrl ?? entry.baseUrl);
			baseUrl = `${base}/${path.replace(/\/chat\/completions$/, "")}`;
			clientModel = providerModelId;
		} else {
			baseUrl = `${routerUrl}/v1`;
			clientModel = provider === AUTO_PROVIDER ? model.id : `${model.id}:${provider}`;
		}
		const messages = chatMessages(model, options.inputs);
		const stream = options.streaming === true;
		return {
			...common,
			kind: "chat",
			task: "conversational",
			url: `${baseUrl}/chat/completions`,
			baseUrl,
			headers: {},
			body: { model: clientModel, messages, stream },
			openai: "chat",
			output: stream ? "stream" : "json",
			outputFile: undefined,
			clientModel,
			sample: undefined,
			messages,
		};
	}

	const task = model.pipeline_tag;
	if (typeof task !== "string" || task === "") return undefined;
	const sample = taskSample(model, options);
	if (!sample) return undefined;

	if (route === "endpoint" && endpointUrl !== undefined) {
		const hfRoute = taskRoute("hf-inference", task);
		if (!hfRoute) return undefined;
		const body = expandBody("hf", { model: model.id, sample });
		if (body === undefined) return undefined;
		return {
			...common,
			kind: "task",
			task,
			url: endpointUrl,
			baseUrl: endpointUrl,
			headers: {},
			body,
			openai: undefined,
			output: hfRoute.output,
			outputFile: hfRoute.output === "bytes" ? OUTPUT_FILES[task] : undefined,
			clientModel: model.id,
			sample,
			messages: undefined,
		};
	}

	if (!entry) return undefined;
	const taskEntry = taskRoute(provider, task);
	if (!taskEntry) return undefined;
	const loras =
		options.adapter?.type === "lora" && task === "text-to-image" && provider === "fal-ai"
			? [{ path: loraUrl(model.id, options.adapter.weightsPath), scale: 1 }]
			: undefined;
	const body = expandBody(routeBody(taskEntry, providerModelId), {
		model: providerModelId,
		sample,
		...(loras ? { loras } : {}),
	});
	if (body === undefined) return undefined;
	const path = taskEntry.path.replace("{model}", encodePath(providerModelId));
	const base =
		provider === "hf-inference"
			? `${routerUrl}/hf-inference`
			: route === "direct"
				? (entry.directBaseUrl ?? entry.baseUrl)
				: `${routerUrl}/${provider}`;
	const url = `${base}/${path}`;
	const openai = taskEntry.openai;
	return {
		...common,
		kind: "task",
		task,
		url,
		baseUrl: openai === "completions" ? url.replace(/\/completions$/, "") : base,
		headers: { ...taskEntry.headers },
		body,
		openai,
		output: taskEntry.output,
		outputFile: taskEntry.output === "bytes" ? OUTPUT_FILES[task] : undefined,
		clientModel: providerModelId,
		sample,
		messages: undefined,
	};
}

/**
 * What a client library's task method call needs: the part of a {@link RequestPlan} the libraries
 * read, since they build the request themselves.
 */
export type LibraryCall = Pick<
	RequestPlan,
	"task" | "provider" | "route" | "token" | "billTo" | "modelId" | "outputFile"
> & {
	kind: "task";
	sample: SampleInput;
};

/**
 * The call for a task a provider serves through the client libraries only (`libraryOnly` in the
 * provider table), through the router or directly; `undefined` for any other combination, chat,
 * and self-hosted endpoints (those are planned by {@link planRequest}). Never throws.
 */
export function planLibraryOnlyCall(
	model: ModelRecord,
	provider: string,
	options: InferenceSnippetOptions = {},
): LibraryCall | undefined {
	const basics = callBasics(model, provider, options);
	if (!basics || basics.common.route === "endpoint" || isConversational(model)) return undefined;
	const task = model.pipeline_tag;
	if (typeof task !== "string" || libraryOnlyReason(provider, task) === undefined) return undefined;
	const sample = taskSample(model, options);
	if (!sample) return undefined;
	const { provider: id, route, token, billTo, modelId } = basics.common;
	return { kind: "task", task, provider: id, route, token, billTo, modelId, sample, outputFile: OUTPUT_FILES[task] };
}

/** The URL of LoRA weights in a model repository, built segment by segment. */
export function loraUrl(modelId: string, weightsPath: string): string {
	return new URL(`${encodePath(modelId)}/resolve/main/${encodePath(weightsPath)}`, `${DEFAULT_HUB_URL}/`).href;
}
