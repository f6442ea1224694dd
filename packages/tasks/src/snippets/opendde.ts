import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for opendde. Not written yet: returns none. */
export const opendde: SnippetGenerator = () => [];
