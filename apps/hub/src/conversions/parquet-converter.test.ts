import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createCommit } from "../commits/create-commit.ts";
import { fileFromBytes } from "../commits/commit-file.ts";
import { claimParquetConversion } from "../commits/parquet-queue.ts";
import { blobKey } from "../storage/blob-storage.ts";
import { addTestRepo, addTestUser } from "../testing/accounts.ts";
import { parquetBytes, parquetRows } from "../testing/dataset-fixtures.ts";
import { describeBackends } from "../testing/describe-backends.ts";
import { conversionEndedLine, ParquetConverter } from "./parquet-converter.ts";

type Json = Record<string, unknown>;

/** Reads CSV with Debian's Python (`csv.DictReader`), independently of DuckDB. */
function pythonCsv(text: string): Record<string, string>[] {
	const script = "import csv, json, sys\nprint(json.dumps(list(csv.DictReader(sys.stdin))))";
	return JSON.parse(execFileSync("/usr/bin/python3", ["-c", script], { input: text, encoding: "utf8" })) as Record<
		string,
		string
	>[];
}

const TRAIN = `id,text,label\n${Array.from({ length: 40 }, (_, i) => `${i},"review ${i}, ""quoted""",${i % 2 ? "pos" : "neg"}`).join("\n")}\n`;
const TEST = "id,text,label\n100,last one,pos\n";

