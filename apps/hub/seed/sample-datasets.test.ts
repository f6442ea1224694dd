import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, expect, it } from "vitest";
import { ParquetConverter } from "../src/conversions/parquet-converter.ts";
import { blobKey } from "../src/storage/blob-storage.ts";
import { addTestRepo } from "../src/testing/accounts.ts";
import { parquetRows } from "../src/testing/dataset-fixtures.ts";
import { describeBackends } from "../src/testing/describe-backends.ts";
import { sampleDatasets } from "./sample-datasets.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

type Json = Record<string, unknown>;

describeBackends("sample datasets", (hub) => {
	const get = async (path: string): Promise<Json> => (await (await hub().app.request(path)).json()) as Json;
	const rows = (dataset: string, split = "train", config = "default") =>
		get(`/datasets-server/rows?${new URLSearchParams({ dataset, config, split, length: "3" })}`);

	// Seeds and converts every sample dataset: more than the default hook time on a loaded machine.
	beforeAll(async () => {
		const deps = hub();
		await seedCatalogue(deps, sampleDatasets());
		const converter = new ParquetConverter({
			db: deps.db,
			storage: deps.storage,
			workDir: mkdtempSync(join(tmpdir(), "atrium-sample-convert-")),
		});
		await converter.runOnce();
		await converter.stop();
	}, 120_000);

	it("shows labelled reviews in train and test splits, converted to Parquet", async () => {
		const train = await rows("atrium/sample-product-reviews");
		expect(train.num_rows_total).toBe(120);
		expect((train.rows as { row: Json }[])[0]?.row).toEqual({ text: expect.any(String), label: "positive" });
		expect((await rows("atrium/sample-product-reviews", "test")).num_rows_total).toBe(30);
		const parquet = (await get("/datasets-server/parquet?dataset=atrium/sample-product-reviews"))
			.parquet_files as Json[];
		expect(parquet.map((file) => file.split).sort()).toEqual(["test", "train"]);
	});

	it("shows a year of numbers with numeric statistics", async () => {
		const page = await rows("atrium/sample-weather");
		expect(page.num_rows_total).toBe(365 * 3);
		const features = page.features as { name: string; type: Json }[];
		expect(features.find((feature) => feature.name === "temperature_c")?.type).toMatchObject({ dtype: "float64" });
		const stats = await get("/datasets-server/statistics?dataset=atrium/sample-weather&config=default&split=train");
		const humidity = (stats.statistics as Json[]).find((column) => column.column_name === "humidity_pct");
		expect(humidity?.column_type).toBe("int");
		expect((await get("/api/datasets/atrium/sample-weather/parquet-conversion")).state).toBe("done");
	});

	it("offers snippets that read the dataset from this hub, by format", async () => {
		const answer = await get("/api/datasets/atrium/sample-product-reviews/snippets");
		const snippets = answer.snippets as { library: string; label: string; code: string }[];
		expect(snippets.map((snippet) => snippet.library)).toEqual([
			"datasets",
			"pandas",
			"polars",
			"duckdb",
			"mlcroissant",
		]);
		expect(snippets[0]?.code).toContain(`os.environ["HF_ENDPOINT"] = ${JSON.stringify(answer.endpoint)}`);
		expect(snippets[1]?.code).toContain('"hf://datasets/atrium/sample-product-reviews/" + splits["train"]');
		expect(snippets[2]?.code).toContain(
			`${String(answer.endpoint)}/datasets/atrium/sample-product-reviews/resolve/~parquet/default/train/0000.parquet`,
		);
		const images = (await get("/api/datasets/atrium/sample-shapes/snippets")).snippets as { library: string }[];
		expect(images.map((snippet) => snippet.library)).toEqual(["datasets"]);
		await addTestRepo(hub(), {
			type: "dataset",
			id: "atrium/sample-hidden",
			files: { "a.csv": "x\n1\n" },
			private: true,
		});
		const answerOf = async (id: string) => {
			const response = await hub().app.request(`/api/datasets/${id}/snippets`);
			return [response.status, response.headers.get("x-error-code")];
		};
		expect(await answerOf("atrium/sample-hidden")).toEqual(await answerOf("atrium/sample-missing"));
		expect((await answerOf("atrium/sample-hidden"))[1]).toBe("RepoNotFound");
	});

	it("describes the dataset in Croissant: Parquet files, splits and typed columns", async () => {
		const croissant = await get("/api/datasets/atrium/sample-weather/croissant");
		expect(croissant).toMatchObject({ "@type": "sc:Dataset", conformsTo: "http://mlcommons.org/croissant/1.1" });
		expect((croissant.distribution as Json[]).map((entry) => entry["@type"])).toEqual(["cr:FileObject", "cr:FileSet"]);
		const [splits, columns] = croissant.recordSet as { field: Json[]; data?: Json[] }[];
		expect(splits?.data).toEqual([{ "default_splits/split_name": "train" }]);
		expect(Object.fromEntries((columns?.field ?? []).map((field) => [field["@id"], field.dataType]))).toEqual({
			"default/split": "sc:Text",
			"default/date": "sc:Date",
			"default/station": "sc:Text",
			"default/temperature_c": "cr:Float64",
			"default/humidity_pct": "cr:Int64",
			"default/rain_mm": "cr:Float64",
		});
		const reviews = await get("/api/datasets/atrium/sample-product-reviews/croissant");
		expect((reviews.recordSet as { data?: Json[] }[])[0]?.data).toHaveLength(2);
	});

	it("shows generated images with their metadata, served as PNG", async () => {
		const page = await rows("atrium/sample-shapes");
		expect(page.num_rows_total).toBe(9);
		const first = (page.rows as { row: { image: { src: string }; shape: string; colour: string } }[])[0];
		expect(first?.row.shape).toBe("circle");
		const image = await hub().app.request(new URL(first?.row.image.src ?? "").pathname);
		expect(image.status).toBe(200);
		expect(image.headers.get("content-type")).toBe("image/png");
		expect((await rows("atrium/sample-shapes", "test")).num_rows_total).toBe(3);
	});

	it("converts the image folder to Parquet, each image's bytes beside its metadata", async () => {
		expect((await get("/api/datasets/atrium/sample-shapes/parquet-conversion")).state).toBe("done");
		const files = (await get("/datasets-server/parquet?dataset=atrium/sample-shapes")).parquet_files as Json[];
		expect(files.map((file) => `${String(file.split)}/${String(file.filename)}`).sort()).toEqual([
			"test/0000.parquet",
			"train/0000.parquet",
		]);
		const tree = (await get("/api/datasets/atrium/sample-shapes/tree/~parquet/default/train")) as unknown as {
			lfs: { oid: string };
		}[];
		const blob = await hub().storage.get(blobKey(tree[0]?.lfs.oid ?? ""));
		const converted = await parquetRows(new Uint8Array(await new Response(blob).arrayBuffer()));
		const sample = sampleDatasets().find((repo) => repo.id === "atrium/sample-shapes");
		expect(converted).toHaveLength(9);
		const first = converted[0] as { image: { bytes: Uint8Array; path: string }; shape: string; colour: string };
		expect({ ...first, image: { ...first.image, bytes: [...first.image.bytes] } }).toEqual({
			image: { bytes: [...(sample?.files["train/circle-red.png"] as Uint8Array)], path: "circle-red.png" },
			shape: "circle",
			colour: "red",
		});
	});
});
