import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for sana. Not written yet: returns none. */
export const sana: SnippetGenerator = () => [];
