import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for pruna-ai. Not written yet: returns none. */
export const prunaAi: SnippetGenerator = () => [];
