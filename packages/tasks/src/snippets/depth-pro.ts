import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for depth-pro. Not written yet: returns none. */
export const depthPro: SnippetGenerator = () => [];
