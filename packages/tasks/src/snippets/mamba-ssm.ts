import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for mamba-ssm. Not written yet: returns none. */
export const mambaSsm: SnippetGenerator = () => [];
