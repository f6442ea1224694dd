import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";

/** Runs SQL on an unrestricted DuckDB instance of the test's own (the independent reader and writer of test files). */
export async function withTestDuckDb<T>(
	work: (run: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
): Promise<T> {
	const instance = await DuckDBInstance.create(":memory:");
	const connection = await instance.connect();
	try {
		return await work(
			async (sql) => (await connection.runAndReadAll(sql)).getRowObjectsJS() as Record<string, unknown>[],
		);
	} finally {
		connection.closeSync();
		instance.closeSync();
	}
}

/** A Parquet file of `rows` rows (`n` BIGINT, `w` VARCHAR, `even` BOOLEAN) written by DuckDB itself. */
export async function parquetBytes(rows: number): Promise<Uint8Array> {
	const dir = mkdtempSync(join(tmpdir(), "viewer-parquet-"));
	try {
		await withTestDuckDb((run) =>
			run(
				`COPY (SELECT i AS n, 'word ' || i AS w, i % 2 = 0 AS even FROM range(${rows}) t(i)) TO '${dir}/x.parquet' (FORMAT parquet)`,
			),
		);
		return readFileSync(join(dir, "x.parquet"));
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/** The rows of Parquet bytes, read back by DuckDB (BigInts as numbers), in file order. */
export async function parquetRows(bytes: Uint8Array): Promise<Record<string, unknown>[]> {
	const dir = mkdtempSync(join(tmpdir(), "viewer-parquet-"));
	try {
		const path = join(dir, "x.parquet");
		writeFileSync(path, bytes);
		const rows = await withTestDuckDb((run) => run(`SELECT * FROM read_parquet('${path}')`));
		return rows.map((row) =>
			Object.fromEntries(
				Object.entries(row).map(([key, value]) => [key, typeof value === "bigint" ? Number(value) : value]),
			),
		);
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}
