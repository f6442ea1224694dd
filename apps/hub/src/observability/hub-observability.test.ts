import { describe, expect, it } from "vitest";
import { createDb } from "../db/create-db.ts";
import { DownloadCounter } from "../downloads/download-counter.ts";
import { setUpObservability } from "./hub-observability.ts";

describe("setUpObservability", () => {
	it("gives a process its metrics and watches the download counter and database it is given", async () => {
		const db = await createDb({ sqlitePath: ":memory:" });
		const downloads = new DownloadCounter(db, { flushIntervalMs: 0 });
		const observability = await setUpObservability({
			role: "single",
			logLevel: "silent",
			metricsAddress: "127.0.0.1:0",
			watch: { downloads, db },
		});
		try {
			const text = await observability.metricsSource();
			expect(text).toMatch(/^atrium_downloads_counted_total 0$/m);
			expect(text).toMatch(/^atrium_db_connections\{state="open"\} 1$/m);
			expect(text).toMatch(/^process_cpu_user_seconds_total /m);
		} finally {
			observability.close();
			await downloads.stop();
			await db.kysely.destroy();
		}
	});
});
