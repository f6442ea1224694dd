import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for audiocraft. Not written yet: returns none. */
export const audiocraft: SnippetGenerator = () => [];
