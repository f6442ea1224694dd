import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for espnet. Not written yet: returns none. */
export const espnet: SnippetGenerator = () => [];
