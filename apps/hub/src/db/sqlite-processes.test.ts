import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { createDb } from "./create-db.ts";

const WRITER = fileURLToPath(new URL("../testing/sqlite-writer.ts", import.meta.url));
const runWriter = (path: string, count: number) =>
	promisify(execFile)(process.execPath, ["--conditions=atrium-source", WRITER, path, String(count)], {
		timeout: 60_000,
	});

it("lets several processes run read-then-write transactions on one SQLite file without failures", async () => {
	const directory = await mkdtemp(join(tmpdir(), "atrium-sqlite-"));
	try {
		const path = join(directory, "atrium.db");
		await (await createDb({ sqlitePath: path })).kysely.destroy(); // migrated once, as the primary does
		const results = await Promise.all([runWriter(path, 60), runWriter(path, 60), runWriter(path, 60)]);
		expect(results.map((r) => r.stdout.trim())).toEqual(["0", "0", "0"]);
		const db = await createDb({ sqlitePath: path });
		const rows = await db.kysely.selectFrom("download_journal_applied").select("segment_id").execute();
		expect(rows).toHaveLength(180);
		await db.kysely.destroy();
	} finally {
		await rm(directory, { recursive: true, force: true });
	}
}, 90_000);

it("lets a process open the file while another process holds it locked for a moment", async () => {
	const directory = await mkdtemp(join(tmpdir(), "atrium-sqlite-"));
	try {
		const path = join(directory, "atrium.db");
		await (await createDb({ sqlitePath: path })).kysely.destroy();
		// Exclusive locking mode keeps the whole file locked until the connection closes: a process
		// opening it meanwhile has to wait (busy timeout) rather than fail.
		const holder = new DatabaseSync(path);
		holder.exec("PRAGMA locking_mode = EXCLUSIVE; begin exclusive; commit;");
		const writer = runWriter(path, 1);
		// Unlock once the writer says it opens the file (an event, not a delay).
		writer.child.stderr?.once("data", () => holder.close());
		expect((await writer).stdout.trim()).toBe("0");
	} finally {
		await rm(directory, { recursive: true, force: true });
	}
}, 30_000);
