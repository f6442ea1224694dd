import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for lightning-ir. Not written yet: returns none. */
export const lightningIr: SnippetGenerator = () => [];
