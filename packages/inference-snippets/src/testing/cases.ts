/**
 * The cases the tests, the end-to-end run and the benchmark go through: every task × provider the
 * provider table supports (chat as two tasks: text and text-plus-image; tasks a provider serves as
 * chat; library-only tasks too), with a typical model.
 */
import type { ModelRecord } from "@atrium/tasks";
import type { LibraryOnlyReason } from "../provider-types.ts";
import { PROVIDER_IDS, providerOf, servesAsChat, servesChat } from "../providers.ts";
import type { InferenceSnippetOptions } from "../types.ts";

/** One model on one provider. */
export interface TableCase {
	/** `conversational`, `image-text-to-text` (chat with an image) or a pipeline type. */
	task: string;
	provider: string;
	model: ModelRecord;
	/** Set for a task served through the client libraries only: no raw request exists. */
	libraryOnly?: LibraryOnlyReason;
}

/** A typical model for a task; chat tasks get the `conversational` tag. */
export function modelFor(task: string): ModelRecord {
	if (task === "conversational") {
		return { id: "acme/chat-model", pipeline_tag: "text-generation", tags: ["conversational", "text-generation"] };
	}
	if (task === "image-text-to-text") {
		return { id: "acme/vision-chat-model", pipeline_tag: "image-text-to-text", tags: ["conversational"] };
	}
	return { id: `acme/${task}-model`, pipeline_tag: task, tags: [task] };
}

/** Every (task, provider) the table serves. */
export function tableCases(): TableCase[] {
	const cases: TableCase[] = [];
	for (const provider of PROVIDER_IDS) {
		if (servesChat(provider)) {
			cases.push({ task: "conversational", provider, model: modelFor("conversational") });
			cases.push({ task: "image-text-to-text", provider, model: modelFor("image-text-to-text") });
		}
		for (const task of providerOf(provider)?.chatTasks ?? []) {
			cases.push({ task, provider, model: modelFor(task) });
		}
		for (const task of Object.keys(providerOf(provider)?.routes ?? {})) {
			cases.push({ task, provider, model: modelFor(task) });
		}
		for (const [task, libraryOnly] of Object.entries(providerOf(provider)?.libraryOnly ?? {})) {
			cases.push({ task, provider, model: modelFor(task), libraryOnly });
		}
	}
	return cases;
}

/** Whether a case gets the chat snippets: a chat model, or a task the provider serves as chat. */
export function isChatCase(c: Pick<TableCase, "task" | "provider">): boolean {
	return c.task === "conversational" || c.task === "image-text-to-text" || servesAsChat(c.provider, c.task);
}

/**
 * Every task × provider whose result the raw clients cannot get in one request, from the table:
 * the library-only tasks, and the routes whose answer is a job to poll (`why: "polled"`).
 */
export function clientLibraryCases(): (TableCase & { why: LibraryOnlyReason })[] {
	return tableCases().flatMap((c) => {
		if (c.libraryOnly) return [{ ...c, why: c.libraryOnly }];
		return providerOf(c.provider)?.routes[c.task]?.polled ? [{ ...c, why: "polled" as const }] : [];
	});
}

/** Named option sets beyond the defaults, each on a model and provider. */
export const VARIANTS: { name: string; task: string; provider: string; options: InferenceSnippetOptions }[] = [
	{ name: "streaming", task: "conversational", provider: "together", options: { streaming: true } },
	{ name: "streaming-auto", task: "conversational", provider: "auto", options: { streaming: true } },
	{ name: "bill-to", task: "conversational", provider: "groq", options: { billTo: "acme-research" } },
	{
		name: "bill-to-task",
		task: "image-classification",
		provider: "hf-inference",
		options: { billTo: "acme-research" },
	},
	{
		name: "access-token",
		task: "text-classification",
		provider: "hf-inference",
		options: { accessToken: "hf_example" },
	},
	{ name: "direct-chat", task: "conversational", provider: "groq", options: { directRequest: true } },
	{ name: "direct-fal", task: "text-to-image", provider: "fal-ai", options: { directRequest: true } },
	{
		name: "endpoint-chat",
		task: "conversational",
		provider: "hf-inference",
		options: { endpointUrl: "http://localhost:8080", streaming: true },
	},
	{
		name: "endpoint-task",
		task: "feature-extraction",
		provider: "hf-inference",
		options: { endpointUrl: "https://embeddings.internal.example/" },
	},
	{
		name: "router-url",
		task: "conversational",
		provider: "novita",
		options: { routerUrl: "https://inference.atrium.example" },
	},
	{
		name: "router-url-task",
		task: "summarization",
		provider: "hf-inference",
		options: { routerUrl: "https://inference.atrium.example/" },
	},
	{
		name: "lora",
		task: "text-to-image",
		provider: "fal-ai",
		options: {
			adapter: { type: "lora", weightsPath: "pixel-art.safetensors" },
			providerModelId: "fal-ai/flux-lora",
		},
	},
	{ name: "custom-inputs", task: "text-to-image", provider: "replicate", options: { inputs: "A red fox in the snow" } },
	{
		name: "model-specific-body",
		task: "image-to-image",
		provider: "together",
		options: { providerModelId: "black-forest-labs/FLUX.1-kontext-pro" },
	},
];
