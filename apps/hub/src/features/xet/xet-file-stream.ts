import { open, type FileHandle } from "node:fs/promises";
import { pumpedBody, type PumpSource } from "../../http/file-body.ts";
import type { BlobStorage, ByteRange } from "../../storage/blob-storage.ts";
import { XorbChunkReader } from "../../xet/xorb.ts";
import { xorbKey } from "../../xet/xorb-keys.ts";
import { planReconstruction, type PlannedTerm, type ReconstructionPlan } from "./reconstruction.ts";
import type { StoredTerm } from "./xet-files.repository.ts";
import { readXorbChunks, readXorbIndex, type IndexedChunk } from "./xorb-store.ts";

/**
 * The bytes of a file stored as Xet chunks (decision 034), or of `range` of it, streamed from its
 * xorbs: only the terms that hold the range are visited (each term knows its length), only their
 * xorbs' indexes are read, and chunks are decoded a batch at a time as the reader pulls. When the
 * xorbs are files on this machine, the hub's HTTP server sends the body from them with its reused
 * read buffers instead ({@link xorbSource}).
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
	const total = wanted.end - wanted.start + 1;
	async function* bytes(): AsyncGenerator<Uint8Array> {
		const trim = new RangeTrim(plan.offset, total);
		for (const term of plan.terms)
			for await (const chunk of readXorbChunks(
				storage,
				term.xorb,
				indexes.get(term.xorb) ?? [],
				term.start,
				term.end,
			)) {
				const part = trim.take(chunk);
				if (part.length > 0) yield part;
				if (trim.left === 0) return;
			}
		if (trim.left > 0) throw trim.endedEarly();
	}
	const source = bytes();
	const stream = new ReadableStream<Uint8Array>(
		{
			async pull(controller) {
				const next = await source.next();
				if (next.done) controller.close();
				else controller.enqueue(next.value);
			},
			async cancel() {
				await source.return(undefined);
			},
		},
		// Nothing is read before a reader asks: a body the server pumps from the xorbs opens none through the stream.
		{ highWaterMark: 0 },
	);
	const localPath = storage.localPath?.bind(storage);
	return localPath ? pumpedBody(stream, async () => xorbSource(localPath, plan, total)) : stream;
}

/** Xorb files a pumped body keeps open at once: a deduplicated file's terms often alternate between a few xorbs. */
const OPEN_XORBS = 4;

/**
 * The same bytes as {@link xetFileStream}'s stream, for the HTTP server's pump: the terms' xorb
 * bytes are read from their local files into the pump's buffer, as many terms as fill it (a
 * deduplicated file has hundreds of short terms) read at once, and every chunk they complete
 * goes out as it is (a view of the buffer when stored uncompressed, its decoded copy otherwise),
 * trimmed to the range. The last few xorbs read stay open. A xorb that is not what its index says
 * fails the body.
 */
function xorbSource(localPath: (key: string) => string, plan: ReconstructionPlan, total: number): PumpSource {
	let termNumber = 0;
	/** The current term's decoder, and where its next read starts in the xorb; none between terms. */
	let reader: XorbChunkReader | undefined;
	let position = 0;
	const handles = new Map<string, FileHandle>();
	const handleOf = async (xorb: string): Promise<FileHandle> => {
		const kept = handles.get(xorb);
		if (kept) {
			handles.delete(xorb);
			handles.set(xorb, kept);
			return kept;
		}
		const oldest = handles.size >= OPEN_XORBS ? handles.keys().next().value : undefined;
		if (oldest !== undefined) {
			const handle = handles.get(oldest);
			handles.delete(oldest);
			await handle?.close();
		}
		const handle = await open(localPath(xorbKey(xorb)), "r");
		handles.set(xorb, handle);
		return handle;
	};
	const trim = new RangeTrim(plan.offset, total);
	return {
		readBytes: plan.terms.reduce((sum, term) => sum + term.bytes.end + 1 - term.bytes.start, 0),
		async next(buffer) {
			if (trim.left === 0) return undefined;
			// The rest of the current term, then the terms after it, until the buffer is full or one more
			// xorb would not stay open: their reads go out at once, so a buffer of many short terms costs
			// one wait on the thread pool, as a whole file's does.
			const segments: { term: PlannedTerm; number: number; start: number; length: number; at: number }[] = [];
			const xorbs = new Set<string>();
			let filled = 0;
			for (let number = termNumber; filled < buffer.byteLength && number < plan.terms.length; number++) {
				const term = plan.terms[number] as PlannedTerm;
				if (!xorbs.has(term.xorb) && xorbs.size === OPEN_XORBS) break;
				xorbs.add(term.xorb);
				const start = number === termNumber && reader ? position : term.bytes.start;
				const length = Math.min(buffer.byteLength - filled, term.bytes.end + 1 - start);
				segments.push({ term, number, start, length, at: filled });
				filled += length;
			}
			if (segments.length === 0) throw trim.endedEarly();
			const opened = new Map<string, FileHandle>();
			for (const xorb of xorbs) opened.set(xorb, await handleOf(xorb));
			// Every read is settled before a failure is thrown: the pump then reuses the buffer.
			const reads = await Promise.allSettled(
				segments.map(async ({ term, start, length, at }) => {
					const handle = opened.get(term.xorb) as FileHandle;
					for (let done = 0; done < length;) {
						const { bytesRead } = await handle.read(buffer, at + done, length - done, start + done);
						if (bytesRead === 0) throw new Error(`xorb ${term.xorb} is shorter than its index says`);
						done += bytesRead;
					}
				}),
			);
			const failed = reads.find((read) => read.status === "rejected");
			if (failed) throw failed.reason;
			const views: Uint8Array[] = [];
			const keep = ({ data }: { data: Uint8Array }) => {
				const part = trim.take(data);
				if (part.length > 0) views.push(part);
			};
			for (const { term, number, start, length, at } of segments) {
				reader ??= new XorbChunkReader(term.bytes.start, term.start);
				reader.push(buffer.subarray(at, at + length), keep);
				termNumber = number;
				position = start + length;
				if (position > term.bytes.end) {
					reader.end();
					if (reader.index !== term.end) throw new Error(`xorb ${term.xorb} ended before chunk ${term.end}`);
					reader = undefined;
					termNumber = number + 1;
				}
				if (trim.left === 0) break;
			}
			return views.length === 0 && trim.left === 0 ? undefined : views;
		},
		async close() {
			for (const handle of handles.values()) await handle.close();
			handles.clear();
		},
	};
}

/** The part of each chunk, in order, that lies in a range starting `skip` bytes into the first one and `length` long. */
class RangeTrim {
	#skip: number;
	/** Bytes of the range not yet taken. */
	left: number;

	constructor(skip: number, length: number) {
		this.#skip = skip;
		this.left = length;
	}

	/** The part of `chunk` in the range (empty before it starts and once it is complete). */
	take(chunk: Uint8Array): Uint8Array {
		const from = Math.min(this.#skip, chunk.length);
		this.#skip -= from;
		const part = chunk.subarray(from, from + Math.min(this.left, chunk.length - from));
		this.left -= part.length;
		return part;
	}

	/** The error of chunks that ended before the range did. */
	endedEarly(): Error {
		return new Error(`a file stored as chunks ended ${this.left} bytes early`);
	}
}
