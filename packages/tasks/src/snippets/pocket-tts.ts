import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for pocket-tts. Not written yet: returns none. */
export const pocketTts: SnippetGenerator = () => [];
