import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for renderformer. Not written yet: returns none. */
export const renderformer: SnippetGenerator = () => [];
