import type { MarkdownOptions } from "./markdown.server.ts";
import type { PlainCardReason } from "./plain-card.ts";

/** A rendered card: sanitised HTML, or the plain-text fallback and why. */
export interface RenderedCard {
	html: string;
	fallback?: PlainCardReason;
}

/**
 * Renders untrusted markdown (model cards, markdown files of repositories) off the event loop, within
 * a time and memory budget, cached per content (the host's worker pool, server/markdown-pool.ts).
 */
export interface CardRenderer {
	/**
	 * The card's HTML. `markdown` may be a loader, called only on a cache miss (null: no card).
	 * `key` names the content (its git blob oid); without one, the text's sha256 does.
	 */
	render(
		markdown: string | (() => Promise<string | null>),
		options: MarkdownOptions,
		key?: string,
	): Promise<RenderedCard | null>;
	/**
	 * Highlighted HTML of a file's code, with the same budgets; the escaped code, unhighlighted, when
	 * one is hit. `key` names the content (its git blob oid).
	 */
	highlight(code: string, language: string, key?: string): Promise<string>;
	/** Stops the workers. */
	close(): Promise<void>;
}
