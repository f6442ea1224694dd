import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for lerobot. Not written yet: returns none. */
export const lerobot: SnippetGenerator = () => [];
