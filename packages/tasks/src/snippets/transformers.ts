import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for transformers. Not written yet: returns none. */
export const transformers: SnippetGenerator = () => [];
