import type { ModelRecord } from "../model-record.ts";
import { LIBRARY_SNIPPETS } from "./index.ts";
import type { Snippet } from "./types.ts";

/**
 * The "how to use this model" snippets of a model's library (`model.library_name`), each
 * labelled with its language. A model whose library has no generator gets none.
 *
 * @example librarySnippets({ id: "acme/tiny-bert", library_name: "transformers", pipeline_tag: "fill-mask" })
 */
export function librarySnippets(model: ModelRecord): Snippet[] {
	const key = model.library_name;
	if (typeof key !== "string" || !Object.hasOwn(LIBRARY_SNIPPETS, key)) return [];
	const generate = LIBRARY_SNIPPETS[key as keyof typeof LIBRARY_SNIPPETS];
	return generate(model).map((snippet) => ({ library: key, ...snippet }));
}
