import { describe, expect, it } from "vitest";
import { datasetLayout, type DatasetLayout } from "./dataset-layout.ts";
import { globToRegExp } from "./glob.ts";

function splitsOf(layout: DatasetLayout): Record<string, Record<string, string[]>> {
	if (!layout.viewer) throw new Error(`viewer off: ${layout.message}`);
	return Object.fromEntries(
		layout.configs.map((config) => [config.name, Object.fromEntries(config.splits.map((s) => [s.name, s.files]))]),
	);
}

describe("globToRegExp", () => {
	it.each([
		["*.csv", "a.csv", true],
		["*.csv", "d/a.csv", false],
		["**/*.csv", "a.csv", true],
		["**/*.csv", "d/e/a.csv", true],
		["data/**", "data/x/y.parquet", true],
		["data/**", "other/y.parquet", false],
		["[!a]*.csv", "b.csv", true],
		["[!a]*.csv", "a.csv", false],
		["file?.json", "file1.json", true],
		["file?.json", "file/.json", false],
		["**/train[-._ 0-9]*", "data/train-00000.parquet", true],
		["**/train[-._ 0-9]*", "data/training.parquet", false],
		["a(b).csv", "a(b).csv", true],
		["a+b.csv", "aab.csv", false],
	])("%s against %s is %s", (pattern, path, expected) => {
		expect(globToRegExp(pattern).test(path)).toBe(expected);
	});
});

describe("datasetLayout, by convention", () => {
	it("puts a lone file in train", () => {
		expect(splitsOf(datasetLayout(["README.md", ".gitattributes", "reviews.csv"], {}))).toEqual({
			default: { train: ["reviews.csv"] },
		});
	});

	it("splits by file names", () => {
		const layout = datasetLayout(["train.csv", "test.csv", "validation.csv", "README.md"], undefined);
		expect(splitsOf(layout)).toEqual({
			default: { train: ["train.csv"], validation: ["validation.csv"], test: ["test.csv"] },
		});
	});

	it("recognises the keyword synonyms and separators", () => {
		const layout = datasetLayout(["my_training-set.jsonl", "dev.jsonl", "eval_1.jsonl"], undefined);
		expect(splitsOf(layout)).toEqual({
			default: { train: ["my_training-set.jsonl"], validation: ["dev.jsonl"], test: ["eval_1.jsonl"] },
		});
	});

	it("does not take a keyword inside a word", () => {
		const layout = datasetLayout(["contest.csv", "trainer.csv"], undefined);
		expect(splitsOf(layout)).toEqual({ default: { train: ["contest.csv", "trainer.csv"] } });
	});

	it("prefers split folder names over file names", () => {
		const layout = datasetLayout(
			["train/a.parquet", "train/b.parquet", "test/test_extra.parquet", "data/validation.parquet"],
			undefined,
		);
		expect(splitsOf(layout)).toEqual({
			default: { train: ["train/a.parquet", "train/b.parquet"], test: ["test/test_extra.parquet"] },
		});
	});

	it("reads sharded data/ files with any split name", () => {
		const layout = datasetLayout(
			[
				"data/train-00000-of-00002.parquet",
				"data/train-00001-of-00002.parquet",
				"data/random_split-00000-of-00001.parquet",
			],
			undefined,
		);
		expect(splitsOf(layout)).toEqual({
			default: {
				train: ["data/train-00000-of-00002.parquet", "data/train-00001-of-00002.parquet"],
				random_split: ["data/random_split-00000-of-00001.parquet"],
			},
		});
	});

	it("keeps the most common format and ignores hidden and dunder folders", () => {
		const layout = datasetLayout(
			["data/a.csv", "data/b.csv", "data/c.json", ".cache/x.csv", "__pycache__/y.csv", "script.py"],
			undefined,
		);
		if (!layout.viewer) throw new Error("off");
		expect(layout.configs[0]).toMatchObject({
			format: "csv",
			splits: [{ name: "train", files: ["data/a.csv", "data/b.csv"] }],
		});
	});

	it("reads TSV as CSV with a tab separator", () => {
		const layout = datasetLayout(["train.tsv"], undefined);
		if (!layout.viewer) throw new Error("off");
		expect(layout.configs[0]).toMatchObject({ format: "csv", separator: "\t" });
	});

	it("builds an image folder with its metadata file", () => {
		const layout = datasetLayout(
			["train/cat/1.png", "train/dog/2.jpg", "train/metadata.csv", "test/3.png", "README.md"],
			undefined,
		);
		if (!layout.viewer) throw new Error("off");
		expect(layout.configs[0]).toMatchObject({
			format: "imagefolder",
			metadata: ["train/metadata.csv"],
			splits: [
				{ name: "train", files: ["train/cat/1.png", "train/dog/2.jpg"] },
				{ name: "test", files: ["test/3.png"] },
			],
		});
	});

	it("builds an audio folder", () => {
		const layout = datasetLayout(["clips/a.wav", "clips/b.flac", "metadata.jsonl"], undefined);
		if (!layout.viewer) throw new Error("off");
		expect(layout.configs[0]).toMatchObject({ format: "audiofolder", metadata: ["metadata.jsonl"] });
	});

	it("has nothing to show without data files", () => {
		expect(datasetLayout(["README.md", "model.safetensors"], undefined)).toMatchObject({
			viewer: false,
			reason: "no-data",
		});
	});
});

