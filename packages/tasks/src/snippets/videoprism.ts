import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for videoprism. Not written yet: returns none. */
export const videoprism: SnippetGenerator = () => [];
