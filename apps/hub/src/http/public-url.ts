import type { Context } from "hono";
import type { HubConfig } from "../config.ts";

/** The Node request behind a Hono context, when the app runs under `@hono/node-server`. */
function socketOf(c: Context): { localAddress?: string; localPort?: number } | undefined {
	return (c.env as { incoming?: { socket?: { localAddress?: string; localPort?: number } } } | undefined)?.incoming
		?.socket;
}

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** `host[:port]` as a URL authority (IPv6 in brackets, IPv4-mapped IPv6 as plain IPv4). */
function authority(address: string, port: number | undefined): string {
	const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
	const host = plain.includes(":") ? `[${plain}]` : plain;
	return port === undefined ? host : `${host}:${port}`;
}

/** The first value of a comma-separated forwarding header, trimmed. */
function firstForwarded(c: Context, name: string): string | undefined {
	return c.req.header(name)?.split(",")[0]?.trim() || undefined;
}

/** Whether `address` (a socket's local address) is a loopback address. */
function isLoopback(address: string): boolean {
	const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
	return plain === "::1" || /^127\.\d+\.\d+\.\d+$/.test(plain);
}

/** `Host` names that can only mean this machine: `localhost` (and `*.localhost`), 127.x.y.z and `[::1]`. */
const LOOPBACK_HOST =
	/^(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(?::(\d{1,5}))?$/i;

/**
 * The `Host` of a request that reached a loopback socket, when it names this machine on the socket's
 * own port: `http://localhost:8080` stays `localhost` in answers (clients such as `huggingface_hub`
 * strip their endpoint from the URLs they get back, so `127.0.0.1` would not match `HF_ENDPOINT`).
 * No other host is believed: a loopback name cannot point anywhere but here.
 */
function loopbackHost(c: Context, socket: { localAddress?: string; localPort?: number }): string | undefined {
	if (!socket.localAddress || !isLoopback(socket.localAddress)) return undefined;
	const host = c.req.header("host");
	const match = host === undefined ? null : LOOPBACK_HOST.exec(host);
	if (!match) return undefined;
	const port = match[1] === undefined ? 80 : Number(match[1]);
	return port === socket.localPort ? (host as string).toLowerCase() : undefined;
}

/**
 * The origin absolute URLs in answers start with (pagination `Link`s, the OpenAPI server):
 * 1. `ATRIUM_PUBLIC_URL` when set;
 * 2. with `ATRIUM_TRUST_PROXY=1`, the `X-Forwarded-Proto`/`X-Forwarded-Host` (else `Host`) the proxy sends;
 * 3. on a loopback connection, a `Host` that names this machine on the same port (`localhost:8080`);
 * 4. otherwise the address the client's connection reached (the socket's own address and port, which no
 *    header can change), or `http://localhost` for in-process calls.
 * Any other `Host` never decides it (decision 011).
 */
export function publicOrigin(c: Context, config: HubConfig): string {
	if (config.publicUrl) return config.publicUrl;
	if (config.trustProxy) {
		const proto = firstForwarded(c, "x-forwarded-proto")?.toLowerCase();
		const host = firstForwarded(c, "x-forwarded-host") ?? c.req.header("host");
		if (host && HOST.test(host)) return `${proto === "https" || proto === "http" ? proto : "http"}://${host}`;
	}
	const socket = socketOf(c);
	if (!socket?.localAddress) return "http://localhost";
	const loopback = loopbackHost(c, socket);
	if (loopback) return `http://${loopback}`;
	return `http://${authority(socket.localAddress, socket.localPort)}`;
}