describe("datasetLayout, from the card", () => {
	it("turns off with viewer: false", () => {
		expect(datasetLayout(["train.csv"], { viewer: false })).toMatchObject({ viewer: false, reason: "disabled" });
	});

	it("reads configs with split globs, default first", () => {
		const layout = datasetLayout(["en/train.csv", "en/test.csv", "fr/train-1.csv", "fr/train-2.csv", "fr/test.csv"], {
			configs: [
				{
					config_name: "en",
					data_files: [
						{ split: "train", path: "en/train.csv" },
						{ split: "test", path: "en/test.csv" },
					],
				},
				{ config_name: "fr", default: true, data_files: { train: "fr/train-*.csv", test: ["fr/test.csv"] } },
			],
		});
		expect(splitsOf(layout)).toEqual({
			fr: { train: ["fr/train-1.csv", "fr/train-2.csv"], test: ["fr/test.csv"] },
			en: { train: ["en/train.csv"], test: ["en/test.csv"] },
		});
		if (layout.viewer) expect(layout.configs.map((c) => c.name)).toEqual(["fr", "en"]);
	});

	it("takes a plain data_files string as train, and a data_dir with conventions", () => {
		const layout = datasetLayout(["a/x.jsonl", "b/train.parquet", "b/test.parquet"], {
			configs: [
				{ config_name: "plain", data_files: "a/*.jsonl" },
				{ config_name: "folder", data_dir: "b" },
			],
		});
		expect(splitsOf(layout)).toEqual({
			plain: { train: ["a/x.jsonl"] },
			folder: { train: ["b/train.parquet"], test: ["b/test.parquet"] },
		});
	});

	it("carries a one-character sep", () => {
		const layout = datasetLayout(["t.csv"], { configs: [{ config_name: "default", data_files: "t.csv", sep: ";" }] });
		if (!layout.viewer) throw new Error("off");
		expect(layout.configs[0]?.separator).toBe(";");
	});

	it("refuses malformed configs", () => {
		expect(datasetLayout(["t.csv"], { configs: [{ config_name: "x", data_files: [{ split: 1 }] }] })).toMatchObject({
			viewer: false,
			reason: "bad-configs",
		});
		expect(datasetLayout(["t.csv"], { configs: [{ config_name: "../x", data_files: "t.csv" }] })).toMatchObject({
			viewer: false,
			reason: "bad-configs",
		});
	});

	it("says so when no file matches", () => {
		expect(datasetLayout(["t.csv"], { configs: [{ config_name: "x", data_files: "nothing/*.csv" }] })).toMatchObject({
			viewer: false,
			reason: "no-data",
		});
	});
});
