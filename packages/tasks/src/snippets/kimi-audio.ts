import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for kimi-audio. Not written yet: returns none. */
export const kimiAudio: SnippetGenerator = () => [];
