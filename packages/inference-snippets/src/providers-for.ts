import type { ModelRecord } from "@atrium/tasks";
import { PROVIDER_IDS } from "./providers.ts";
import { planRequest } from "./request.ts";

/**
 * The providers (and `auto`) that serve a model according to the provider table, in table order:
 * the ones for which `inferenceSnippets` returns snippets. For a model page's provider picker.
 */
export function providersFor(model: ModelRecord): string[] {
	return PROVIDER_IDS.filter((provider) => planRequest(model, provider) !== undefined);
}
