import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for aneforge. Not written yet: returns none. */
export const aneforge: SnippetGenerator = () => [];
