import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for sentence-transformers. Not written yet: returns none. */
export const sentenceTransformers: SnippetGenerator = () => [];
