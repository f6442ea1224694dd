import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for htrflow. Not written yet: returns none. */
export const htrflow: SnippetGenerator = () => [];
