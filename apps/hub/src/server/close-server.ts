import type { Server } from "node:http";

/**
 * Stops accepting connections, lets in-flight requests finish for up to `graceMs`, then cuts the
 * connections still open. Resolves once the server is closed; `cut` says whether any were cut.
 */
export async function closeServer(server: Server, graceMs: number): Promise<{ cut: boolean }> {
	if (!server.listening) return { cut: false };
	const closed = new Promise<void>((resolve) => server.close(() => resolve()));
	server.closeIdleConnections();
	// Keep-alive connections that become idle after their last response close too.
	const idle = setInterval(() => server.closeIdleConnections(), 100);
	let timer: ReturnType<typeof setTimeout> | undefined;
	const timedOut = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), graceMs)));
	const cut = await Promise.race([closed.then(() => false), timedOut]);
	clearInterval(idle);
	clearTimeout(timer);
	if (cut) {
		server.closeAllConnections();
		await closed;
	}
	return { cut };
}
