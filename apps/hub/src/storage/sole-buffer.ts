/**
 * Buffers a caller owns alone. Node's request stream yields a new buffer for every piece of a body
 * (about 64 KiB) and never touches it again; left to V8, a stream of them piles up as external
 * memory between the rare young-generation collections and sets off full collections (about a dozen
 * per GiB received). Freeing each one once it is used keeps the collector out of bulk transfers and
 * lets the allocator hand the same memory to the next piece.
 */

/** Whether `chunk` is the only view of a plain buffer: it can be moved to a thread or freed as a whole. */
export function isSoleView(chunk: Uint8Array): boolean {
	return (
		chunk.byteOffset === 0 &&
		chunk.byteLength === chunk.buffer.byteLength &&
		!(chunk.buffer instanceof SharedArrayBuffer)
	);
}

/**
 * Frees `chunk`'s memory now when it is the sole view of its buffer (afterwards it reads as empty);
 * otherwise leaves it to the garbage collector. The caller must be the chunk's last user.
 */
export function releaseNow(chunk: Uint8Array): void {
	// ES2024's ArrayBuffer.prototype.transfer (Node 22+): moving to a length of 0 frees the bytes.
	if (isSoleView(chunk)) (chunk.buffer as ArrayBuffer & { transfer(length: number): ArrayBuffer }).transfer(0);
}
