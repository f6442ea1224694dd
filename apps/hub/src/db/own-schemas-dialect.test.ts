import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skipsDialect } from "../testing/describe-backends.ts";
import { openTestDb } from "../testing/test-backends.ts";
import { TEST_POSTGRES_URL } from "../testing/test-postgres.ts";
import type { Db } from "./create-db.ts";

describe.skipIf(skipsDialect("postgres"))("the migrator's view of PostgreSQL [postgres]", () => {
	let db: Db;
	let close: () => Promise<void>;
	let admin: pg.Client;
	const neighbour = `own_schemas_neighbour_${process.pid}`;

	beforeAll(async () => {
		({ db, close } = await openTestDb("postgres"));
		admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
		await admin.connect();
		await admin.query(`create schema ${neighbour}`);
		await admin.query(`create table ${neighbour}.elsewhere (id int)`);
	});
	afterAll(async () => {
		await admin.query(`drop schema if exists ${neighbour} cascade`);
		await admin.end();
		await close();
	});

	it("lists the tables of the connection's own schema, migration tables included, and none of another schema", async () => {
		const tables = await db.kysely.introspection.getTables({ withInternalKyselyTables: true });
		const names = tables.map((table) => table.name);
		expect(names).toEqual(expect.arrayContaining(["kysely_migration", "kysely_migration_lock", "repos", "refs"]));
		expect(names).not.toContain("elsewhere");
		expect(new Set(tables.map((table) => table.schema)).size).toBe(1);
	});

	it("still answers after another schema is dropped (its scan never names another schema)", async () => {
		await admin.query(`drop schema ${neighbour} cascade`);
		const tables = await db.kysely.introspection.getTables({ withInternalKyselyTables: true });
		expect(tables.some((table) => table.name === "kysely_migration")).toBe(true);
	});
});
