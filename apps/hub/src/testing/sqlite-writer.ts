// A test helper run as its own process: `node sqlite-writer.ts <db path> <count>` runs `count`
// read-then-write transactions on the repos table and prints how many failed.
import { sql } from "kysely";
import { createDb } from "../db/create-db.ts";

const [path = "", count = "0"] = process.argv.slice(2);
// A line on stderr says the file is about to be opened: a test holding it locked waits for this.
process.stderr.write("opening\n");
const db = await createDb({ sqlitePath: path });
let failed = 0;
for (let i = 0; i < Number(count); i++) {
	try {
		await db.kysely.transaction().execute(async (trx) => {
			const row = await sql<{ n: number }>`select count(*) as n from download_journal_applied`.execute(trx);
			await new Promise((resolve) => setTimeout(resolve, 1));
			await trx
				.insertInto("download_journal_applied")
				.values({ segment_id: `${process.pid}-${i}-${row.rows[0]?.n ?? 0}`, applied_at: Date.now() })
				.execute();
		});
	} catch {
		failed++;
	}
}
await db.kysely.destroy();
process.stdout.write(`${failed}\n`);
