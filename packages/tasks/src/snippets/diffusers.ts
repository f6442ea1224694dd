import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for diffusers. Not written yet: returns none. */
export const diffusers: SnippetGenerator = () => [];
