import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for 3dtopia-xl. Not written yet: returns none. */
export const lib3dtopiaXl: SnippetGenerator = () => [];
