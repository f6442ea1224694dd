import { Worker } from "node:worker_threads";

/**
 * The hashing thread's program (CommonJS, evaluated): one sha256 per session. An update's buffers are
 * moved to the thread (transferred, not copied); lent ones are moved back in the answer, the others
 * freed once hashed (`transfer(0)` releases the memory at once). It answers every message, in the
 * order the messages came.
 */
const PROGRAM = `
const { parentPort } = require("node:worker_threads");
const { createHash } = require("node:crypto");
const sessions = new Map();
parentPort.on("message", (message) => {
	try {
		if (message.op === "update") {
			let hash = sessions.get(message.session);
			if (!hash) sessions.set(message.session, (hash = createHash("sha256")));
			const lent = [];
			for (let index = 0; index < message.buffers.length; index++) {
				const buffer = message.buffers[index];
				hash.update(new Uint8Array(buffer, message.offsets[index], message.lengths[index]));
				if (message.lent[index]) lent.push(buffer);
				else buffer.transfer(0);
			}
			parentPort.postMessage({ buffers: lent }, lent);
		} else if (message.op === "digest") {
			const hash = sessions.get(message.session) ?? createHash("sha256");
			sessions.delete(message.session);
			parentPort.postMessage({ digest: hash.digest("hex") });
		} else {
			sessions.delete(message.session);
			parentPort.postMessage({});
		}
	} catch (error) {
		parentPort.postMessage({ error: String(error) });
	}
});
`;

interface Reply {
	digest?: string;
	buffers?: ArrayBuffer[];
	error?: string;
}

interface Waiter {
	resolve: (reply: Reply) => void;
	reject: (error: Error) => void;
}

/**
 * One thread per process that computes sha256 digests off the event loop, so a large upload's hashing
 * runs beside the reading of its body instead of between reads. Started on first use; it keeps the
 * process alive only while it has work. A thread that fails fails the work it had, and the next use
 * starts another.
 */
class HashThread {
	#worker: Worker | undefined;
	/** Waiters in message order: the thread answers in that order. */
	readonly #waiting: Waiter[] = [];

	#start(): Worker {
		const worker = new Worker(PROGRAM, { eval: true });
		worker.unref();
		worker.on("message", (reply: Reply) => {
			const waiter = this.#waiting.shift();
			if (this.#waiting.length === 0) worker.unref();
			if (reply.error !== undefined) waiter?.reject(new Error(`sha256 thread: ${reply.error}`));
			else waiter?.resolve(reply);
		});
		const fail = (error: Error): void => {
			if (this.#worker !== worker) return;
			this.#worker = undefined;
			for (const waiter of this.#waiting.splice(0)) waiter.reject(error);
		};
		worker.on("error", fail);
		worker.on("exit", (code) => fail(new Error(`sha256 thread exited (${code})`)));
		return worker;
	}

	/** Posts `message`, moving the `transfer` buffers to the thread; resolves with the thread's answer. */
	send(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<Reply> {
		const worker = (this.#worker ??= this.#start());
		return new Promise<Reply>((resolve, reject) => {
			worker.postMessage(message, transfer);
			this.#waiting.push({ resolve, reject });
			worker.ref();
		});
	}
}

const thread = new HashThread();
let sessions = 0;

/**
 * A sha256 computed on the hashing thread. An update moves its views' buffers to the thread, so
 * hashing needs no copy: from then on the views are detached (read as empty).
 */
export class ThreadSha256 {
	readonly #session = ++sessions;

	/**
	 * Adds the bytes of `views`, in order. Each view must be the only one sent over its buffer (a plain
	 * `ArrayBuffer`, not shared, not a pooled slab). Views marked in `lent` come back: the answer holds
	 * a view over the same range of each, in order. Every other buffer is freed once hashed, at once:
	 * left to the garbage collector, a stream of large buffers makes it run full collections.
	 */
	async update(views: readonly Uint8Array[], lent: readonly boolean[]): Promise<Uint8Array[]> {
		const buffers = views.map((view) => {
			if (view.buffer instanceof SharedArrayBuffer) throw new TypeError("ThreadSha256 moves plain buffers only");
			return view.buffer;
		});
		// Read before the move: a moved view reads as empty.
		const offsets = views.map((view) => view.byteOffset);
		const lengths = views.map((view) => view.byteLength);
		const reply = await thread.send({ op: "update", session: this.#session, buffers, offsets, lengths, lent }, buffers);
		const returned = reply.buffers ?? [];
		const ranges = views.map((_, index) => index).filter((index) => lent[index]);
		return returned.map(
			(buffer, at) => new Uint8Array(buffer, offsets[ranges[at] as number], lengths[ranges[at] as number]),
		);
	}

	/** The lower-case hex digest of everything added; the session ends. */
	async digest(): Promise<string> {
		const reply = await thread.send({ op: "digest", session: this.#session });
		return reply.digest ?? "";
	}

	/** Ends the session without a digest (an upload that failed). */
	discard(): void {
		thread.send({ op: "discard", session: this.#session }).catch(() => undefined);
	}
}
