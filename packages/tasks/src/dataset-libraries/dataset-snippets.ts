import { endpointOf, type HubEndpointOptions, pointAtHub } from "../snippets/hub-endpoint.ts";
import { type Code, code } from "../snippets/shared/code-template.ts";
import { py, pyValue } from "../snippets/shared/literals.ts";
import type { SnippetLanguage } from "../snippets/types.ts";
import type { DatasetLibraryKey } from "./registry.ts";

/**
 * "Use this dataset" snippets, chosen as the public hub chooses its dataset libraries (the dataset
 * viewer's `compatible_libraries`): `datasets` for every viewable dataset; for Parquet, CSV and JSON,
 * pandas when each split is one file (Dask otherwise), Polars, DuckDB and Croissant (the hub's
 * Croissant metadata describes the Parquet conversion, which media folders do not have); Argilla and
 * FiftyOne by the card's tags. Every value enters through a literal encoder; every snippet is Python,
 * aimed at `endpoint` (`HF_ENDPOINT` for `huggingface_hub`-based readers, the hub's URLs for the
 * others, its Parquet conversion `@~parquet` where one path must cover every format).
 */

/** A data format as the hub's dataset layout names it. */
export type DatasetFormat = "parquet" | "csv" | "json" | "imagefolder" | "audiofolder";

/** One config of a dataset: its format and each split's files (repository paths). */
export interface DatasetConfigFiles {
	name: string;
	format: DatasetFormat;
	/** The CSV separator, when not a comma (`\t` for TSV). */
	separator?: string;
	splits: { name: string; files: string[] }[];
}

/** What the snippets are made from. */
export interface DatasetDescription {
	id: string;
	tags: readonly string[];
	/** Viewable configs, the default one first. */
	configs: DatasetConfigFiles[];
	/** Reading needs a token (a private or gated dataset). */
	loginRequired: boolean;
}

/** One snippet of one dataset library. */
export interface DatasetSnippet {
	library: DatasetLibraryKey;
	language: SnippetLanguage;
	title: string;
	code: string;
}

const PUBLIC_HUB = "https://huggingface.co";

const TABULAR = new Set<DatasetFormat>(["parquet", "csv", "json"]);

const LOGIN = code`
	# Log in first (hf auth login, or HF_TOKEN): this dataset is not public.

`;

/** The pandas reader of a config's format. */
function pandasReader(config: DatasetConfigFiles): Code {
	if (config.format === "parquet") return code`pd.read_parquet`;
	if (config.format === "json") return code`pd.read_json`;
	return code`pd.read_csv`;
}

/** The reader's extra arguments for a file: JSON Lines, a CSV separator. */
function pandasArguments(config: DatasetConfigFiles, path: string): Code {
	if (config.format === "json" && path.endsWith(".jsonl")) return code`, lines=True`;
	if (config.format === "csv" && config.separator && config.separator !== ",")
		return code`, sep=${py(config.separator)}`;
	return code``;
}

/** pandas, when every split of the config is one file; reads the first split. */
function pandasSnippet(dataset: DatasetDescription, config: DatasetConfigFiles, login: Code): Code | undefined {
	if (!config.splits.every((split) => split.files.length === 1)) return undefined;
	const first = config.splits[0];
	const firstFile = first?.files[0];
	if (!first || !firstFile) return undefined;
	const reader = pandasReader(config);
	const args = pandasArguments(config, firstFile);
	if (config.splits.length === 1)
		return code`
			import pandas as pd

			${login}df = ${reader}(${py(`hf://datasets/${dataset.id}/${firstFile}`)}${args})
		`;
	const splits = Object.fromEntries(config.splits.map((split) => [split.name, split.files[0] ?? ""]));
	return code`
		import pandas as pd

		${login}splits = ${pyValue(splits)}
		df = ${reader}(${py(`hf://datasets/${dataset.id}/`)} + splits[${py(first.name)}]${args})
	`;
}

/** The path of a split's Parquet files on the conversion ref (`@~parquet`), as a glob. */
function parquetGlob(dataset: DatasetDescription, config: DatasetConfigFiles, split: string): string {
	return `hf://datasets/${dataset.id}@~parquet/${config.name}/${split}/*.parquet`;
}

/** The `resolve` URLs of a split's Parquet files on this hub's conversion ref. */
function parquetUrls(hub: string, dataset: DatasetDescription, config: DatasetConfigFiles, split: string): string[] {
	const count =
		config.format === "parquet" ? (config.splits.find((entry) => entry.name === split)?.files.length ?? 1) : 1;
	const path = (index: number) =>
		[config.name, split, `${String(index).padStart(4, "0")}.parquet`].map(encodeURIComponent).join("/");
	return Array.from(
		{ length: Math.min(count, 20) },
		(_, index) => `${hub}/datasets/${dataset.id}/resolve/~parquet/${path(index)}`,
	);
}

