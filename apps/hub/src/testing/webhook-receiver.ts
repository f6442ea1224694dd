import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A webhook receiver for tests, on 127.0.0.1: records each request and answers with the next status
 * of `answers` (200 once they run out); `hold` keeps requests unanswered until released. `nextRequest`
 * resolves when the following request arrives (an event to wait on, never a time).
 */
export interface ReceivedRequest {
	headers: IncomingHttpHeaders;
	body: string;
	path: string;
}

export interface TestReceiver {
	url: string;
	requests: ReceivedRequest[];
	answers: number[];
	/** While true, requests are recorded but not answered. */
	hold: boolean;
	/** Resolves with the `count`-th request (1-based) once it has arrived. */
	request: (count: number) => Promise<ReceivedRequest>;
	close: () => Promise<void>;
}

export async function startReceiver(host = "127.0.0.1"): Promise<TestReceiver> {
	const waiting: { count: number; resolve: (request: ReceivedRequest) => void }[] = [];
	const receiver: TestReceiver = {
		url: "",
		requests: [],
		answers: [],
		hold: false,
		request: (count) =>
			new Promise((resolve) => {
				const arrived = receiver.requests[count - 1];
				if (arrived) resolve(arrived);
				else waiting.push({ count, resolve });
			}),
		close: () => new Promise((resolve) => server.close(() => resolve())),
	};
	const server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on("data", (chunk: Buffer) => chunks.push(chunk));
		req.on("end", () => {
			const request = { headers: req.headers, body: Buffer.concat(chunks).toString(), path: req.url ?? "" };
			receiver.requests.push(request);
			for (const wait of [...waiting])
				if (wait.count === receiver.requests.length) {
					waiting.splice(waiting.indexOf(wait), 1);
					wait.resolve(request);
				}
			if (receiver.hold) return;
			res.statusCode = receiver.answers.shift() ?? 200;
			res.end("ok");
		});
	});
	await new Promise<void>((resolve) => server.listen(0, host, resolve));
	const { port } = server.address() as AddressInfo;
	receiver.url = `http://${host}:${port}/hook`;
	const close = receiver.close;
	receiver.close = () => {
		server.closeAllConnections();
		return close();
	};
	return receiver;
}
