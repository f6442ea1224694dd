import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for cxr-foundation. Not written yet: returns none. */
export const cxrFoundation: SnippetGenerator = () => [];
