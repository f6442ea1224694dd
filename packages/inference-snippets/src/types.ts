import type { JsonValue } from "@atrium/tasks";

/** One inference snippet: its language, the client it uses, and the code (no trailing newline). */
export interface InferenceSnippet {
	language: "js" | "python" | "sh";
	/** `fetch`, `huggingface.js`, `openai`, `huggingface_hub`, `requests`, `fal_client` or `curl`. */
	client: string;
	code: string;
}

/** Caller-given inputs: a string replaces the text (or the chat message), an object the JSON input. */
export type InferenceInputs = string | { [key: string]: JsonValue };

/** What shapes the snippets of {@link inferenceSnippets}. */
export interface InferenceSnippetOptions {
	/** Chat completions stream their answer (`stream: true`, read `choices[0].delta.content`). */
	streaming?: boolean;
	/** The organization billed: adds `X-HF-Bill-To` (and the clients' bill-to option). */
	billTo?: string;
	/** A token written into the code as a literal; without it the code reads the environment. */
	accessToken?: string;
	/** A self-hosted endpoint (TGI, vLLM, llama.cpp: OpenAI-compatible) instead of a provider. */
	endpointUrl?: string;
	/** Call the provider's own API (with its own key) instead of going through the router. */
	directRequest?: boolean;
	/** Inputs to show instead of the task's sample. */
	inputs?: InferenceInputs;
	/** The provider's own id for the model (defaults to the model id). */
	providerModelId?: string;
	/** LoRA weights of the model, applied on a base model (text-to-image on fal). */
	adapter?: { type: "lora"; weightsPath: string };
	/** Where the router lives (self-hosted hubs); defaults to the public router. */
	routerUrl?: string;
}

/** The clients, in the order snippets are returned. */
export const CLIENTS = {
	js: ["huggingface.js", "openai", "fetch"],
	python: ["huggingface_hub", "openai", "requests", "fal_client"],
	sh: ["curl"],
} as const;
