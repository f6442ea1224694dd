import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for collectorvision. Not written yet: returns none. */
export const collectorvision: SnippetGenerator = () => [];
