import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for vui. Not written yet: returns none. */
export const vui: SnippetGenerator = () => [];
