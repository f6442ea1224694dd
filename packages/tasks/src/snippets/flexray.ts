import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for flexray. Not written yet: returns none. */
export const flexray: SnippetGenerator = () => [];
