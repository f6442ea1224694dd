/**
 * `inferenceSnippets`: the code a model page shows for calling a model through an inference
 * provider, in every client the provider table supports.
 */
import type { ModelRecord } from "@atrium/tasks";
import { falContext, libraryContext, requestContext, type Language } from "./contexts.ts";
import { DEFAULT_ROUTER_URL, taskRoute } from "./providers.ts";
import { planRequest, type RequestPlan } from "./request.ts";
import { renderTemplate } from "./render.ts";
import type { InferenceSnippet, InferenceSnippetOptions } from "./types.ts";

/**
 * Where a client library must send requests when it cannot name the provider: a self-hosted
 * endpoint, or a router other than the public one. `null` when it names the provider; `undefined`
 * when the library cannot reach the request at all (a third-party provider behind a custom router).
 */
function libraryEndpoint(plan: RequestPlan, options: InferenceSnippetOptions): string | null | undefined {
	if (plan.provider === "openai") return undefined; // not routable; the libraries need provider-prefixed ids
	if (plan.route === "endpoint") return plan.kind === "chat" ? plan.baseUrl : plan.url;
	const customRouter = (options.routerUrl ?? DEFAULT_ROUTER_URL).replace(/\/+$/, "") !== DEFAULT_ROUTER_URL;
	if (!customRouter) return null;
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
 * JavaScript `huggingface.js`, `openai`, `fetch`; Python `huggingface_hub`, `openai`, `requests`,
 * `fal_client`; shell `curl`. Returns `[]` when the provider does not serve the model's task,
 * and never throws for a model record; a template reading a variable it was not given does throw
 * (a bug caught by the tests over the whole table).
 */
export function inferenceSnippets(
	model: ModelRecord,
	provider: string,
	options: InferenceSnippetOptions = {},
): InferenceSnippet[] {
	const plan = planRequest(model, provider, options);
	if (!plan) return [];
	const snippets: InferenceSnippet[] = [];
	const endpoint = libraryEndpoint(plan, options);
	const chat = plan.kind === "chat";

	if (endpoint !== undefined) {
		const context = libraryContext("js", plan, endpoint ?? undefined);
		if (context) snippets.push(render("js", "huggingface.js", chat ? chatTemplate(plan) : "task", context));
	}
	if (chat) snippets.push(render("js", "openai", chatTemplate(plan), requestContext("js", plan)));
	snippets.push(render("js", "fetch", chat ? chatTemplate(plan) : "request", requestContext("js", plan)));

	if (endpoint !== undefined) {
		const context = libraryContext("python", plan, endpoint ?? undefined);
		if (context) snippets.push(render("python", "huggingface_hub", chat ? chatTemplate(plan) : "task", context));
	}
	if (chat) snippets.push(render("python", "openai", chatTemplate(plan), requestContext("python", plan)));
	snippets.push(render("python", "requests", chat ? chatTemplate(plan) : "request", requestContext("python", plan)));
	if (!chat && plan.provider === "fal-ai" && plan.route !== "endpoint" && taskRoute("fal-ai", plan.task)) {
		snippets.push(render("python", "fal_client", "task", falContext(plan)));
	}

	snippets.push(render("sh", "curl", chat ? "chat" : "request", requestContext("sh", plan)));
	return snippets;
}
