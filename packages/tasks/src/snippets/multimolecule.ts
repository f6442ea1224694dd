import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for multimolecule. Not written yet: returns none. */
export const multimolecule: SnippetGenerator = () => [];
