import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for kernels. Not written yet: returns none. */
export const kernels: SnippetGenerator = () => [];
