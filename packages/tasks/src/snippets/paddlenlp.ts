import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for paddlenlp. Not written yet: returns none. */
export const paddlenlp: SnippetGenerator = () => [];
