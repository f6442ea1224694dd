import { expect, it } from "vitest";
import * as hub from "./index.ts";

it("exports the pieces needed to run a hub from code", async () => {
	const db = await hub.createDb({ sqlitePath: ":memory:" });
	const app = hub.createApp({
		db,
		storage: new hub.FsBlobStorage("/nonexistent-atrium-test"),
		config: {},
		downloads: new hub.DownloadCounter(db, { flushIntervalMs: 0 }),
	});
	expect((await app.request("/api/health")).status).toBe(200);
	expect(Object.keys(hub.ERROR_CODES)).toContain("RepoNotFound");
	await db.kysely.destroy();
});
