import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for pythae. Not written yet: returns none. */
export const pythae: SnippetGenerator = () => [];
