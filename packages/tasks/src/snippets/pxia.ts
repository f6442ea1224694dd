import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for pxia. Not written yet: returns none. */
export const pxia: SnippetGenerator = () => [];
