import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for fairseq. Not written yet: returns none. */
export const fairseq: SnippetGenerator = () => [];
