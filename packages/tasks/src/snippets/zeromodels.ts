import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for zeromodels. Not written yet: returns none. */
export const zeromodels: SnippetGenerator = () => [];
