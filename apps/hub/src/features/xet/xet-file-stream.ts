import type { BlobStorage, ByteRange } from "../../storage/blob-storage.ts";
import { planReconstruction } from "./reconstruction.ts";
import type { StoredTerm } from "./xet-files.repository.ts";
import { readXorbChunks, readXorbIndex, type IndexedChunk } from "./xorb-store.ts";

/**
 * The bytes of a file stored as Xet chunks (decision 034), or of `range` of it, streamed from its
 * xorbs: only the terms that hold the range are visited (each term knows its length), only their
 * xorbs' indexes are read, and chunks are decoded a batch at a time as the reader pulls.
 */
export async function xetFileStream(
	storage: BlobStorage,
	file: { size: number; terms: readonly StoredTerm[] },
	range?: ByteRange,
): Promise<ReadableStream<Uint8Array>> {
	const wanted = range ?? { start: 0, end: file.size - 1 };
	// The terms overlapping the range, and where the first of them starts in the file.
	const terms: StoredTerm[] = [];
	let position = 0;
	let base = 0;
	for (const term of file.terms) {
		const next = position + term.length;
		if (next > wanted.start && position <= wanted.end) {
			if (terms.length === 0) base = position;
			terms.push(term);
		}
		position = next;
	}
	const indexes = new Map<string, IndexedChunk[]>();
	for (const xorb of new Set(terms.map((term) => term.xorb))) {
		const index = await readXorbIndex(storage, xorb);
		if (!index) throw new Error(`xorb ${xorb} of a file stored as chunks is missing from storage`);
		indexes.set(xorb, index);
	}
	const plan = planReconstruction(terms, indexes, { start: wanted.start - base, end: wanted.end - base });
	async function* bytes(): AsyncGenerator<Uint8Array> {
		let skip = plan.offset;
		let left = wanted.end - wanted.start + 1;
		for (const term of plan.terms)
			for await (const chunk of readXorbChunks(
				storage,
				term.xorb,
				indexes.get(term.xorb) ?? [],
				term.start,
				term.end,
			)) {
				const from = Math.min(skip, chunk.length);
				skip -= from;
				const part = chunk.subarray(from, from + Math.min(left, chunk.length - from));
				left -= part.length;
				if (part.length > 0) yield part;
				if (left === 0) return;
			}
		if (left > 0) throw new Error(`a file stored as chunks ended ${left} bytes early`);
	}
	const source = bytes();
	return new ReadableStream<Uint8Array>({
		async pull(controller) {
			const next = await source.next();
			if (next.done) controller.close();
			else controller.enqueue(next.value);
		},
		async cancel() {
			await source.return(undefined);
		},
	});
}
