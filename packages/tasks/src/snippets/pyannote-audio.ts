import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for pyannote-audio. Not written yet: returns none. */
export const pyannoteAudio: SnippetGenerator = () => [];
