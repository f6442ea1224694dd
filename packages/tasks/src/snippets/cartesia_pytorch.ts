import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for cartesia_pytorch. Not written yet: returns none. */
export const cartesiaPytorch: SnippetGenerator = () => [];
