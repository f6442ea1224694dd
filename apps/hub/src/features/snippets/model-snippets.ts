import { librarySnippets, type ModelRecord, type Snippet } from "@atrium/tasks";

/** An inference snippet as `@atrium/inference-snippets` returns it. */
export interface InferenceSnippet {
	language: string;
	client: string;
	code: string;
}

/** Options of inference snippets (see `@atrium/inference-snippets`). */
export interface InferenceOptions {
	streaming?: boolean;
	billTo?: string;
	accessToken?: string;
	endpointUrl?: string;
	routerUrl?: string;
}

type InferenceSnippetsFn = (model: ModelRecord, provider: string, options?: InferenceOptions) => InferenceSnippet[];

let loaded: Promise<InferenceSnippetsFn | undefined> | undefined;

/** Loads `@atrium/inference-snippets` once; `undefined` when the package is not installed. */
function loadInferenceSnippets(): Promise<InferenceSnippetsFn | undefined> {
	const specifier = "@atrium/inference-snippets";
	loaded ??= import(specifier).then(
		(module: { inferenceSnippets?: InferenceSnippetsFn }) => module.inferenceSnippets,
		() => undefined,
	);
	return loaded;
}

/**
 * The library snippets and (when a provider is given and the inference package is present)
 * the inference snippets of a model.
 */
export async function modelSnippets(
	model: ModelRecord,
	provider: string | undefined,
	options: InferenceOptions = {},
): Promise<{ library: Snippet[]; inference: InferenceSnippet[] }> {
	const library = librarySnippets(model);
	if (!provider) return { library, inference: [] };
	const inferenceSnippets = await loadInferenceSnippets();
	return { library, inference: inferenceSnippets ? inferenceSnippets(model, provider, options) : [] };
}
