import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for span-marker. Not written yet: returns none. */
export const spanMarker: SnippetGenerator = () => [];
