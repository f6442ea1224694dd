import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for diffusionkit. Not written yet: returns none. */
export const diffusionkit: SnippetGenerator = () => [];
