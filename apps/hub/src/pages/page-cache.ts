import { pageBodyBytes, type PageBody } from "./page-body.ts";
import type { PageTemplate } from "./page-template.ts";

/** A page rendered for anonymous visitors, with its per-visitor parts cut out (see `page-template.ts`). */
export interface CachedPage {
	status: number;
	/** Response headers, each value a template (the policy header names the nonce). */
	headers: [string, PageTemplate][];
	body: PageBody;
}

/** Roughly the memory a page takes (its body's bytes; headers are UTF-16 strings, two bytes a character). */
function sizeOf(page: CachedPage): number {
	let chars = 0;
	for (const [name, value] of page.headers) chars += name.length + value.pieces.join("").length;
	return pageBodyBytes(page.body) + chars * 2 + 256;
}

/**
 * The rendered pages of one process, least recently used first out, bounded by their total size.
 * Keys name everything a page depends on (revision, options, build), so an entry is never stale:
 * a new commit makes a new key and the old entry ages out.
 */
export class PageCache {
	readonly #maxBytes: number;
	readonly #entries = new Map<string, { page: CachedPage; bytes: number }>();
	#bytes = 0;

	constructor(maxBytes: number) {
		this.#maxBytes = maxBytes;
	}

	/** The page kept for `key`, now the most recently used. */
	get(key: string): CachedPage | undefined {
		const entry = this.#entries.get(key);
		if (!entry) return undefined;
		this.#entries.delete(key);
		this.#entries.set(key, entry);
		return entry.page;
	}

	/** Keeps `page` for `key` (not when it alone is over the bound), dropping the least recently used beyond it. */
	set(key: string, page: CachedPage): void {
		const bytes = sizeOf(page);
		if (bytes > this.#maxBytes) return;
		this.delete(key);
		this.#entries.set(key, { page, bytes });
		this.#bytes += bytes;
		for (const [oldest, entry] of this.#entries) {
			if (this.#bytes <= this.#maxBytes) break;
			this.#entries.delete(oldest);
			this.#bytes -= entry.bytes;
		}
	}

	delete(key: string): void {
		const entry = this.#entries.get(key);
		if (!entry) return;
		this.#entries.delete(key);
		this.#bytes -= entry.bytes;
	}

	/** Pages and bytes kept. */
	get size(): { pages: number; bytes: number } {
		return { pages: this.#entries.size, bytes: this.#bytes };
	}
}
