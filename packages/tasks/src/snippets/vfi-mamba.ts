import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for vfi-mamba. Not written yet: returns none. */
export const vfiMamba: SnippetGenerator = () => [];
