import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for dia2. Not written yet: returns none. */
export const dia2: SnippetGenerator = () => [];
