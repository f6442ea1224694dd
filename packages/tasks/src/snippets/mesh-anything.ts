import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for mesh-anything. Not written yet: returns none. */
export const meshAnything: SnippetGenerator = () => [];
