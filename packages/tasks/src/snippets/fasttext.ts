import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for fasttext. Not written yet: returns none. */
export const fasttext: SnippetGenerator = () => [];
