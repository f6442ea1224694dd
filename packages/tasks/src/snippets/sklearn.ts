import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for sklearn. Not written yet: returns none. */
export const sklearn: SnippetGenerator = () => [];
