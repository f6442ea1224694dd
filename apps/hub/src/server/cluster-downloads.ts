import type { Worker } from "node:cluster";
import type { DownloadCounter, DownloadEvent, DownloadRecorder } from "../downloads/download-counter.ts";

/** IPC messages between the primary and its workers about downloads. */
interface RecordMessage {
	type: "atrium:download";
	id: number;
	event: DownloadEvent;
}
interface RecordedMessage {
	type: "atrium:downloaded";
	id: number;
	counted: boolean;
}

/**
 * A cluster worker's download recorder: every event goes to the primary's one counter (so
 * de-duplication spans all workers and one process writes counts), and `record` resolves once the
 * primary has journaled it, so a counted download is durable before its response is sent.
 */
export class DownloadForwarder implements DownloadRecorder {
	#next = 0;
	readonly #waiting = new Map<number, { resolve: (counted: boolean) => void; reject: (error: Error) => void }>();

	constructor() {
		process.on("message", (message: Partial<RecordedMessage>) => {
			if (message?.type !== "atrium:downloaded" || typeof message.id !== "number") return;
			this.#waiting.get(message.id)?.resolve(message.counted === true);
			this.#waiting.delete(message.id);
		});
		process.on("disconnect", () => {
			for (const waiter of this.#waiting.values()) waiter.reject(new Error("the primary process is gone"));
			this.#waiting.clear();
		});
	}

	record(event: DownloadEvent): Promise<boolean> {
		const id = this.#next++;
		const message: RecordMessage = { type: "atrium:download", id, event };
		return new Promise((resolve, reject) => {
			if (!process.send || !process.connected) {
				reject(new Error("not a cluster worker: no primary to count downloads"));
				return;
			}
			this.#waiting.set(id, { resolve, reject });
			process.send(message, undefined, {}, (error: Error | null) => {
				if (!error) return;
				this.#waiting.delete(id);
				reject(error);
			});
		});
	}
}

/** In the primary: answers one worker's download events from the primary's counter. */
export function countDownloadsOf(worker: Worker, counter: DownloadCounter): void {
	worker.on("message", (message: Partial<RecordMessage>) => {
		if (message?.type !== "atrium:download" || typeof message.id !== "number" || !message.event) return;
		let counted = false;
		try {
			counted = counter.record(message.event);
		} catch (error) {
			console.error("[atrium] counting a download failed:", error);
		}
		const reply: RecordedMessage = { type: "atrium:downloaded", id: message.id, counted };
		if (worker.isConnected()) worker.send(reply);
	});
}
