import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for edsnlp. Not written yet: returns none. */
export const edsnlp: SnippetGenerator = () => [];
