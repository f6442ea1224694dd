import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for yolov10. Not written yet: returns none. */
export const yolov10: SnippetGenerator = () => [];
