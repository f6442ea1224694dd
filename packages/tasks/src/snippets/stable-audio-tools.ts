import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for stable-audio-tools. Not written yet: returns none. */
export const stableAudioTools: SnippetGenerator = () => [];
