import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for kittentts. Not written yet: returns none. */
export const kittentts: SnippetGenerator = () => [];
