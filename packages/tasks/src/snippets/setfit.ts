import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for setfit. Not written yet: returns none. */
export const setfit: SnippetGenerator = () => [];
