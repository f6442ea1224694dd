import type { SnippetGenerator } from "./types.ts";

/** Usage snippets for sap-rpt-1-oss. Not written yet: returns none. */
export const sapRpt1Oss: SnippetGenerator = () => [];
