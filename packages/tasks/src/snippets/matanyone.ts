import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for matanyone. Not written yet: returns none. */
export const matanyone: SnippetGenerator = () => [];
