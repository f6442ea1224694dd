import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { createDb } from "./create-db.ts";

const WRITER = fileURLToPath(new URL("../testing/sqlite-writer.ts", import.meta.url));

it("lets several processes run read-then-write transactions on one SQLite file without failures", async () => {
	const directory = await mkdtemp(join(tmpdir(), "atrium-sqlite-"));
	try {
		const path = join(directory, "atrium.db");
		await (await createDb({ sqlitePath: path })).kysely.destroy(); // migrated once, as the primary does
		const run = () =>
			promisify(execFile)(process.execPath, ["--conditions=atrium-source", WRITER, path, "60"], { timeout: 60_000 });
		const results = await Promise.all([run(), run(), run()]);
		expect(results.map((r) => r.stdout.trim())).toEqual(["0", "0", "0"]);
		const db = await createDb({ sqlitePath: path });
		const rows = await db.kysely.selectFrom("download_journal_applied").select("segment_id").execute();
		expect(rows).toHaveLength(180);
		await db.kysely.destroy();
	} finally {
		await rm(directory, { recursive: true, force: true });
	}
}, 90_000);
