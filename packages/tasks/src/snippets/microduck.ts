import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for microduck. Not written yet: returns none. */
export const microduck: SnippetGenerator = () => [];
