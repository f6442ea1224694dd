import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for gliner2. Not written yet: returns none. */
export const gliner2: SnippetGenerator = () => [];
