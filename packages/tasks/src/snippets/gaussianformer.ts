import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for gaussianformer. Not written yet: returns none. */
export const gaussianformer: SnippetGenerator = () => [];
