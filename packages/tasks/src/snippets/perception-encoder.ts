import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for perception-encoder. Not written yet: returns none. */
export const perceptionEncoder: SnippetGenerator = () => [];
