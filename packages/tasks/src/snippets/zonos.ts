import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for zonos. Not written yet: returns none. */
export const zonos: SnippetGenerator = () => [];
