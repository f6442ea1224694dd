import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for voicecraft. Not written yet: returns none. */
export const voicecraft: SnippetGenerator = () => [];
