import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for audioseal. Not written yet: returns none. */
export const audioseal: SnippetGenerator = () => [];
