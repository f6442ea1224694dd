import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for bm25s. Not written yet: returns none. */
export const bm25s: SnippetGenerator = () => [];
