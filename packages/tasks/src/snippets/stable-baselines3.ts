import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for stable-baselines3. Not written yet: returns none. */
export const stableBaselines3: SnippetGenerator = () => [];
