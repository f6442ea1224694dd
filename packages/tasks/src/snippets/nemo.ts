import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for nemo. Not written yet: returns none. */
export const nemo: SnippetGenerator = () => [];
