import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for openasr. Not written yet: returns none. */
export const openasr: SnippetGenerator = () => [];
