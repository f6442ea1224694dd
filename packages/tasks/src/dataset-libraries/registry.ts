/**
 * The dataset libraries the hub offers "Use this dataset" snippets for, beside the model library
 * registry (`../libraries/registry.ts`). Facts (names, repositories, documentation) from
 * `@huggingface/tasks`' `dataset-libraries.ts`, so a dataset page names a library as the public hub does.
 */

/** One dataset library. */
export interface DatasetLibraryEntry {
	/** Display name, e.g. "Datasets". */
	prettyLabel: string;
	/** Name of the library's code repository. */
	repoName: string;
	/** Where the library's code lives. */
	repoUrl: string;
	/** Documentation of the library's use with the hub. */
	docsUrl?: string;
}

export const DATASET_LIBRARIES = {
	mlcroissant: {
		prettyLabel: "Croissant",
		repoName: "croissant",
		repoUrl: "https://github.com/mlcommons/croissant/tree/main/python/mlcroissant",
		docsUrl: "https://huggingface.co/docs/dataset-viewer/mlcroissant",
	},
	webdataset: {
		prettyLabel: "WebDataset",
		repoName: "webdataset",
		repoUrl: "https://github.com/webdataset/webdataset",
		docsUrl: "https://huggingface.co/docs/hub/datasets-webdataset",
	},
	datasets: {
		prettyLabel: "Datasets",
		repoName: "datasets",
		repoUrl: "https://github.com/huggingface/datasets",
		docsUrl: "https://huggingface.co/docs/hub/datasets-usage",
	},
	pandas: {
		prettyLabel: "pandas",
		repoName: "pandas",
		repoUrl: "https://github.com/pandas-dev/pandas",
		docsUrl: "https://huggingface.co/docs/hub/datasets-pandas",
	},
	dask: {
		prettyLabel: "Dask",
		repoName: "dask",
		repoUrl: "https://github.com/dask/dask",
		docsUrl: "https://huggingface.co/docs/hub/datasets-dask",
	},
	distilabel: {
		prettyLabel: "Distilabel",
		repoName: "distilabel",
		repoUrl: "https://github.com/argilla-io/distilabel",
		docsUrl: "https://huggingface.co/docs/hub/datasets-distilabel",
	},
	fiftyone: {
		prettyLabel: "FiftyOne",
		repoName: "fiftyone",
		repoUrl: "https://github.com/voxel51/fiftyone",
		docsUrl: "https://huggingface.co/docs/hub/datasets-fiftyone",
	},
	argilla: {
		prettyLabel: "Argilla",
		repoName: "argilla",
		repoUrl: "https://github.com/argilla-io/argilla",
		docsUrl: "https://huggingface.co/docs/hub/datasets-argilla",
	},
	polars: {
		prettyLabel: "Polars",
		repoName: "polars",
		repoUrl: "https://github.com/pola-rs/polars",
		docsUrl: "https://huggingface.co/docs/hub/datasets-polars",
	},
	duckdb: {
		prettyLabel: "DuckDB",
		repoName: "duckdb",
		repoUrl: "https://github.com/duckdb/duckdb",
		docsUrl: "https://huggingface.co/docs/hub/datasets-duckdb",
	},
} as const satisfies Record<string, DatasetLibraryEntry>;

/** A key of {@link DATASET_LIBRARIES}. */
export type DatasetLibraryKey = keyof typeof DATASET_LIBRARIES;

/** Whether `key` names a dataset library of the registry. */
export function isDatasetLibraryKey(key: string): key is DatasetLibraryKey {
	return Object.hasOwn(DATASET_LIBRARIES, key);
}
