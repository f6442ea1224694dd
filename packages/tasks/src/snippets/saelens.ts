import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for saelens. Not written yet: returns none. */
export const saelens: SnippetGenerator = () => [];
