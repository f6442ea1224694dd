import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../../src/app.ts";
import type { HubConfig } from "../../src/config.ts";
import { DownloadCounter } from "../../src/downloads/download-counter.ts";
import { createHubServer } from "../../src/http/create-server.ts";
import { addTestUser, type TestUser } from "../../src/testing/accounts.ts";
import { createTestHub, type TestHub } from "../../src/testing/create-test-hub.ts";

/** A hub listening on 127.0.0.1 (random port), reached as `localhost`, for upload clients; with an admin and the user `uploader`. */
export interface UploadHub {
	url: string;
	hub: TestHub;
	user: TestUser;
	close: () => Promise<void>;
}

/** Starts an empty hub (no sample catalogue) on SQLite + disk, or the given backends, over real HTTP. */
export async function startUploadHub(
	dialect: "sqlite" | "postgres" = "sqlite",
	storage: "fs" | "s3" = "fs",
	config: HubConfig = {},
): Promise<UploadHub> {
	const hub = await createTestHub(dialect, storage, { seed: false });
	await addTestUser(hub.db, "operator", { admin: true });
	const user = await addTestUser(hub.db, "uploader");
	const downloads = new DownloadCounter(hub.db, { flushIntervalMs: 0 });
	const server: Server = createHubServer(createApp({ db: hub.db, storage: hub.storage, config, downloads }));
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	// As a user of `npm start` writes it (HF_ENDPOINT=http://localhost:8080), with no ATRIUM_PUBLIC_URL:
	// the URLs the hub answers with must start with this endpoint for the clients to parse them.
	const url = `http://localhost:${(server.address() as AddressInfo).port}`;
	return {
		url,
		hub,
		user,
		close: async () => {
			server.closeAllConnections();
			await new Promise((resolve) => server.close(resolve));
			await downloads.stop();
			await hub.close();
		},
	};
}
