import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for routee-powertrain. Not written yet: returns none. */
export const routeePowertrain: SnippetGenerator = () => [];
