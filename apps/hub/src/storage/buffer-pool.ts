/**
 * Large buffers kept for the next upload instead of freed. A fresh multi-MiB buffer costs a page fault
 * per 4 KiB page on first touch, and on a virtual machine that returns freed memory to its host that
 * touch runs at a tenth of memory speed (bench/results.md, 2026-11-28); a buffer taken from here is
 * already touched. At most `keep` free buffers are kept; more are left to the garbage collector.
 */
export class BufferPool<T extends Uint8Array> {
	readonly #free: T[] = [];
	readonly #create: () => T;
	readonly #keep: number;

	constructor(create: () => T, keep: number) {
		this.#create = create;
		this.#keep = keep;
	}

	/** A buffer of the pool's size, with whatever bytes it last held. */
	take(): T {
		return this.#free.pop() ?? this.#create();
	}

	/** Gives a buffer back; the caller must not touch it afterwards. */
	give(buffer: T): void {
		if (this.#free.length < this.#keep) this.#free.push(buffer);
	}
}
