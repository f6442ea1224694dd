import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pngImage } from "../../seed/png-image.ts";
import { blobKey } from "../storage/blob-storage.ts";
import { addTestRepo } from "../testing/accounts.ts";
import { withTestDuckDb } from "../testing/dataset-fixtures.ts";
import { describeBackends } from "../testing/describe-backends.ts";
import { ParquetConverter } from "./parquet-converter.ts";

type Json = Record<string, unknown>;

/** A small PNG of one colour: each image's bytes differ. */
const png = (shade: number): Uint8Array => pngImage(4, 4, () => [shade, 255 - shade, 128]);
const IMAGES = { "a.png": png(10), "sub/b.png": png(20), "c.png": png(30) };
/** Rows come in the metadata file's order (c, a, b): a new file starts before b. */
const SHARD_BYTES = IMAGES["c.png"].length + IMAGES["a.png"].length + IMAGES["sub/b.png"].length / 2;

/** One converted Parquet file read back by the test's own DuckDB: its rows (blobs as bytes) and `huggingface` metadata. */
async function readParquet(bytes: Uint8Array): Promise<{ rows: Json[]; features: Json }> {
	const dir = mkdtempSync(join(tmpdir(), "convert-media-read-"));
	try {
		const path = join(dir, "x.parquet");
		writeFileSync(path, bytes);
		return await withTestDuckDb(async (run) => {
			const rows = await run(`SELECT * FROM read_parquet('${path}')`);
			const [meta] = await run(
				`SELECT decode(value) AS value FROM parquet_kv_metadata('${path}') WHERE decode(key) = 'huggingface'`,
			);
			const plain = (value: unknown): unknown =>
				value instanceof Uint8Array
					? [...value]
					: typeof value === "bigint"
						? Number(value)
						: value && typeof value === "object"
							? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]))
							: value;
			return {
				rows: rows.map((row) => plain(row) as Json),
				features: (JSON.parse(String(meta?.value ?? "{}")) as { info: { features: Json } }).info.features,
			};
		});
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

describeBackends("Parquet conversion of image and audio folders", (hub) => {
	let workDir: string;
	const get = async (path: string): Promise<Json> => (await (await hub().app.request(path)).json()) as Json;
	/** The converted files of a split, in order, read back. */
	const converted = async (id: string, split = "train") => {
		const tree = (await get(`/api/datasets/${id}/tree/~parquet/default/${split}`)) as unknown as {
			path: string;
			lfs: { oid: string };
		}[];
		const files = [];
		for (const entry of tree) {
			const body = await hub().storage.get(blobKey(entry.lfs.oid));
			files.push({ path: entry.path, ...(await readParquet(new Uint8Array(await new Response(body).arrayBuffer()))) });
		}
		return files;
	};

	beforeAll(async () => {
		const deps = hub();
		workDir = mkdtempSync(join(tmpdir(), "atrium-convert-media-"));
		await addTestRepo(deps, {
			type: "dataset",
			id: "media/captioned",
			files: {
				...Object.fromEntries(Object.entries(IMAGES).map(([name, bytes]) => [`train/${name}`, bytes])),
				"train/metadata.csv":
					'file_name,caption,votes\nc.png,the last one,1\nmissing.png,gone,0\na.png,"a red, square",3\nsub/b.png,a blue thing,5\n',
			},
		});
		await addTestRepo(deps, {
			type: "dataset",
			id: "media/pets",
			files: { "train/cat/1.png": png(40), "train/dog/2.png": png(50), "train/dog/3.png": png(60) },
		});
		await addTestRepo(deps, {
			type: "dataset",
			id: "media/sounds",
			files: { "train/x.wav": new Uint8Array([82, 73, 70, 70, 1]), "train/y.wav": new Uint8Array([82, 73, 70, 70, 2]) },
		});
		const converter = new ParquetConverter({
			db: deps.db,
			storage: deps.storage,
			workDir,
			shardBytes: SHARD_BYTES,
		});
		try {
			expect(await converter.runOnce()).toBeGreaterThanOrEqual(3);
		} finally {
			await converter.stop();
		}
	}, 120_000);
	afterAll(() => rmSync(workDir, { recursive: true, force: true }));

	it("writes a metadata file's rows with the image bytes as {bytes, path}, sharded by the media's size", async () => {
		expect(await get("/api/datasets/media/captioned/parquet-conversion")).toMatchObject({ state: "done", error: null });
		const files = await converted("media/captioned");
		expect(files.map((file) => file.path)).toEqual(["default/train/0000.parquet", "default/train/0001.parquet"]);
		expect(files.flatMap((file) => file.rows)).toEqual([
			{ image: { bytes: [...IMAGES["c.png"]], path: "c.png" }, caption: "the last one", votes: 1 },
			{ image: { bytes: [...IMAGES["a.png"]], path: "a.png" }, caption: "a red, square", votes: 3 },
			{ image: { bytes: [...IMAGES["sub/b.png"]], path: "b.png" }, caption: "a blue thing", votes: 5 },
		]);
		for (const file of files)
			expect(file.features).toEqual({
				image: { _type: "Image" },
				caption: { dtype: "string", _type: "Value" },
				votes: { dtype: "int64", _type: "Value" },
			});
		const listed = (await get("/datasets-server/parquet?dataset=media/captioned")).parquet_files as Json[];
		expect(listed.map((file) => file.filename)).toEqual(["0000.parquet", "0001.parquet"]);
	});

	it("labels the files of several folders with a ClassLabel, as the image folder builder does", async () => {
		const files = await converted("media/pets");
		const rows = files.flatMap((file) => file.rows);
		expect(rows.map((row) => [(row.image as Json).path, row.label])).toEqual([
			["1.png", 0],
			["2.png", 1],
			["3.png", 1],
		]);
		expect((rows[2]?.image as Json).bytes).toEqual([...png(60)]);
		for (const file of files)
			expect(file.features).toEqual({
				image: { _type: "Image" },
				label: { names: ["cat", "dog"], _type: "ClassLabel" },
			});
	});

	it("writes audio files as {bytes, path} with the Audio feature", async () => {
		const files = await converted("media/sounds");
		expect(files.flatMap((file) => file.rows)).toEqual([
			{ audio: { bytes: [82, 73, 70, 70, 1], path: "x.wav" } },
			{ audio: { bytes: [82, 73, 70, 70, 2], path: "y.wav" } },
		]);
		for (const file of files) expect(file.features).toEqual({ audio: { _type: "Audio" } });
	});
});
