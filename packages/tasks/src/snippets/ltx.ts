import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for ltx. Not written yet: returns none. */
export const ltx: SnippetGenerator = () => [];
