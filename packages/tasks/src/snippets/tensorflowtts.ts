import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for tensorflowtts. Not written yet: returns none. */
export const tensorflowtts: SnippetGenerator = () => [];
