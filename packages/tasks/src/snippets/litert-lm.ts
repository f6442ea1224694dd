import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for litert-lm. Not written yet: returns none. */
export const litertLm: SnippetGenerator = () => [];
