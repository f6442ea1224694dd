import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for cartesia_mlx. Not written yet: returns none. */
export const cartesiaMlx: SnippetGenerator = () => [];
