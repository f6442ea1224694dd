import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for depth-anything-v2. Not written yet: returns none. */
export const depthAnythingV2: SnippetGenerator = () => [];
