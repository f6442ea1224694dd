import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for vibevoice. Not written yet: returns none. */
export const vibevoice: SnippetGenerator = () => [];
