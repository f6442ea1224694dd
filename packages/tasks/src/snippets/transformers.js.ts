import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for transformers.js. Not written yet: returns none. */
export const transformersJs: SnippetGenerator = () => [];