describeBackends("Parquet conversion to refs/convert/parquet", (hub) => {
	let converter: ParquetConverter;
	const clock = { ms: 0 };
	/** The log lines a serving hub would print for the jobs this converter ended. */
	const endedLines: string[] = [];
	const get = async (path: string) => {
		const response = await hub().app.request(path);
		return {
			status: response.status,
			code: response.headers.get("x-error-code"),
			body: (await response.json()) as Json,
		};
	};
	const lfsBytes = async (id: string, path: string): Promise<Uint8Array> => {
		const folder = path.slice(0, path.lastIndexOf("/"));
		const tree = (await get(`/api/datasets/${id}/tree/~parquet/${folder}`)).body as unknown as {
			path: string;
			lfs?: { oid: string };
		}[];
		const oid = tree.find((entry) => entry.path === path)?.lfs?.oid;
		expect(oid).toBeDefined();
		const body = await hub().storage.get(blobKey(oid as string));
		return new Uint8Array(await new Response(body).arrayBuffer());
	};

	// Seeds and converts every sample dataset: more than the default hook time on a loaded machine.
	beforeAll(async () => {
		const deps = hub();
		converter = new ParquetConverter({
			db: deps.db,
			storage: deps.storage,
			workDir: mkdtempSync(join(tmpdir(), "atrium-convert-")),
			now: () => Date.now() + clock.ms,
			onJobEnded: (ended) => endedLines.push(conversionEndedLine(ended)),
		});
		await addTestRepo(deps, {
			type: "dataset",
			id: "conv/reviews",
			files: { "data/train.csv": TRAIN, "data/test.csv": TEST },
		});
		await addTestRepo(deps, {
			type: "dataset",
			id: "conv/numbers",
			files: { "train.parquet": await parquetBytes(30) },
		});
		await addTestRepo(deps, { type: "dataset", id: "conv/hidden", files: { "train.csv": TEST }, private: true });
		await addTestRepo(deps, {
			type: "dataset",
			id: "conv/bomb",
			files: { "train.csv": `a,b\n1,${"x".repeat(3 << 20)}\n` },
		});
		await addTestRepo(deps, {
			type: "dataset",
			id: "conv/malformed",
			files: { "data/train-0.parquet": await parquetBytes(5), "data/train-1.parquet": "PAR1 not a Parquet file PAR1" },
		});
		await addTestRepo(deps, {
			type: "dataset",
			id: "conv/off",
			files: { "README.md": "---\nviewer: false\n---\n", "train.csv": TEST },
		});
		expect((await get("/api/datasets/conv/reviews/parquet-conversion")).body).toMatchObject({ state: "pending" });
		expect(await converter.runOnce()).toBeGreaterThanOrEqual(5);
	}, 120_000);
	afterAll(async () => {
		await converter.stop();
	});

	it("converts CSV splits to {config}/{split}/0000.parquet with the rows an independent reader finds", async () => {
		const status = (await get("/api/datasets/conv/reviews/parquet-conversion")).body;
		expect(status).toMatchObject({ state: "done", upToDate: true, attempts: 1, error: null });
		const refs = (await get("/api/datasets/conv/reviews/refs")).body as { converts: Json[] };
		expect(refs.converts).toEqual([
			{ name: "parquet", ref: "refs/convert/parquet", targetCommit: status.convertedCommit },
		]);
		const train = await parquetRows(await lfsBytes("conv/reviews", "default/train/0000.parquet"));
		expect(train.map((row) => ({ id: String(row.id), text: row.text, label: row.label }))).toEqual(pythonCsv(TRAIN));
		expect(await parquetRows(await lfsBytes("conv/reviews", "default/test/0000.parquet"))).toEqual([
			{ id: 100, text: "last one", label: "pos" },
		]);
		const files = (await get("/datasets-server/parquet?dataset=conv/reviews")).body;
		expect(files.pending).toEqual([]);
		expect((files.parquet_files as Json[]).map((file) => [file.split, file.filename, file.url])).toEqual([
			[
				"test",
				"0000.parquet",
				expect.stringMatching(
					/\/datasets\/conv\/reviews\/resolve\/refs%2Fconvert%2Fparquet\/default\/test\/0000\.parquet$/,
				),
			],
			[
				"train",
				"0000.parquet",
				expect.stringMatching(/\/resolve\/refs%2Fconvert%2Fparquet\/default\/train\/0000\.parquet$/),
			],
		]);
		const listing = (await get("/api/datasets/conv/reviews/parquet/default/train")).body as unknown as string[];
		expect(listing).toEqual([
			expect.stringMatching(/\/api\/datasets\/conv\/reviews\/parquet\/default\/train\/0\.parquet$/),
		]);
	});

	it("serves the converted files by ~parquet, refs%2Fconvert%2Fparquet and refs/convert/parquet alike", async () => {
		for (const revision of ["~parquet", "refs%2Fconvert%2Fparquet", "refs/convert/parquet"]) {
			const response = await hub().app.request(`/datasets/conv/reviews/resolve/${revision}/default/test/0000.parquet`);
			expect([200, 302]).toContain(response.status);
		}
		const info = (await get("/api/datasets/conv/reviews/revision/~parquet")).body;
		expect(info.sha).toBe((await get("/api/datasets/conv/reviews/parquet-conversion")).body.convertedCommit);
	});

	it("takes Parquet files over as they are (the same blob)", async () => {
		const own = (await get("/api/datasets/conv/numbers/tree/main")).body as unknown as {
			path: string;
			lfs?: { oid: string };
		}[];
		const converted = (await get("/api/datasets/conv/numbers/tree/~parquet/default/train")).body as unknown as {
			path: string;
			lfs?: { oid: string };
		}[];
		expect(converted.map((entry) => entry.path)).toEqual(["default/train/0000.parquet"]);
		expect(converted[0]?.lfs?.oid).toBe(own.find((entry) => entry.path === "train.parquet")?.lfs?.oid);
	});

	it("keeps the ref out of a plain clone's advertisement", async () => {
		const response = await hub().app.request("/datasets/conv/reviews.git/info/refs?service=git-upload-pack");
		expect(response.status).toBe(200);
		const text = await response.text();
		expect(text).toContain("refs/heads/main");
		expect(text).not.toContain("refs/convert");
	});

	it("refuses a client's commit to the conversion ref", async () => {
		const writer = await addTestUser(hub().db, "conv-writer");
		await addTestRepo(hub(), { type: "dataset", id: "conv-writer/data", files: { "train.csv": TEST } });
		expect(await converter.runOnce()).toBe(1);
		const body = [
			{ key: "header", value: { summary: "Sneak in" } },
			{ key: "file", value: { path: "default/train/0000.parquet", content: "UEFSMQ==", encoding: "base64" } },
		]
			.map((line) => JSON.stringify(line))
			.join("\n");
		for (const revision of ["refs%2Fconvert%2Fparquet", "~parquet"]) {
			const response = await hub().app.request(`/api/datasets/conv-writer/data/commit/${revision}`, {
				method: "POST",
				headers: { ...writer.auth(), "content-type": "application/x-ndjson" },
				body,
			});
			expect(response.status, revision).toBe(400);
			expect(response.headers.get("x-error-code")).toBe("InvalidRefName");
		}
	});

	it("answers for a private dataset exactly like for a missing one", async () => {
		expect((await get("/api/datasets/conv/hidden/parquet-conversion")).code).toBe("RepoNotFound");
		expect((await get("/api/datasets/conv/nothing/parquet-conversion")).code).toBe("RepoNotFound");
		expect((await hub().app.request("/datasets/conv/hidden/resolve/~parquet/default/train/0000.parquet")).status).toBe(
			(await hub().app.request("/datasets/conv/nothing/resolve/~parquet/default/train/0000.parquet")).status,
		);
	});

	it("records why a dataset cannot be converted, and what has nothing to convert", async () => {
		const bomb = (await get("/api/datasets/conv/bomb/parquet-conversion")).body;
		expect(bomb).toMatchObject({ state: "failed", convertedCommit: null });
		expect(String(bomb.error)).not.toMatch(/\/tmp\//);
		expect((await get("/datasets-server/parquet?dataset=conv/bomb")).body.failed).toHaveLength(1);
		expect((await get("/api/datasets/conv/off/parquet-conversion")).body).toMatchObject({
			state: "done",
			convertedCommit: null,
			error: expect.stringContaining("viewer: false"),
		});
	});

	it("fails a dataset with a malformed Parquet file, naming the file, instead of taking it over", async () => {
		const status = (await get("/api/datasets/conv/malformed/parquet-conversion")).body;
		expect(status).toMatchObject({ state: "failed", convertedCommit: null });
		expect(status.error).toBe("the data file data/train-1.parquet is not a Parquet file that can be read");
		expect((await get("/api/datasets/conv/malformed/revision/~parquet")).status).toBe(404);
	});

	it("tells of every ended job once, in the line a serving hub logs", () => {
		const lineOf = (id: string) => endedLines.filter((line) => line.startsWith(`Parquet conversion of ${id} at `));
		expect(lineOf("conv/reviews")).toEqual([expect.stringMatching(/ at [0-9a-f]{12}: done$/)]);
		expect(lineOf("conv/bomb")).toEqual([expect.stringMatching(/: failed \(.+\)$/)]);
		expect(lineOf("conv/off")).toEqual([expect.stringMatching(/: done \(.*viewer: false.*\)$/)]);
		expect(endedLines.join("\n")).not.toMatch(/\/tmp\//);
	});

	it("converts a new head, and takes up a job whose converter died once its lease ran out", async () => {
		const deps = hub();
		const { commitId } = await createCommit(deps, {
			type: "dataset",
			repoId: "conv/reviews",
			files: [fileFromBytes("data/test.csv", `${TEST}101,another,neg\n`)],
			title: "More test rows",
		});
		expect((await get("/datasets-server/parquet?dataset=conv/reviews")).body.pending).toHaveLength(1);
		// A converter claims the job and dies before finishing it.
		const claimed = await claimParquetConversion(deps.db.kysely, Date.now(), 60_000, 3);
		expect(claimed?.source_commit).toBe(commitId);
		expect(await converter.runOnce()).toBe(0);
		clock.ms = 61_000;
		expect(await converter.runOnce()).toBe(1);
		// DuckDB is closed once the queue is empty, and opened again for the next job.
		expect(converter.holdsDuckDb).toBe(false);
		const status = (await get("/api/datasets/conv/reviews/parquet-conversion")).body;
		expect(status).toMatchObject({ state: "done", upToDate: true, attempts: 2, sourceCommit: commitId });
		expect(await parquetRows(await lfsBytes("conv/reviews", "default/test/0000.parquet"))).toHaveLength(2);
	});

	it("shards a split past the shard size into 0000.parquet, 0001.parquet, … in row order", async () => {
		const deps = hub();
		// 210,000 rows: DuckDB checks the size between its batches of ~100,000 rows, so a small shard size gives 3 files.
		const rows = 210_000;
		const text = (i: number) => `row ${(i * 2654435761) % 4294967296}`;
		const csv = `id,text\n${Array.from({ length: rows }, (_, i) => `${i},${text(i)}`).join("\n")}\n`;
		await addTestRepo(deps, { type: "dataset", id: "conv/long", files: { "train.csv": csv } });
		const shardBytes = 200_000;
		const sharding = new ParquetConverter({
			db: deps.db,
			storage: deps.storage,
			workDir: mkdtempSync(join(tmpdir(), "atrium-convert-shards-")),
			shardBytes,
		});
		try {
			expect(await sharding.runOnce()).toBe(1);
		} finally {
			await sharding.stop();
		}
		expect((await get("/api/datasets/conv/long/parquet-conversion")).body).toMatchObject({ state: "done" });
		const listed = (await get("/datasets-server/parquet?dataset=conv/long")).body.parquet_files as {
			filename: string;
			size: number;
		}[];
		expect(listed.map((file) => file.filename)).toEqual(["0000.parquet", "0001.parquet", "0002.parquet"]);
		// Every file but the last went past the shard size before the next one began.
		for (const file of listed.slice(0, -1)) expect(file.size).toBeGreaterThanOrEqual(shardBytes);
		const read: Record<string, unknown>[] = [];
		for (const file of listed)
			read.push(...(await parquetRows(await lfsBytes("conv/long", `default/train/${file.filename}`))));
		expect(read).toHaveLength(rows);
		expect(read.every((row, i) => row.id === i && row.text === text(i))).toBe(true);
		const numbered = (await get("/api/datasets/conv/long/parquet/default/train")).body as unknown as string[];
		expect(numbered.map((url) => url.slice(url.lastIndexOf("/") + 1))).toEqual(["0.parquet", "1.parquet", "2.parquet"]);
	}, 120_000);
});
