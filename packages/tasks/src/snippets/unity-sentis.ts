import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for unity-sentis. Not written yet: returns none. */
export const unitySentis: SnippetGenerator = () => [];
