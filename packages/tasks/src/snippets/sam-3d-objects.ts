import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for sam-3d-objects. Not written yet: returns none. */
export const sam3dObjects: SnippetGenerator = () => [];
