import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for memra. Not written yet: returns none. */
export const memra: SnippetGenerator = () => [];
