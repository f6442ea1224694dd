import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for outetts. Not written yet: returns none. */
export const outetts: SnippetGenerator = () => [];
