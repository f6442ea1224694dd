import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for swarmformer. Not written yet: returns none. */
export const swarmformer: SnippetGenerator = () => [];
