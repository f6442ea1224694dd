import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for gliner. Not written yet: returns none. */
export const gliner: SnippetGenerator = () => [];
