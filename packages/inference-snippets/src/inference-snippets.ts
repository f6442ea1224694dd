/**
 * `inferenceSnippets`: the code a model page shows for calling a model through an inference
 * provider, in every client the provider table supports.
 */
import type { ModelRecord } from "@atrium/tasks";
import { falContext, libraryChatContext, libraryTaskContext, requestContext, type Language } from "./contexts.ts";
import { DEFAULT_ROUTER_URL, taskRoute } from "./providers.ts";
import { planLibraryOnlyCall, planRequest, type LibraryCall, type RequestPlan } from "./request.ts";
import { renderTemplate } from "./render.ts";
import type { InferenceSnippet, InferenceSnippetOptions } from "./types.ts";

/**
 * Where a client library must send requests when it cannot name the provider: a self-hosted
 * endpoint, or a router other than the public one. `null` when it names the provider; `undefined`
 * when the library cannot reach the request at all (a third-party provider behind a custom router).
 */
function libraryEndpoint(call: RequestPlan | LibraryCall, options: InferenceSnippetOptions): string | null | undefined {
	if (call.provider === "openai") return undefined; // not routable; the libraries need provider-prefixed ids
	const plan = "url" in call ? call : undefined;
	if (plan?.route === "endpoint") return plan.kind === "chat" ? plan.baseUrl : plan.url;
	const customRouter = (options.routerUrl ?? DEFAULT_ROUTER_URL).replace(/\/+$/, "") !== DEFAULT_ROUTER_URL;
	if (!customRouter) return null;
	if (!plan) return undefined; // library-only calls go to third-party providers
	if (plan.kind === "chat") return plan.route === "router" ? plan.baseUrl : undefined;
	return plan.provider === "hf-inference" ? plan.url : undefined;
}

function chatTemplate(plan: RequestPlan): string {
	return plan.output === "stream" ? "chatStream" : "chat";
}

function render(
	language: Language,
	client: string,
	template: string,
	context: Record<string, unknown>,
): InferenceSnippet {
	return { language, client, code: renderTemplate(language, client, template, context) };
}

/**
 * The inference snippets for a model on a provider (or `auto`), per language and client:
 * JavaScript `huggingface.js`, `openai` (chat and text completions), `fetch`; Python `huggingface_hub`, `openai`, `requests`,
 * `fal_client`; shell `curl`. A task the provider serves through the client libraries only
 * (multipart, polled) gets the library snippets alone. Returns `[]` when the
 * provider does not serve the model's task, and never throws for a model record; a template
 * reading a variable it was not given does throw (a bug caught by the tests over the whole table).
 */
export function inferenceSnippets(
	model: ModelRecord,
	provider: string,
	options: InferenceSnippetOptions = {},
): InferenceSnippet[] {
	// A request plan for the raw clients; else, for a library-only task, the call the libraries make.
	const plan = planRequest(model, provider, options);
	const call = plan ?? planLibraryOnlyCall(model, provider, options);
	if (!call) return [];
	const snippets: InferenceSnippet[] = [];
	const chat = plan?.kind === "chat" ? plan : undefined;
	const endpoint = libraryEndpoint(call, options);
	// Each language's request variables are encoded once and shared by its clients (contexts are never
	// changed); a library-only call has none, and the task methods' contexts do not use them.
	const js = plan && requestContext("js", plan);
	const python = plan && requestContext("python", plan);
	const library = (language: "js" | "python", base: Record<string, unknown> | undefined) => {
		if (endpoint === undefined) return undefined;
		if (chat) return libraryChatContext(language, chat, endpoint ?? undefined, base);
		return libraryTaskContext(language, call, endpoint ?? undefined);
	};
	const libraryTemplate = chat ? chatTemplate(chat) : "task";
	const rawTemplate = chat ? chatTemplate(chat) : "request";
	// The OpenAI clients make chat and the OpenAI-compatible text completions routes.
	const openaiTemplate = chat ? chatTemplate(chat) : plan?.openai === "completions" ? "completion" : undefined;

	const jsLibrary = library("js", js);
	if (jsLibrary) snippets.push(render("js", "huggingface.js", libraryTemplate, jsLibrary));
	if (openaiTemplate && js) snippets.push(render("js", "openai", openaiTemplate, js));
	if (js) snippets.push(render("js", "fetch", rawTemplate, js));

	const pythonLibrary = library("python", python);
	if (pythonLibrary) snippets.push(render("python", "huggingface_hub", libraryTemplate, pythonLibrary));
	if (openaiTemplate && python) snippets.push(render("python", "openai", openaiTemplate, python));
	if (python) snippets.push(render("python", "requests", rawTemplate, python));
	if (
		plan &&
		python &&
		!chat &&
		plan.provider === "fal-ai" &&
		plan.route !== "endpoint" &&
		taskRoute("fal-ai", plan.task)
	) {
		snippets.push(render("python", "fal_client", "task", falContext(plan, python)));
	}

	if (plan) snippets.push(render("sh", "curl", chat ? "chat" : "request", requestContext("sh", plan)));
	return snippets;
}
