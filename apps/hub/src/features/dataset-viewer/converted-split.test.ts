import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createCommit } from "../../commits/create-commit.ts";
import { fileFromBytes } from "../../commits/commit-file.ts";
import { ParquetConverter } from "../../conversions/parquet-converter.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { addTestRepo } from "../../testing/accounts.ts";
import { describeBackends } from "../../testing/describe-backends.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The parts of the viewer's answers these tests read. */
interface Answer {
	num_rows_total: number;
	num_examples: number;
	rows: { row: { id: number; word: string } }[];
	features: { name: string }[];
	size: { splits: Record<string, unknown>[] };
	parquet_files: { size: number }[];
}

function wordsCsv(count: number): string {
	const lines = ["id,word,label"];
	for (let index = 0; index < count; index++)
		lines.push(`${index},${index % 11 === 0 ? "needle" : `word${index}`},${index % 2 ? "odd" : "even"}`);
	return `${lines.join("\n")}\n`;
}

/**
 * The viewer reads a CSV split's converted Parquet files once the conversion of the head it shows is
 * done (issue 22): proven by removing the CSV's blob from storage after the conversion, after which
 * every viewer route still answers with the same rows; a dataset not converted yet reads its own
 * files (and says so when they are gone), and a new head is read from its own files until converted.
 */
describeBackends("the viewer reads converted Parquet", (hub) => {
	let converter: ParquetConverter;
	const CSV = wordsCsv(300);
	const get = async (path: string) => {
		const response = await hub().app.request(path);
		return {
			status: response.status,
			code: response.headers.get("x-error-code"),
			body: (await response.json()) as Answer,
		};
	};
	const rows = (dataset: string, extra = "") =>
		get(`/datasets-server/rows?dataset=${dataset}&config=default&split=train&offset=0&length=5${extra}`);

	beforeAll(async () => {
		const deps = hub();
		converter = new ParquetConverter({
			db: deps.db,
			storage: deps.storage,
			workDir: mkdtempSync(join(tmpdir(), "atrium-converted-split-")),
		});
		await addTestRepo(deps, { type: "dataset", id: "conv-read/words", files: { "train.csv": CSV } });
		await addTestRepo(deps, { type: "dataset", id: "conv-read/pending", files: { "train.csv": wordsCsv(40) } });
		// The second dataset is never converted: its job is taken out of the queue (the hub's own seeded
		// datasets, if any, are converted too).
		await deps.db.kysely
			.deleteFrom("parquet_conversions")
			.where("repo_pk", "=", await pkOf("conv-read/pending"))
			.execute();
		expect(await converter.runOnce()).toBeGreaterThanOrEqual(1);
		expect((await get("/api/datasets/conv-read/words/parquet-conversion")).body).toMatchObject({ state: "done" });
	}, 120_000);
	afterAll(async () => {
		await converter.stop();
	});

	async function pkOf(id: string): Promise<string> {
		const [namespace, name] = id.split("/");
		const row = await hub()
			.db.kysely.selectFrom("repos")
			.select("pk")
			.where("namespace", "=", namespace as string)
			.where("name", "=", name as string)
			.executeTakeFirstOrThrow();
		return row.pk;
	}

	it("answers rows, search, filter, statistics and size from the Parquet files once the CSV is gone", async () => {
		await hub().storage.delete(blobKey(sha256(CSV)));
		const first = await rows("conv-read/words");
		expect(first.status).toBe(200);
		expect(first.body.num_rows_total).toBe(300);
		expect(first.body.rows.map((row) => row.row.word)).toEqual(["needle", "word1", "word2", "word3", "word4"]);
		expect(first.body.features.map((feature) => feature.name)).toEqual(["id", "word", "label"]);
		const search = await get(
			"/datasets-server/search?dataset=conv-read/words&config=default&split=train&query=needle&offset=0&length=100",
		);
		expect(search.body.num_rows_total).toBe(28);
		const filter = await get(
			`/datasets-server/filter?dataset=conv-read/words&config=default&split=train&where=${encodeURIComponent("\"label\"='odd'")}&orderby=${encodeURIComponent('"id" DESC')}&offset=0&length=2`,
		);
		expect(filter.status).toBe(200);
		expect(filter.body.num_rows_total).toBe(150);
		expect(filter.body.rows.map((row) => row.row.id)).toEqual([299, 297]);
		const statistics = await get("/datasets-server/statistics?dataset=conv-read/words&config=default&split=train");
		expect(statistics.status).toBe(200);
		expect(statistics.body.num_examples).toBe(300);
		const size = await get("/datasets-server/size?dataset=conv-read/words");
		const converted = (await get("/datasets-server/parquet?dataset=conv-read/words")).body;
		expect(converted.parquet_files).toHaveLength(1);
		expect(size.body.size.splits[0]).toMatchObject({
			num_rows: 300,
			num_columns: 3,
			num_bytes_original_files: CSV.length,
			num_bytes_parquet_files: converted.parquet_files[0]?.size,
		});
	});

	it("reads a dataset not converted yet from its own files, and says so when they are gone", async () => {
		expect((await rows("conv-read/pending")).body.num_rows_total).toBe(40);
		// A fresh blob name: the viewer keeps local copies of what it read.
		const other = wordsCsv(41);
		await createCommit(hub(), {
			type: "dataset",
			repoId: "conv-read/pending",
			files: [fileFromBytes("train.csv", other)],
			title: "one more row",
		});
		await hub()
			.db.kysely.deleteFrom("parquet_conversions")
			.where("repo_pk", "=", await pkOf("conv-read/pending"))
			.execute();
		await hub().storage.delete(blobKey(sha256(other)));
		const gone = await rows("conv-read/pending");
		expect(gone.status).toBeGreaterThanOrEqual(400);
		expect(gone.code).toBe("DatasetNotViewable");
	});

	it("reads a new head from its own files until its conversion is done", async () => {
		await createCommit(hub(), {
			type: "dataset",
			repoId: "conv-read/words",
			files: [fileFromBytes("train.csv", wordsCsv(310))],
			title: "ten more rows",
		});
		expect((await rows("conv-read/words")).body.num_rows_total).toBe(310);
		expect(await converter.runOnce()).toBe(1);
		await hub().storage.delete(blobKey(sha256(wordsCsv(310))));
		expect((await rows("conv-read/words")).body.num_rows_total).toBe(310);
	});
});
