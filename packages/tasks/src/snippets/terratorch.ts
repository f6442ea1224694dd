import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for terratorch. Not written yet: returns none. */
export const terratorch: SnippetGenerator = () => [];
