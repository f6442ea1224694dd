import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for index-tts. Not written yet: returns none. */
export const indexTts: SnippetGenerator = () => [];
