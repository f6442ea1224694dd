import {
	Croissant,
	DatasetSnippets,
	ParquetConversionStatus,
	ParquetListing,
	ViewerFirstRows,
	ViewerInfo,
	ViewerParquet,
	ViewerRowsPage,
	ViewerSize,
	ViewerSplits,
	ViewerStatistics,
	ViewerValidity,
} from "@atrium/hub-api";
import { op, query, redirectOp } from "./openapi-operations.ts";

const DATASET = query("dataset", "The dataset id, namespace/name (required)");
const CONFIG = query("config", "The config (subset) name");
const SPLIT = query("split", "The split name");
const PAGE = [
	query("offset", "Rows to skip (default 0)", { type: "integer", minimum: 0 }),
	query("length", "Rows to return (default and maximum 100)", { type: "integer", minimum: 0, maximum: 100 }),
];

const withQuery = (parameters: Record<string, unknown>[]) => ({ parameters });

/** The dataset viewer routes (datasets-server shapes) and the hub's Parquet listing (features/dataset-viewer). */
export function datasetViewerPaths(): Record<string, unknown> {
	const PATH = ["namespace", "name"].map((name) => ({ name, in: "path", required: true, schema: { type: "string" } }));
	const path = (names: string[]) =>
		names.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } }));
	return {
		"/datasets-server/is-valid": {
			get: op(
				"Dataset viewer: which features work (viewer, preview, search, filter, statistics)",
				[],
				withQuery([DATASET]),
				ViewerValidity,
			),
		},
		"/datasets-server/splits": {
			get: op("Dataset viewer: configs and splits", [], withQuery([DATASET, CONFIG]), ViewerSplits),
		},
		"/datasets-server/first-rows": {
			get: op(
				"Dataset viewer: the first 100 rows of a split",
				[],
				withQuery([DATASET, CONFIG, SPLIT]),
				ViewerFirstRows,
			),
		},
		"/datasets-server/rows": {
			get: op("Dataset viewer: a page of rows", [], withQuery([DATASET, CONFIG, SPLIT, ...PAGE]), ViewerRowsPage),
		},
		"/datasets-server/search": {
			get: op(
				"Dataset viewer: rows whose string columns contain the query text (case-insensitive)",
				[],
				withQuery([DATASET, CONFIG, SPLIT, query("query", "Text to find (required)"), ...PAGE]),
				ViewerRowsPage,
			),
		},
		"/datasets-server/filter": {
			get: op(
				"Dataset viewer: rows matching a where condition, in an orderby order (the documented SQL subset, parsed)",
				[],
				withQuery([
					DATASET,
					CONFIG,
					SPLIT,
					query("where", `Condition, e.g. "age">30 AND ("name"='Simone' OR "children"=0)`),
					query("orderby", `Ordering, e.g. "age" DESC`),
					...PAGE,
				]),
				ViewerRowsPage,
			),
		},
		"/datasets-server/statistics": {
			get: op(
				"Dataset viewer: per-column statistics of a split",
				[],
				withQuery([DATASET, CONFIG, SPLIT]),
				ViewerStatistics,
			),
		},
		"/datasets-server/size": {
			get: op(
				"Dataset viewer: rows and bytes per dataset, config and split",
				[],
				withQuery([DATASET, CONFIG]),
				ViewerSize,
			),
		},
		"/datasets-server/info": {
			get: op(
				"Dataset viewer: dataset info (features, splits) per config",
				[],
				withQuery([DATASET, CONFIG]),
				ViewerInfo,
			),
		},
		"/datasets-server/parquet": {
			get: op(
				"Dataset viewer: the dataset's Parquet files (refs/convert/parquet once converted; pending and failed say how the conversion stands)",
				[],
				withQuery([DATASET, CONFIG]),
				ViewerParquet,
			),
		},
		"/api/datasets/{namespace}/{name}/croissant": {
			get: op(
				"The dataset's Croissant JSON-LD metadata: its Parquet files, configs, splits and columns",
				[],
				{ parameters: PATH },
				Croissant,
			),
		},
		"/api/datasets/{namespace}/{name}/snippets": {
			get: op(
				"Use this dataset: snippets of the dataset libraries that read it, aimed at this hub",
				[],
				{ parameters: PATH },
				DatasetSnippets,
			),
		},
		"/api/datasets/{namespace}/{name}/parquet-conversion": {
			get: op(
				"The state of the dataset's conversion to Parquet on refs/convert/parquet",
				[],
				{ parameters: PATH },
				ParquetConversionStatus,
			),
		},
		"/api/datasets/{namespace}/{name}/parquet": {
			get: op("Parquet file URLs by config and split", [], { parameters: PATH }, ParquetListing),
		},
		"/api/datasets/{namespace}/{name}/parquet/{config}": {
			get: op(
				"Parquet file URLs of a config, by split",
				[],
				{ parameters: path(["namespace", "name", "config"]) },
				ParquetListing,
			),
		},
		"/api/datasets/{namespace}/{name}/parquet/{config}/{split}": {
			get: op(
				"Parquet file URLs of a split",
				[],
				{ parameters: path(["namespace", "name", "config", "split"]) },
				ParquetListing,
			),
		},
		"/api/datasets/{namespace}/{name}/parquet/{config}/{split}/{file}": {
			get: {
				...redirectOp("Redirect to the n-th Parquet file of a split ({file} is n.parquet)"),
				parameters: path(["namespace", "name", "config", "split", "file"]),
			},
		},
	};
}
