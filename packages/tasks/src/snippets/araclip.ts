import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for araclip. Not written yet: returns none. */
export const araclip: SnippetGenerator = () => [];
