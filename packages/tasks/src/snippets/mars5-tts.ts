import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for mars5-tts. Not written yet: returns none. */
export const mars5Tts: SnippetGenerator = () => [];
