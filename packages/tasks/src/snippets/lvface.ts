import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for lvface. Not written yet: returns none. */
export const lvface: SnippetGenerator = () => [];
