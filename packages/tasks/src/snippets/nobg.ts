import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for nobg. Not written yet: returns none. */
export const nobg: SnippetGenerator = () => [];
