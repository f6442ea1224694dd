import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for anemoi. Not written yet: returns none. */
export const anemoi: SnippetGenerator = () => [];
