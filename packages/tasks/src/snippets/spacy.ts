import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for spacy. Not written yet: returns none. */
export const spacy: SnippetGenerator = () => [];
