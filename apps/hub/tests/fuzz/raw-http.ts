import { connect } from "node:net";

/** What came back for one raw request; `head` is absent when the server closed without answering. */
export interface RawAnswer {
	status?: number;
	headers: Map<string, string>;
	body: Buffer;
	error?: string;
}

/** One request as bytes: any method, any target (even invalid UTF-8), any headers. */
export interface RawRequest {
	method: string;
	/** The request target exactly as sent (already percent-encoded or not, as the case wants). */
	target: string | Buffer;
	headers?: [string, string][];
	body?: Buffer | string;
}

function dechunk(body: Buffer): Buffer {
	const parts: Buffer[] = [];
	let offset = 0;
	for (;;) {
		const lineEnd = body.indexOf("\r\n", offset);
		if (lineEnd === -1) break;
		const size = Number.parseInt(body.subarray(offset, lineEnd).toString("latin1"), 16);
		if (!Number.isFinite(size) || size === 0) break;
		parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
		offset = lineEnd + 2 + size + 2;
	}
	return Buffer.concat(parts);
}

/**
 * Sends one HTTP/1.1 request over a fresh socket (`Connection: close`) and reads the answer to the
 * end. Raw sockets, not fetch: the fuzzer sends what no well-behaved client library would.
 */
export function rawRequest(port: number, request: RawRequest, timeoutMs = 20_000): Promise<RawAnswer> {
	return new Promise((resolve) => {
		const socket = connect(port, "127.0.0.1");
		const chunks: Buffer[] = [];
		let settled = false;
		const finish = (error?: string): void => {
			if (settled) return;
			settled = true;
			clearTimeout(timer);
			socket.destroy();
			let all: Buffer = Buffer.concat(chunks);
			// Interim answers (100 Continue) come first: the final head is the one after them.
			while (/^HTTP\/1\.[01] 1\d\d /.test(all.subarray(0, 16).toString("latin1"))) {
				const end = all.indexOf("\r\n\r\n");
				if (end === -1) break;
				all = all.subarray(end + 4);
			}
			const split = all.indexOf("\r\n\r\n");
			if (split === -1) {
				resolve({ headers: new Map(), body: Buffer.alloc(0), error: error ?? "no response head" });
				return;
			}
			const [statusLine = "", ...lines] = all.subarray(0, split).toString("latin1").split("\r\n");
			const headers = new Map<string, string>();
			for (const line of lines) {
				const colon = line.indexOf(":");
				if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
			}
			let body = all.subarray(split + 4);
			if (headers.get("transfer-encoding")?.includes("chunked")) body = dechunk(body);
			const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
			resolve({ ...(Number.isFinite(status) ? { status } : {}), headers, body, ...(error ? { error } : {}) });
		};
		const timer = setTimeout(() => finish("timeout"), timeoutMs);
		socket.on("data", (chunk) => chunks.push(chunk));
		socket.on("end", () => finish());
		socket.on("close", () => finish());
		socket.on("error", (error) => finish(error.message));
		const body = request.body === undefined ? undefined : Buffer.from(request.body);
		const own = request.headers ?? [];
		const has = (name: string): boolean => own.some(([key]) => key.toLowerCase() === name);
		const headers: [string, string][] = [
			...(has("host") ? [] : ([["Host", `127.0.0.1:${port}`]] as [string, string][])),
			["Connection", "close"],
			...own,
		];
		if (body && !has("content-length") && !has("transfer-encoding"))
			headers.push(["Content-Length", String(body.length)]);
		const head = Buffer.concat([
			Buffer.from(`${request.method} `, "latin1"),
			Buffer.isBuffer(request.target) ? request.target : Buffer.from(request.target, "latin1"),
			Buffer.from(` HTTP/1.1\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n`, "latin1"),
		]);
		socket.write(body ? Buffer.concat([head, body]) : head);
	});
}
