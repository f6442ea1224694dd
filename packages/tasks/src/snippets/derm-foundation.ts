import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for derm-foundation. Not written yet: returns none. */
export const dermFoundation: SnippetGenerator = () => [];
