import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { createDb } from "./create-db.ts";

const directory = await mkdtemp(join(tmpdir(), "atrium-create-db-"));
afterAll(() => rm(directory, { recursive: true, force: true }));

it("gathers planner statistics for a SQLite file that has none when it is opened", async () => {
	const path = join(directory, "hub.db");
	const first = await createDb({ sqlitePath: path });
	await sql`delete from sqlite_stat1`.execute(first.kysely).catch(() => undefined);
	await sql
		.raw(
			`with recursive seq(i) as (select 1 union all select i + 1 from seq where i < 2000)
			 insert into repos (pk, type, full_id, namespace, name, created_at, last_modified, sha, search_text, info)
			 select printf('%024x', i), 'model', 'org-' || (i % 10) || '/m-' || i, 'org-' || (i % 10), 'm-' || i, 0, 0, '', '', '{}' from seq`,
		)
		.execute(first.kysely);
	await first.kysely.destroy();

	const reopened = await createDb({ sqlitePath: path });
	const stats = await sql<{
		idx: string;
		stat: string;
	}>`select idx, stat from sqlite_stat1 where tbl = 'repos'`.execute(reopened.kysely);
	await reopened.kysely.destroy();
	// (type, namespace): 2000 rows, one type, ten namespaces of 200.
	expect(stats.rows.find((row) => row.idx === "repos_namespace")?.stat).toBe("2000 2000 200");
});
