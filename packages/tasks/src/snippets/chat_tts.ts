import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for chat_tts. Not written yet: returns none. */
export const chatTts: SnippetGenerator = () => [];
