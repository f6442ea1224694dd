import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for sam2. Not written yet: returns none. */
export const sam2: SnippetGenerator = () => [];
