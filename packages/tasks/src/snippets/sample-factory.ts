import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for sample-factory. Not written yet: returns none. */
export const sampleFactory: SnippetGenerator = () => [];
