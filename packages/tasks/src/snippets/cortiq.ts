import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for cortiq. Not written yet: returns none. */
export const cortiq: SnippetGenerator = () => [];
