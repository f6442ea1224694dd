import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for qwen3_tts. Not written yet: returns none. */
export const qwen3Tts: SnippetGenerator = () => [];
