import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for birefnet. Not written yet: returns none. */
export const birefnet: SnippetGenerator = () => [];
