import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for allennlp. Not written yet: returns none. */
export const allennlp: SnippetGenerator = () => [];
