import { expect, it } from "vitest";
import { Kysely, sql } from "kysely";
import { NodeSqliteDialect } from "./node-sqlite-dialect.ts";

interface Schema {
	items: { id: number; name: string; flag: number | null };
}

async function open(): Promise<Kysely<Schema>> {
	const db = new Kysely<Schema>({ dialect: new NodeSqliteDialect({ path: ":memory:" }) });
	await db.schema
		.createTable("items")
		.addColumn("id", "integer", (c) => c.primaryKey())
		.addColumn("name", "text")
		.addColumn("flag", "integer")
		.execute();
	return db;
}

it("runs queries, converts booleans and reports affected rows", async () => {
	const db = await open();
	const inserted = await db
		.insertInto("items")
		.values([
			{ id: 1, name: "a", flag: null },
			{ id: 2, name: "b", flag: null },
		])
		.executeTakeFirst();
	expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
	await sql`update items set flag = ${true} where id = 1`.execute(db);
	expect(await db.selectFrom("items").selectAll().orderBy("id").execute()).toEqual([
		{ id: 1, name: "a", flag: 1 },
		{ id: 2, name: "b", flag: null },
	]);
	await db.destroy();
});

it("rolls back failed transactions and keeps concurrent queries out of an open one", async () => {
	const db = await open();
	await expect(
		db.transaction().execute(async (trx) => {
			await trx.insertInto("items").values({ id: 1, name: "inside", flag: null }).execute();
			throw new Error("abort");
		}),
	).rejects.toThrow("abort");
	expect(await db.selectFrom("items").selectAll().execute()).toEqual([]);

	let release = (): void => {};
	const gate = new Promise<void>((resolve) => (release = resolve));
	const transaction = db.transaction().execute(async (trx) => {
		await trx.insertInto("items").values({ id: 2, name: "pending", flag: null }).execute();
		await gate;
		throw new Error("rollback");
	});
	// This read waits for the transaction to end, so it never sees the rolled-back row.
	const outside = db.selectFrom("items").selectAll().execute();
	release();
	await expect(transaction).rejects.toThrow("rollback");
	expect(await outside).toEqual([]);
	await db.destroy();
});

it("streams select results", async () => {
	const db = await open();
	await db
		.insertInto("items")
		.values([1, 2, 3].map((id) => ({ id, name: `n${id}`, flag: null })))
		.execute();
	const names: string[] = [];
	for await (const row of db.selectFrom("items").select("name").orderBy("id").stream()) names.push(row.name);
	expect(names).toEqual(["n1", "n2", "n3"]);
	await db.destroy();
});
