import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for chronos-forecasting. Not written yet: returns none. */
export const chronosForecasting: SnippetGenerator = () => [];
