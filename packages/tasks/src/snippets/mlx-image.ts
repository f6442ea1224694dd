import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for mlx-image. Not written yet: returns none. */
export const mlxImage: SnippetGenerator = () => [];
