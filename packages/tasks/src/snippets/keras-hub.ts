import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for keras-hub. Not written yet: returns none. */
export const kerasHub: SnippetGenerator = () => [];
