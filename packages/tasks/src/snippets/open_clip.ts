import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for open_clip. Not written yet: returns none. */
export const openClip: SnippetGenerator = () => [];
