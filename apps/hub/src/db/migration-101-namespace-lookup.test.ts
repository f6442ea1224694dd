import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { namespaceHolder } from "../auth/namespace-claims.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { openTestDb } from "../testing/test-backends.ts";
import type { Db } from "./create-db.ts";

describeDialects("migration 101_namespace_lookup", (dialect) => {
	let db: Db;
	let close: () => Promise<void>;
	beforeAll(async () => {
		({ db, close } = await openTestDb(dialect));
	});
	afterAll(() => close());

	it("answers the namespace rule's repository lookup from the lower(namespace) index", async () => {
		const kysely = db.kysely;
		// The rule's own query, compiled by Kysely as namespaceHolder sends it.
		const query = kysely
			.selectFrom("repos")
			.select("pk")
			.where(sql<string>`lower(namespace)`, "=", "research-lab")
			.limit(1)
			.compile();
		// explain takes the statement with its parameters written in (they are a name and a number here).
		let index = 0;
		const literal = (value: unknown) => (typeof value === "string" ? `'${value}'` : String(value));
		const text = query.sql.replace(/\$\d+|\?/g, () => literal(query.parameters[index++]));
		if (dialect === "sqlite") {
			const plan = await sql<{ detail: string }>`explain query plan ${sql.raw(text)}`.execute(kysely);
			expect(plan.rows.map((row) => row.detail).join("\n")).toMatch(/repos_namespace_lower/);
		} else {
			// An empty table is cheapest to scan: forbid that, so the plan shows whether the index fits.
			const plan = await kysely.transaction().execute(async (trx) => {
				await sql`set local enable_seqscan = off`.execute(trx);
				return sql<{ "QUERY PLAN": string }>`explain ${sql.raw(text)}`.execute(trx);
			});
			expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(/repos_namespace_lower/);
		}
		expect(await namespaceHolder(kysely, "Research-Lab")).toBeUndefined();
	});
});
