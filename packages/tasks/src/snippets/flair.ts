import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for flair. Not written yet: returns none. */
export const flair: SnippetGenerator = () => [];
