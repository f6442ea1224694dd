import type { ModelRecord } from "@atrium/tasks";
import { inferenceSnippets } from "./inference-snippets.ts";
import { PROVIDER_IDS } from "./providers.ts";
import { planLibraryOnlyCall, planRequest } from "./request.ts";
import type { InferenceSnippetOptions } from "./types.ts";

/**
 * The providers (and `auto`) that serve a model according to the provider table, in table order:
 * the ones for which `inferenceSnippets` returns snippets with the same options. For a model page's
 * provider picker. A library-only task is offered only where a client library can reach it (not
 * behind a custom `routerUrl`).
 */
export function providersFor(model: ModelRecord, options: InferenceSnippetOptions = {}): string[] {
	return PROVIDER_IDS.filter(
		(provider) =>
			planRequest(model, provider, options) !== undefined ||
			(planLibraryOnlyCall(model, provider, options) !== undefined &&
				inferenceSnippets(model, provider, options).length > 0),
	);
}

/**
 * The provider a model page shows: the one asked for when it serves the model, else `hf-inference`
 * when it does, else the first of `offered` (table order); undefined when none serves it.
 */
export function pickProvider(offered: readonly string[], asked: string | undefined): string | undefined {
	if (asked !== undefined && offered.includes(asked)) return asked;
	return offered.includes("hf-inference") ? "hf-inference" : offered[0];
}
