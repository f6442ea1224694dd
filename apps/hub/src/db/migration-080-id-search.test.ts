import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestHub, type TestHub } from "../testing/create-test-hub.ts";
import { postgresReachable } from "../testing/test-postgres.ts";

const postgres = await postgresReachable();

describe("the id substring index (migration 080)", () => {
	describe("on SQLite", () => {
		let hub: TestHub;
		beforeAll(async () => {
			hub = await createTestHub("sqlite", "fs");
		});
		afterAll(() => hub.close());

		it("answers id substrings from the FTS5 trigram table, kept in sync with repos", async () => {
			const db = hub.db.kysely;
			const plan = await sql<{
				detail: string;
			}>`explain query plan select pk from repos where rowid in (select rowid from repo_id_search where full_id like '%tiny-gp%')`.execute(
				db,
			);
			expect(plan.rows.map((row) => row.detail).join("\n")).toMatch(/VIRTUAL TABLE INDEX/);
			const count = async (pattern: string) =>
				(
					await sql<{
						n: number;
					}>`select count(*) as n from repo_id_search where full_id like ${pattern}`.execute(db)
				).rows[0]?.n;
			const before = await count("%renamed-model%");
			await sql`update repos set full_id = 'atrium/renamed-model' where full_id = 'atrium/tiny-gpt'`.execute(db);
			expect(await count("%RENAMED-model%")).toBe(Number(before) + 1);
			expect(await count("%tiny-gpt%")).toBe(0);
		});
	});

	describe.skipIf(!postgres)("on PostgreSQL", () => {
		let hub: TestHub;
		beforeAll(async () => {
			hub = await createTestHub("postgres", "fs");
		});
		afterAll(() => hub.close());

		it("has a pg_trgm index on lower(full_id) that answers LIKE when pg_trgm is installed", async () => {
			const db = hub.db.kysely;
			const trgm = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
			if (trgm.rows.length === 0) return expect(trgm.rows).toEqual([]);
			await sql`set enable_seqscan = off`.execute(db);
			const plan = await sql<{
				"QUERY PLAN": string;
			}>`explain select pk from repos where lower(full_id) like '%tiny-gp%'`.execute(db);
			await sql`set enable_seqscan = on`.execute(db);
			expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(/repos_id_trgm/);
		});
	});
});
