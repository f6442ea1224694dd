import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";

/** A fetch-style handler. */
export type FetchHandler = (request: Request) => Promise<Response>;

function toRequest(req: IncomingMessage, origin: string): Request {
	const headers = new Headers();
	for (const [k, v] of Object.entries(req.headers)) {
		if (Array.isArray(v)) for (const x of v) headers.append(k, x);
		else if (v !== undefined) headers.set(k, v);
	}
	const method = req.method ?? "GET";
	const hasBody = method !== "GET" && method !== "HEAD";
	return new Request(new URL(req.url ?? "/", origin), {
		method,
		headers,
		body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
		duplex: hasBody ? "half" : undefined,
	} as RequestInit);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
	const headers: Record<string, string | string[]> = {};
	response.headers.forEach((value, key) => {
		if (key === "set-cookie") return;
		headers[key] = value;
	});
	const cookies = response.headers.getSetCookie();
	if (cookies.length) headers["set-cookie"] = cookies;
	res.writeHead(response.status, headers);
	if (!response.body) {
		res.end();
		return;
	}
	for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
	res.end();
}

/**
 * Serves a fetch handler over Node's HTTP server on `host:port` (port 0 picks a free one) and
 * resolves once it listens, with the server and its base URL.
 */
export async function listen(
	handler: FetchHandler,
	port = 0,
	host = "127.0.0.1",
): Promise<{ server: Server; url: string }> {
	const server = createServer((req, res) => {
		const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
		handler(toRequest(req, origin))
			.then((response) => send(res, response))
			.catch((error: unknown) => {
				console.error(error);
				if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
				res.end("Internal error");
			});
	});
	await new Promise<void>((resolve) => server.listen(port, host, resolve));
	const address = server.address() as AddressInfo;
	return { server, url: `http://${host}:${address.port}` };
}
