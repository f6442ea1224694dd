import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for voxcpm. Not written yet: returns none. */
export const voxcpm: SnippetGenerator = () => [];
