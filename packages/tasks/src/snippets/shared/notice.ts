import type { GeneratedSnippet } from "../types.ts";

/**
 * A fallback notice: the exact text the spec gives for missing or invalid data (spec section 8),
 * labelled `text` so the page shows it as prose, not as code.
 */
export function notice(text: string): GeneratedSnippet {
	return { language: "text", code: text };
}
