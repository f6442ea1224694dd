import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for stanza. Not written yet: returns none. */
export const stanza: SnippetGenerator = () => [];
