import { createServer, type Server } from "node:http";
import { PROMETHEUS_CONTENT_TYPE, type MetricsSource } from "./metrics.routes.ts";

/** `host:port` or `[ipv6]:port`, as `ATRIUM_METRICS_ADDRESS` gives it. */
export function parseListenAddress(address: string): { host: string; port: number } {
	const match = /^(?:\[([0-9a-fA-F:.]+)\]|([\w.-]+)):(\d{1,5})$/.exec(address.trim());
	const port = Number(match?.[3]);
	if (!match || !Number.isInteger(port) || port > 65535)
		throw new Error(
			`ATRIUM_METRICS_ADDRESS=${JSON.stringify(address)} is invalid: expected host:port, e.g. 127.0.0.1:9464`,
		);
	return { host: match[1] ?? match[2] ?? "", port };
}

/**
 * The admin-only metrics listener: `GET /metrics` without credentials, on an address apart from
 * the public port (bind it to loopback or a private network). Anything else is 404.
 */
export async function startMetricsServer(address: string, source: MetricsSource): Promise<Server> {
	const { host, port } = parseListenAddress(address);
	const server = createServer((request, response) => {
		if (request.method !== "GET" || (request.url ?? "").split("?")[0] !== "/metrics") {
			response
				.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
				.end("Not found: only GET /metrics is served here\n");
			return;
		}
		source().then(
			(text) =>
				response.writeHead(200, { "Content-Type": PROMETHEUS_CONTENT_TYPE, "Cache-Control": "no-store" }).end(text),
			(error: unknown) =>
				response
					.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" })
					.end(`metrics unavailable: ${String(error)}\n`),
		);
	});
	await new Promise<void>((resolve, reject) => {
		server.once("error", reject);
		server.listen(port, host, () => resolve());
	});
	return server;
}
