import type { Server } from "node:http";
import type { HubConfig } from "../config.ts";
import type { Environment } from "../environment.ts";
import { createHubServer } from "../http/create-server.ts";
import type { OpenHub, ServeFlags } from "../main.ts";
import type { HubObservability } from "../observability/hub-observability.ts";

/** The port the spaces origin listens on (`--spaces-port`, else `ATRIUM_SPACES_PORT`; `next`: the hub's port + 1), if any. */
export function spacesPortOf(flags: ServeFlags, env: Environment, hubPort: number): number | undefined {
	const wanted = flags.spacesPort ?? env.ATRIUM_SPACES_PORT;
	if (wanted !== "next") return wanted;
	return hubPort === 0 ? 0 : hubPort + 1;
}

/**
 * The other loopback name of the host the hub is shown as: spaces on `127.0.0.1` for a hub on
 * `localhost` and the reverse, so the two are different sites and no cookie of one reaches the
 * other (cookies ignore ports). Undefined for any other host: the operator names the spaces origin.
 */
export function loopbackSpacesHost(hubHost: string): string | undefined {
	if (hubHost === "localhost") return "127.0.0.1";
	if (hubHost === "127.0.0.1") return "localhost";
	return undefined;
}

/**
 * Refuses a spaces origin on the hub's own host name: cookies are shared across the ports of one
 * host, so a space there could be sent the hub's cookies (decision 041).
 */
export function checkSpacesOrigin(config: HubConfig, hubHost: string): void {
	if (!config.spacesUrl) return;
	const spaces = new URL(config.spacesUrl).hostname;
	const hub = config.publicUrl ? new URL(config.publicUrl).hostname : hubHost;
	if (spaces === hub)
		throw new Error(
			`ATRIUM_SPACES_URL (${config.spacesUrl}) must name another host than the hub's (${hub}): cookies do not separate ports`,
		);
}

/**
 * Listens for the spaces origin on its own port (static spaces only, decision 041) and, when no
 * `ATRIUM_SPACES_URL` names it, sets `config.spacesUrl` to the loopback name of
 * {@link loopbackSpacesHost}. Closes with `hubServer`. Does nothing without a spaces port.
 */
export async function listenForSpaces(
	hub: OpenHub,
	observability: HubObservability,
	options: { port: number | undefined; host: string; hubHost: string },
	log: (line: string) => void,
): Promise<Server | undefined> {
	if (options.port === undefined) {
		checkSpacesOrigin(hub.config, options.hubHost);
		return undefined;
	}
	const derivedHost = hub.config.spacesUrl ? undefined : loopbackSpacesHost(options.hubHost);
	if (!hub.config.spacesUrl && !derivedHost) {
		log(
			`static spaces are off: set ATRIUM_SPACES_URL to the address of port ${options.port} under another host name than ${options.hubHost}`,
		);
		return undefined;
	}
	// Imported here, by the processes that serve: the primary of a hub with workers loads no app (decision 057).
	const { createSpacesApp } = await import("../app.ts");
	const server = createHubServer(
		createSpacesApp({ ...hub, logger: observability.logger, metrics: observability.metrics }),
	);
	await new Promise<void>((resolveListen, reject) => {
		server.once("error", reject);
		server.listen(options.port, options.host, () => resolveListen());
	});
	const address = server.address();
	const port = typeof address === "object" && address ? address.port : options.port;
	if (derivedHost) hub.config.spacesUrl = `http://${derivedHost}:${port}`;
	checkSpacesOrigin(hub.config, options.hubHost);
	return server;
}
