import { describe, expect, it } from "vitest";
import { validateSnippets } from "../snippets/testing/validate.ts";
import { type DatasetDescription, datasetSnippets } from "./dataset-snippets.ts";
import { DATASET_LIBRARIES } from "./registry.ts";

const ENDPOINT = "https://hub.example.org:8443";

const CASES: Record<string, DatasetDescription> = {
	"csv-two-splits": {
		id: "atrium/sample-product-reviews",
		tags: ["sample"],
		configs: [
			{
				name: "default",
				format: "csv",
				splits: [
					{ name: "train", files: ["data/train.csv"] },
					{ name: "test", files: ["data/test.csv"] },
				],
			},
		],
		loginRequired: false,
	},
	"jsonl-one-file": {
		id: "atrium/sample-weather",
		tags: [],
		configs: [{ name: "default", format: "json", splits: [{ name: "train", files: ["readings.jsonl"] }] }],
		loginRequired: false,
	},
	"parquet-shards-private": {
		id: "team/private-logs",
		tags: ["argilla", "FiftyOne"],
		configs: [
			{
				name: "events",
				format: "parquet",
				splits: [{ name: "train", files: ["events/train-0.parquet", "events/train-1.parquet"] }],
			},
			{ name: "users", format: "csv", separator: "\t", splits: [{ name: "train", files: ["users.tsv"] }] },
		],
		loginRequired: true,
	},
	"image-folder": {
		id: "atrium/sample-shapes",
		tags: ["image"],
		configs: [{ name: "default", format: "imagefolder", splits: [{ name: "train", files: ["train/a.png"] }] }],
		loginRequired: false,
	},
	adversarial: {
		id: 'o\'hara/"quoted"\nname',
		tags: [],
		configs: [
			{
				name: "c'on\\fig\"",
				format: "csv",
				separator: "'\"",
				splits: [{ name: "sp lit'\"", files: ['dir/it\'s "a".csv'] }],
			},
		],
		loginRequired: false,
	},
};

describe("dataset library snippets", () => {
	for (const [name, dataset] of Object.entries(CASES))
		for (const [aimed, options] of [
			["public", {}],
			["hub", { endpoint: `${ENDPOINT}/` }],
		] as const)
			it(`${name} (${aimed})`, async () => {
				const snippets = datasetSnippets(dataset, options);
				expect(validateSnippets(snippets)).toEqual([]);
				for (const snippet of snippets) expect(DATASET_LIBRARIES[snippet.library].prettyLabel).toBeTruthy();
				if (name === "adversarial") return;
				await expect(
					snippets.map((snippet) => `# ${snippet.library}: ${snippet.title}\n${snippet.code}\n`).join("\n"),
				).toMatchFileSnapshot(`./__snapshots__/${name}.${aimed}.py`);
			});

	it("chooses libraries by format and tags", () => {
		const libraries = (dataset: DatasetDescription) => datasetSnippets(dataset).map((snippet) => snippet.library);
		expect(libraries(CASES["csv-two-splits"] as DatasetDescription)).toEqual([
			"datasets",
			"pandas",
			"polars",
			"duckdb",
			"mlcroissant",
		]);
		expect(libraries(CASES["parquet-shards-private"] as DatasetDescription)).toEqual([
			"datasets",
			"dask",
			"polars",
			"mlcroissant",
			"argilla",
			"fiftyone",
		]);
		expect(libraries(CASES["image-folder"] as DatasetDescription)).toEqual(["datasets"]);
	});

	it("aims every snippet at the hub when given one", () => {
		for (const dataset of Object.values(CASES))
			for (const snippet of datasetSnippets(dataset, { endpoint: ENDPOINT })) expect(snippet.code).toContain(ENDPOINT);
	});
});
