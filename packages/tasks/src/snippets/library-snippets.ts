import type { ModelRecord } from "../model-record.ts";
import { LIBRARY_SNIPPETS } from "./index.ts";
import { endpointOf, gitCloneSnippet, pointAtHub, type HubEndpointOptions } from "./hub-endpoint.ts";
import type { GeneratedSnippet, SnippetGenerator, Snippet } from "./types.ts";

/** `LIBRARY_SNIPPETS` as a map, built once: one hash lookup per call, and only own keys. */
const GENERATORS: ReadonlyMap<string, SnippetGenerator> = new Map(Object.entries(LIBRARY_SNIPPETS));

/**
 * The "how to use this model" snippets of a model's library (`model.library_name`), each
 * labelled with its language. A model whose library has no generator gets none.
 * With `endpoint` (a self-hosted hub's URL), every snippet that fetches the model fetches it from
 * there, and a `git clone` snippet of that hub comes last.
 *
 * @example librarySnippets({ id: "acme/tiny-bert", library_name: "transformers", pipeline_tag: "fill-mask" })
 */
export function librarySnippets(model: ModelRecord, options?: HubEndpointOptions): Snippet[] {
	const endpoint = endpointOf(options);
	const key = model.library_name;
	const generate = typeof key === "string" ? GENERATORS.get(key) : undefined;
	const generated = generate ? generate(model) : [];
	const snippets: Snippet[] = [];
	for (let i = 0; i < generated.length; i++) {
		const snippet = endpoint
			? pointAtHub(generated[i] as GeneratedSnippet, endpoint)
			: (generated[i] as GeneratedSnippet);
		// Built field by field rather than spread: one object shape, which the engine handles fastest.
		snippets.push(
			snippet.title === undefined
				? { library: key as string, language: snippet.language, code: snippet.code }
				: { library: key as string, language: snippet.language, title: snippet.title, code: snippet.code },
		);
	}
	if (endpoint && typeof model.id === "string")
		snippets.push({ library: "git", ...gitCloneSnippet(model.id, endpoint) });
	return snippets;
}
