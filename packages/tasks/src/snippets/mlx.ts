import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for mlx. Not written yet: returns none. */
export const mlx: SnippetGenerator = () => [];
