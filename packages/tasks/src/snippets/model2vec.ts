import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for model2vec. Not written yet: returns none. */
export const model2vec: SnippetGenerator = () => [];
