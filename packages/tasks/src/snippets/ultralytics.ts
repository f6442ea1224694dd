import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for ultralytics. Not written yet: returns none. */
export const ultralytics: SnippetGenerator = () => [];
