import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for flextab. Not written yet: returns none. */
export const flextab: SnippetGenerator = () => [];
