import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for phantom-wan. Not written yet: returns none. */
export const phantomWan: SnippetGenerator = () => [];
