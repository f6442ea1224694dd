import { Worker } from "node:worker_threads";

/**
 * The hashing thread's program (CommonJS, evaluated): one sha256 per session, updated from shared
 * memory; it answers every message, in the order the messages came.
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
			hash.update(new Uint8Array(message.buffer, message.offset, message.length));
			parentPort.postMessage({});
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

	send(message: Record<string, unknown>): Promise<Reply> {
		const worker = (this.#worker ??= this.#start());
		return new Promise<Reply>((resolve, reject) => {
			this.#waiting.push({ resolve, reject });
			worker.ref();
			worker.postMessage(message);
		});
	}
}

const thread = new HashThread();
let sessions = 0;

/**
 * A sha256 computed on the hashing thread. Updates read shared memory: the caller must not change
 * the bytes of an update until its promise settles. Updates are applied in call order.
 */
export class ThreadSha256 {
	readonly #session = ++sessions;

	/** Adds `length` bytes at the start of `block` (backed by a SharedArrayBuffer). */
	async update(block: Uint8Array, length: number): Promise<void> {
		if (!(block.buffer instanceof SharedArrayBuffer)) throw new TypeError("ThreadSha256 hashes shared memory only");
		await thread.send({
			op: "update",
			session: this.#session,
			buffer: block.buffer,
			offset: block.byteOffset,
			length,
		});
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
