import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for keras. Not written yet: returns none. */
export const keras: SnippetGenerator = () => [];
