import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for whisperkit. Not written yet: returns none. */
export const whisperkit: SnippetGenerator = () => [];
