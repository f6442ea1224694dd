/**
 * A small least-recently-used cache of values that never change for a key (e.g. a card rendered
 * at a commit id). Concurrent misses for one key share one computation.
 */
export class MemoCache<T> {
	readonly #max: number;
	readonly #entries = new Map<string, Promise<T>>();

	constructor(max: number) {
		this.#max = max;
	}

	/** The cached value for `key`, computing it with `make` on a miss. A failed computation is not kept. */
	get(key: string, make: () => Promise<T>): Promise<T> {
		const hit = this.#entries.get(key);
		if (hit) {
			this.#entries.delete(key);
			this.#entries.set(key, hit);
			return hit;
		}
		const value = make();
		this.#entries.set(key, value);
		value.catch(() => this.#entries.delete(key));
		if (this.#entries.size > this.#max) {
			const oldest = this.#entries.keys().next().value;
			if (oldest !== undefined) this.#entries.delete(oldest);
		}
		return value;
	}
}
