import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for mobilint. Not written yet: returns none. */
export const mobilint: SnippetGenerator = () => [];
