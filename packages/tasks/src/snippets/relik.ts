import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for relik. Not written yet: returns none. */
export const relik: SnippetGenerator = () => [];
