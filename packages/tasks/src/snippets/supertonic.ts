import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for supertonic. Not written yet: returns none. */
export const supertonic: SnippetGenerator = () => [];
