import { inferenceSnippets, type InferenceSnippet, type InferenceSnippetOptions } from "@atrium/inference-snippets";
import { librarySnippets, type ModelRecord, type Snippet } from "@atrium/tasks";

/**
 * The library snippets of a model and, when a provider is given, its inference snippets
 * (`@atrium/inference-snippets`): the `{ library, inference, endpoint }` answer of the snippets route and
 * command. With `endpoint` (a self-hosted hub), the library snippets download from it.
 */
export function modelSnippets(
	model: ModelRecord,
	provider: string | undefined,
	options: InferenceSnippetOptions = {},
	endpoint?: string,
): { library: Snippet[]; inference: InferenceSnippet[]; endpoint: string | null } {
	return {
		library: librarySnippets(model, endpoint ? { endpoint } : {}),
		inference: provider ? inferenceSnippets(model, provider, options) : [],
		endpoint: endpoint ?? null,
	};
}
