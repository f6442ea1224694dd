import { inferenceSnippets, type InferenceSnippet, type InferenceSnippetOptions } from "@atrium/inference-snippets";
import { librarySnippets, type ModelRecord, type Snippet } from "@atrium/tasks";

/**
 * The library snippets of a model and, when a provider is given, its inference snippets
 * (`@atrium/inference-snippets`): the `{ library, inference }` pair of the snippets route and command.
 */
export function modelSnippets(
	model: ModelRecord,
	provider: string | undefined,
	options: InferenceSnippetOptions = {},
): { library: Snippet[]; inference: InferenceSnippet[] } {
	return { library: librarySnippets(model), inference: provider ? inferenceSnippets(model, provider, options) : [] };
}
