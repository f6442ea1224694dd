import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for seed-story. Not written yet: returns none. */
export const seedStory: SnippetGenerator = () => [];
