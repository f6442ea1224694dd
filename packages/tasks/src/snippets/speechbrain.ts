import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for speechbrain. Not written yet: returns none. */
export const speechbrain: SnippetGenerator = () => [];
