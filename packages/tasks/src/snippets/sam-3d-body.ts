import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for sam-3d-body. Not written yet: returns none. */
export const sam3dBody: SnippetGenerator = () => [];
