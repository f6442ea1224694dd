import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for PaddleOCR. Not written yet: returns none. */
export const PaddleOCR: SnippetGenerator = () => [];
