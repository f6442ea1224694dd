import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for asteroid. Not written yet: returns none. */
export const asteroid: SnippetGenerator = () => [];
