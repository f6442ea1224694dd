import type { AddressInfo } from "node:net";
import type { Env, Hono } from "hono";
import { createHubServer } from "../http/create-server.ts";

/** Serves an app on a free local port: its base URL and a `close` that ends open connections too. */
export async function listen<E extends Env>(app: Hono<E>): Promise<{ url: string; close: () => Promise<void> }> {
	const server = createHubServer(app);
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		close: () =>
			new Promise<void>((resolve, reject) => {
				server.closeAllConnections();
				server.close((error) => (error ? reject(error) : resolve()));
			}),
	};
}
