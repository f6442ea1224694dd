/**
 * A local stand-in for the inference router and an OpenAI-compatible endpoint, for running
 * snippets for real: it listens on 127.0.0.1 (random port), records every request, and answers
 * chat completions (JSON, or server-sent events ending in `data: [DONE]`), OpenAI completions, and
 * every other POST with the answer the test gives for the task (JSON, or audio/image bytes).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the server saw it. */
export interface RecordedRequest {
	method: string;
	path: string;
	headers: Record<string, string>;
	body: Buffer;
}

/** What the server answers to a non-chat request. */
export type MockAnswer = { kind: "json"; value: unknown } | { kind: "bytes"; contentType: string; data: Buffer };

/** The text every chat answer carries, so tests can see it printed. */
export const CHAT_ANSWER = "e2e-answer: the sky scatters blue light.";

/** A running mock router. */
export interface MockRouter {
	url: string;
	requests: RecordedRequest[];
	/** Sets the answer to non-chat requests. */
	answer(answer: MockAnswer): void;
	close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		request.on("data", (chunk: Buffer) => chunks.push(chunk));
		request.on("end", () => resolve(Buffer.concat(chunks)));
		request.on("error", reject);
	});
}

function flatHeaders(request: IncomingMessage): Record<string, string> {
	const out: Record<string, string> = {};
	for (const [name, value] of Object.entries(request.headers)) {
		if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
	}
	return out;
}

function chatCompletion(model: string): object {
	return {
		id: "chatcmpl-e2e",
		object: "chat.completion",
		created: 1_700_000_000,
		model,
		choices: [{ index: 0, message: { role: "assistant", content: CHAT_ANSWER }, finish_reason: "stop" }],
		usage: { prompt_tokens: 9, completion_tokens: 9, total_tokens: 18 },
	};
}

function streamChunks(model: string): string[] {
	const pieces = CHAT_ANSWER.match(/.{1,8}/g) ?? [CHAT_ANSWER];
	const chunk = (delta: object, finish: string | null) =>
		JSON.stringify({
			id: "chatcmpl-e2e",
			object: "chat.completion.chunk",
			created: 1_700_000_000,
			model,
			choices: [{ index: 0, delta, finish_reason: finish }],
		});
	return [
		chunk({ role: "assistant", content: "" }, null),
		...pieces.map((piece) => chunk({ content: piece }, null)),
		chunk({}, "stop"),
	];
}

/** Starts a mock router on 127.0.0.1 with a random port. */
export async function startMockRouter(): Promise<MockRouter> {
	const requests: RecordedRequest[] = [];
	let current: MockAnswer = { kind: "json", value: { error: "no answer set" } };
	const server: Server = createServer((request, response) => {
		void (async () => {
			const body = await readBody(request);
			const path = request.url ?? "/";
			requests.push({ method: request.method ?? "", path, headers: flatHeaders(request), body });
			const json = (status: number, value: unknown) => {
				response.writeHead(status, { "Content-Type": "application/json" });
				response.end(JSON.stringify(value));
			};
			if (request.method !== "POST") return json(405, { error: "POST only" });
			const pathname = path.split("?")[0] ?? "";
			if (pathname.endsWith("/chat/completions")) {
				let parsed: { model?: unknown; stream?: unknown } = {};
				try {
					parsed = JSON.parse(body.toString("utf8")) as typeof parsed;
				} catch {
					return json(400, { error: "body is not JSON" });
				}
				const model = typeof parsed.model === "string" ? parsed.model : "unknown";
				if (parsed.stream === true) {
					response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
					for (const data of streamChunks(model)) response.write(`data: ${data}\n\n`);
					response.end("data: [DONE]\n\n");
					return;
				}
				return json(200, chatCompletion(model));
			}
			if (pathname.endsWith("/completions")) {
				return json(200, {
					id: "cmpl-e2e",
					object: "text_completion",
					created: 1_700_000_000,
					model: "e2e",
					choices: [{ index: 0, text: CHAT_ANSWER, finish_reason: "stop" }],
				});
			}
			if (current.kind === "json") return json(200, current.value);
			response.writeHead(200, { "Content-Type": current.contentType });
			response.end(current.data);
		})().catch((error: unknown) => {
			response.writeHead(500, { "Content-Type": "text/plain" });
			response.end(String(error));
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		requests,
		answer(answer) {
			current = answer;
		},
		close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
	};
}
