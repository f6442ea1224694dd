import type { ModelRecord } from "../model-record.ts";

/**
 * The language a snippet is written in. Every snippet says it; nothing downstream guesses.
 * `text` marks a notice (a fallback such as "Task type is invalid."), shown as prose, not code.
 */
export type SnippetLanguage = "python" | "js" | "ts" | "sh" | "json" | "text";

/** One "how to use this model" snippet. */
export interface Snippet {
	/** The registry key of the library it belongs to (or the local app key). */
	library: string;
	language: SnippetLanguage;
	/** A short heading, e.g. "Load the model directly". */
	title?: string;
	/** The code: no leading or trailing blank lines, no trailing whitespace, no final newline. */
	code: string;
}

/** What a generator returns: snippets without the library key, which the index adds. */
export type GeneratedSnippet = Omit<Snippet, "library">;

/**
 * A usage-snippet generator: a pure function of the model record. It never throws; where data
 * is missing it returns the fallback text of the spec as a `text` snippet.
 */
export type SnippetGenerator = (model: ModelRecord) => GeneratedSnippet[];
