import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for dia-tts. Not written yet: returns none. */
export const diaTts: SnippetGenerator = () => [];
