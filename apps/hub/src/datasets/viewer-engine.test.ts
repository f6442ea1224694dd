import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ViewerEngine, ViewerQueryFailed, ViewerQueryTimeout } from "./viewer-engine.ts";

describe("ViewerEngine", () => {
	let allowed: string;
	let outside: string;
	let engine: ViewerEngine;

	beforeAll(async () => {
		allowed = mkdtempSync(join(tmpdir(), "viewer-allowed-"));
		outside = mkdtempSync(join(tmpdir(), "viewer-outside-"));
		writeFileSync(join(allowed, "in.csv"), "a,b\n1,x\n");
		writeFileSync(join(outside, "secret.csv"), "secret\nhunter2\n");
		engine = await ViewerEngine.open({
			allowedDirectories: [allowed],
			memoryLimitMb: 64,
			threads: 1,
			maxConcurrent: 1,
			timeoutMs: 200,
		});
	});
	afterAll(() => {
		engine.close();
		rmSync(allowed, { recursive: true, force: true });
		rmSync(outside, { recursive: true, force: true });
	});

	it("reads files in the allowed directories, with bound values", async () => {
		const result = await engine.query("SELECT * FROM read_csv($1) WHERE b = $2", [join(allowed, "in.csv"), "x"]);
		expect(result.rows).toEqual([{ a: 1n, b: "x" }]);
		expect(result.columns.map((column) => column.name)).toEqual(["a", "b"]);
	});

	it("reads nothing outside them, and its configuration cannot be changed", async () => {
		await expect(engine.query("SELECT * FROM read_csv($1)", [join(outside, "secret.csv")])).rejects.toThrow(
			ViewerQueryFailed,
		);
		await expect(engine.query("SELECT * FROM read_text('/etc/passwd')")).rejects.toThrow(/disabled by configuration/);
		await expect(engine.query("SET enable_external_access = true")).rejects.toThrow(/locked/);
		await expect(engine.query(`SET allowed_directories = ['/']`)).rejects.toThrow(/locked/);
		await expect(engine.query("INSTALL httpfs")).rejects.toThrow(ViewerQueryFailed);
		await expect(engine.query(`COPY (SELECT 1) TO '${join(outside, "x.csv")}'`)).rejects.toThrow(ViewerQueryFailed);
	});

	it("interrupts a query past its time bound, then serves the next one", async () => {
		await expect(engine.query("SELECT count(*) FROM range(1000000000000) a")).rejects.toThrow(ViewerQueryTimeout);
		expect((await engine.query("SELECT 42 AS n")).rows).toEqual([{ n: 42 }]);
	});

	it("runs queries one at a time when its concurrency is one, without losing any", async () => {
		const results = await Promise.all(
			Array.from({ length: 5 }, (_, index) => engine.query("SELECT $1::INTEGER AS n", [index])),
		);
		expect(results.map((result) => result.rows[0]?.n)).toEqual([0, 1, 2, 3, 4]);
	});
});
