import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for moshi. Not written yet: returns none. */
export const moshi: SnippetGenerator = () => [];
