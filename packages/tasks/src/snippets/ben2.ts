import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for ben2. Not written yet: returns none. */
export const ben2: SnippetGenerator = () => [];
