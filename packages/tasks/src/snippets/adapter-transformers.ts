import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for adapter-transformers. Not written yet: returns none. */
export const adapterTransformers: SnippetGenerator = () => [];
