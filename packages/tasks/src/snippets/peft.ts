import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for peft. Not written yet: returns none. */
export const peft: SnippetGenerator = () => [];
