import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for fastai. Not written yet: returns none. */
export const fastai: SnippetGenerator = () => [];
