// The shapes of the provider table (providers.ts): a provider, its task routes and request bodies.

/**
 * A request body with placeholders, expanded per model by `expandBody`:
 * - `"{model}"` the provider's model id; `"{text}"` the text input or the prompt;
 * - `"{labels}"` the candidate labels; `"{file:base64}"`, `"{file:data-url}"` the sample file, encoded;
 * - `"{loras}"` the LoRA weights (the key is dropped when no adapter is given).
 * `"hf"` is the Inference API shape of spec section 7 (`{inputs, parameters}` or a raw file).
 */
export type BodyShape = "hf" | { readonly [key: string]: BodyTemplate };
export type BodyTemplate =
	string | number | boolean | readonly BodyTemplate[] | { readonly [key: string]: BodyTemplate };

/** How one provider serves one task (other than chat completions). */
export interface TaskRoute {
	/** Path under the provider's base; `{model}` is the provider's model id (URL-encoded per segment). */
	path: string;
	body: BodyShape;
	/** `json`: print the JSON answer; `bytes`: the answer is a file (image, audio, video) to save. */
	output: "json" | "bytes";
	/** Extra fixed request headers. */
	headers?: Readonly<Record<string, string>>;
	/**
	 * The answer is a job, not the result: its result must be polled from a status URL. The raw
	 * snippets print the job; the client libraries poll it and return the result.
	 */
	polled?: true;
	/**
	 * The route is the OpenAI API's (legacy) text completions endpoint (`{model, prompt}` to a path
	 * ending in `/completions`), so the OpenAI clients make it too (`client.completions.create`).
	 */
	openai?: "completions";
	/**
	 * Bodies for particular models, before `body`: the first entry whose every `modelIdIncludes`
	 * string the provider's model id contains (compared in lower case) is sent instead.
	 */
	bodyFor?: readonly { modelIdIncludes: readonly string[]; body: BodyShape }[];
}

/**
 * Why a provider serves a task through the client libraries only, with no request in this table:
 * - `multipart`: the request is a multipart form upload;
 * - `polled`: the answer is a job whose result must be polled and whose submission depends on the
 *   model (a route with a raw request for the job is `TaskRoute.polled`).
 */
export type LibraryOnlyReason = "multipart" | "polled";

/** One inference provider. */
export interface Provider {
	id: string;
	/** The provider's own API base URL. */
	baseUrl: string;
	/** Where a direct request goes when it differs from `baseUrl` (fal's synchronous host). */
	directBaseUrl?: string;
	/** The environment variable of the provider's own key, for direct requests. */
	tokenEnv: string;
	/** The authorization scheme of direct requests. */
	authScheme: "Bearer" | "Key";
	/** Path of the provider's OpenAI-compatible chat completions endpoint; absent when it serves no chat. */
	chatPath?: string;
	/** Requests cannot go through the router: snippets always call the provider itself. */
	directOnly?: boolean;
	/** The tasks served, other than chat. */
	routes: Readonly<Record<string, TaskRoute>>;
	/** Tasks served that only the client libraries (`huggingface_hub`, `@huggingface/inference`) can call. */
	libraryOnly?: Readonly<Record<string, LibraryOnlyReason>>;
	/**
	 * Tasks (other than chat) the provider serves through its chat completions API alone: a model of
	 * such a task gets the chat snippets even when it is not tagged `conversational`.
	 */
	chatTasks?: readonly string[];
}
