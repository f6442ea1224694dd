import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for ml-agents. Not written yet: returns none. */
export const mlAgents: SnippetGenerator = () => [];
