import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for univa. Not written yet: returns none. */
export const univa: SnippetGenerator = () => [];
