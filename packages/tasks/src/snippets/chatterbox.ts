import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for chatterbox. Not written yet: returns none. */
export const chatterbox: SnippetGenerator = () => [];
