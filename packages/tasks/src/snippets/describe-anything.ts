import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for describe-anything. Not written yet: returns none. */
export const describeAnything: SnippetGenerator = () => [];
