import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for llama-cpp-python. Not written yet: returns none. */
export const llamaCppPython: SnippetGenerator = () => [];
