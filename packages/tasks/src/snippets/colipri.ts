import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for colipri. Not written yet: returns none. */
export const colipri: SnippetGenerator = () => [];
