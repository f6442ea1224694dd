import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for jev-style. Not written yet: returns none. */
export const jevStyle: SnippetGenerator = () => [];
