import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for tf-keras. Not written yet: returns none. */
export const tfKeras: SnippetGenerator = () => [];
