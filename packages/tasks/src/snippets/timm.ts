import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for timm. Not written yet: returns none. */
export const timm: SnippetGenerator = () => [];