/** A string or, for several, a list literal. */
function oneOrList(values: string[]): Code {
	return values.length === 1 ? py(values[0] ?? "") : pyValue(values);
}

function tabularSnippets(
	hub: string,
	dataset: DatasetDescription,
	config: DatasetConfigFiles,
	login: Code,
): DatasetSnippet[] {
	const split = config.splits[0]?.name;
	if (!split) return [];
	const out: DatasetSnippet[] = [];
	const pandas = pandasSnippet(dataset, config, login);
	if (pandas) out.push({ library: "pandas", language: "python", title: "Load a split with pandas", code: pandas });
	else
		out.push({
			library: "dask",
			language: "python",
			title: "Load a split with Dask (from its Parquet conversion)",
			code: code`
				import dask.dataframe as dd

				${login}df = dd.read_parquet(${py(parquetGlob(dataset, config, split))})
			`,
		});
	const urls = oneOrList(parquetUrls(hub, dataset, config, split));
	out.push({
		library: "polars",
		language: "python",
		title: "Load a split with Polars (from its Parquet conversion)",
		code: dataset.loginRequired
			? code`
				import polars as pl
				from huggingface_hub import get_token

				df = pl.read_parquet(${urls}, storage_options={"Authorization": f"Bearer {get_token()}"})
			`
			: code`
				import polars as pl

				df = pl.read_parquet(${urls})
			`,
	});
	if (!dataset.loginRequired)
		out.push({
			library: "duckdb",
			language: "python",
			title: "Query a split with DuckDB (from its Parquet conversion)",
			code: code`
				import duckdb

				duckdb.read_parquet(${urls}).limit(10).show()
			`,
		});
	return out;
}

/** The snippets of a dataset, aimed at `endpoint` (the public hub without one). */
export function datasetSnippets(dataset: DatasetDescription, options: HubEndpointOptions = {}): DatasetSnippet[] {
	const endpoint = endpointOf(options);
	const hub = endpoint ?? PUBLIC_HUB;
	const config = dataset.configs[0];
	if (!config) return [];
	const login = dataset.loginRequired ? LOGIN : code``;
	const several = dataset.configs.length > 1;
	const snippets: DatasetSnippet[] = [
		{
			library: "datasets",
			language: "python",
			title: "Load the dataset with datasets",
			code: several
				? code`
					from datasets import load_dataset

					${login}ds = load_dataset(${py(dataset.id)}, ${py(config.name)})
				`
				: code`
					from datasets import load_dataset

					${login}ds = load_dataset(${py(dataset.id)})
				`,
		},
	];
	if (TABULAR.has(config.format)) {
		snippets.push(...tabularSnippets(hub, dataset, config, login));
		// The hub's Croissant metadata describes the Parquet conversion, which tables have and media folders lack.
		const croissant = py(`${hub}/api/datasets/${dataset.id}/croissant`);
		snippets.push({
			library: "mlcroissant",
			language: "python",
			title: "Read the records of its Croissant metadata",
			code: dataset.loginRequired
				? code`
					import requests
					from huggingface_hub.utils import build_hf_headers
					from mlcroissant import Dataset

					jsonld = requests.get(${croissant}, headers=build_hf_headers()).json()
					ds = Dataset(jsonld=jsonld)
					records = ds.records(${py(config.name)})
				`
				: code`
					from mlcroissant import Dataset

					ds = Dataset(jsonld=${croissant})
					records = ds.records(${py(config.name)})
				`,
		});
	}
	const tags = new Set(dataset.tags.map((tag) => tag.toLowerCase()));
	if (tags.has("argilla"))
		snippets.push({
			library: "argilla",
			language: "python",
			title: "Load the dataset into Argilla",
			code: code`
				import argilla as rg

				ds = rg.Dataset.from_hub(${py(dataset.id)})
			`,
		});
	if (tags.has("fiftyone"))
		snippets.push({
			library: "fiftyone",
			language: "python",
			title: "Load the dataset into FiftyOne",
			code: code`
				from fiftyone.utils.huggingface import load_from_hub

				dataset = load_from_hub(${py(dataset.id)})
			`,
		});
	return aimed(snippets, endpoint);
}

/** The snippets rewritten to read from `endpoint` (`HF_ENDPOINT` first), or as they are without one. */
function aimed(snippets: DatasetSnippet[], endpoint: string | undefined): DatasetSnippet[] {
	if (!endpoint) return snippets;
	return snippets.map((snippet) => {
		const { library, ...generated } = snippet;
		return { library, ...pointAtHub(generated, endpoint), title: snippet.title };
	});
}
