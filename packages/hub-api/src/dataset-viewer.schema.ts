import { z } from "zod";
import { named } from "./registry.ts";

/** The datasets-server answers (`huggingface/dataset-viewer` `docs/source/openapi.json`), served under `/datasets-server`. */

export const ViewerValidity = named(
	"ViewerValidity",
	z.strictObject({
		viewer: z.boolean(),
		preview: z.boolean(),
		search: z.boolean(),
		filter: z.boolean(),
		statistics: z.boolean(),
	}),
	"GET /datasets-server/is-valid: which viewer features work for the dataset",
);

const SplitItem = z.strictObject({ dataset: z.string(), config: z.string(), split: z.string() });

export const ViewerSplits = named(
	"ViewerSplits",
	z.strictObject({ splits: z.array(SplitItem), pending: z.array(z.unknown()), failed: z.array(z.unknown()) }),
);

const FeatureItem = z.strictObject({
	feature_idx: z.number().int(),
	name: z.string(),
	type: z.record(z.string(), z.unknown()),
});
const RowItem = z.strictObject({
	row_idx: z.number().int(),
	row: z.record(z.string(), z.unknown()),
	truncated_cells: z.array(z.string()),
});

export const ViewerFirstRows = named(
	"ViewerFirstRows",
	z.strictObject({
		dataset: z.string(),
		config: z.string(),
		split: z.string(),
		features: z.array(FeatureItem),
		rows: z.array(RowItem),
		truncated: z.boolean(),
	}),
);

export const ViewerRowsPage = named(
	"ViewerRowsPage",
	z.strictObject({
		features: z.array(FeatureItem),
		rows: z.array(RowItem),
		num_rows_total: z.number().int(),
		num_rows_per_page: z.number().int(),
		partial: z.boolean(),
	}),
	"GET /datasets-server/rows, /search and /filter: a page of rows and the number of matching rows",
);

const ParquetFile = z.strictObject({
	dataset: z.string(),
	config: z.string(),
	split: z.string(),
	url: z.string(),
	filename: z.string(),
	size: z.number().int(),
});

export const ViewerParquet = named(
	"ViewerParquet",
	z.strictObject({
		parquet_files: z.array(ParquetFile),
		pending: z.array(z.unknown()),
		failed: z.array(z.unknown()),
		partial: z.boolean(),
	}),
);

const SplitInfo = z.strictObject({
	name: z.string(),
	num_bytes: z.number().int(),
	num_examples: z.number().int(),
	dataset_name: z.string(),
});

export const ViewerInfo = named(
	"ViewerInfo",
	z.strictObject({
		dataset_info: z.union([
			z.strictObject({
				config_name: z.string(),
				dataset_name: z.string(),
				features: z.record(z.string(), z.unknown()),
				splits: z.record(z.string(), SplitInfo),
				download_size: z.number().int(),
				dataset_size: z.number().int(),
			}),
			z.record(z.string(), z.unknown()),
		]),
		pending: z.array(z.unknown()),
		failed: z.array(z.unknown()),
		partial: z.boolean(),
	}),
);

const SizeCommon = {
	dataset: z.string(),
	num_bytes_original_files: z.number().int(),
	num_bytes_parquet_files: z.number().int(),
	num_bytes_memory: z.number().int(),
	num_rows: z.number().int(),
	estimated_num_rows: z.number().int().nullable(),
};

export const ViewerSize = named(
	"ViewerSize",
	z.strictObject({
		size: z.strictObject({
			dataset: z.strictObject(SizeCommon).optional(),
			config: z.strictObject({ ...SizeCommon, config: z.string(), num_columns: z.number().int() }).optional(),
			configs: z.array(z.strictObject({ ...SizeCommon, config: z.string(), num_columns: z.number().int() })).optional(),
			splits: z.array(
				z.strictObject({ ...SizeCommon, config: z.string(), split: z.string(), num_columns: z.number().int() }),
			),
		}),
		pending: z.array(z.unknown()),
		failed: z.array(z.unknown()),
		partial: z.boolean(),
	}),
);

export const ViewerStatistics = named(
	"ViewerStatistics",
	z.strictObject({
		num_examples: z.number().int(),
		statistics: z.array(
			z.strictObject({
				column_name: z.string(),
				column_type: z.enum(["int", "float", "bool", "string_label", "string_text"]),
				column_statistics: z.record(z.string(), z.unknown()),
			}),
		),
		partial: z.boolean(),
	}),
);

/** `GET /api/datasets/{id}/parquet`: config → split → Parquet file URLs (the public hub's listing). */
export const ParquetListing = named(
	"ParquetListing",
	z.union([z.record(z.string(), z.record(z.string(), z.array(z.string()))), z.array(z.string())]),
);
/** `GET /api/datasets/{id}/parquet-conversion`: where the hub's conversion to `refs/convert/parquet` stands (decision 042). */
export const ParquetConversionStatus = named(
	"ParquetConversionStatus",
	z.strictObject({
		state: z
			.enum(["none", "pending", "running", "done", "failed"])
			.describe("none: never queued (not a dataset commit since the hub converts); done: the ref holds the conversion"),
		sourceCommit: z.string().nullable().describe("the default-branch commit being (or last) converted"),
		upToDate: z.boolean().describe("the conversion is done and was made from the current head of the default branch"),
		convertedCommit: z.string().nullable().describe("the commit on refs/convert/parquet the last conversion made"),
		attempts: z.number().int(),
		error: z.string().nullable().describe("why the conversion failed, or why there was nothing to convert"),
		updatedAt: z.string().nullable(),
	}),
	"GET /api/datasets/{namespace}/{name}/parquet-conversion: the state of the dataset's Parquet conversion",
);
/** `GET /api/datasets/{id}/croissant`: Croissant 1.1 JSON-LD (https://mlcommons.org/croissant/1.1). */
export const Croissant = named(
	"Croissant",
	z.strictObject({
		"@context": z.record(z.string(), z.unknown()),
		"@type": z.literal("sc:Dataset"),
		conformsTo: z.string(),
		name: z.string(),
		description: z.string().optional(),
		license: z.string().optional(),
		url: z.string(),
		distribution: z.array(z.record(z.string(), z.unknown())).describe("cr:FileObject and cr:FileSet entries"),
		recordSet: z.array(z.record(z.string(), z.unknown())).describe("per config: its splits, then its columns"),
	}),
	"GET /api/datasets/{namespace}/{name}/croissant: the dataset's Croissant metadata",
);
export type Croissant = z.infer<typeof Croissant>;
export type ParquetConversionStatus = z.infer<typeof ParquetConversionStatus>;
export type ViewerValidity = z.infer<typeof ViewerValidity>;
export type ViewerSplits = z.infer<typeof ViewerSplits>;
export type ViewerFirstRows = z.infer<typeof ViewerFirstRows>;
export type ViewerRowsPage = z.infer<typeof ViewerRowsPage>;
export type ViewerParquet = z.infer<typeof ViewerParquet>;
export type ViewerInfo = z.infer<typeof ViewerInfo>;
export type ViewerSize = z.infer<typeof ViewerSize>;
export type ViewerStatistics = z.infer<typeof ViewerStatistics>;
export type ParquetListing = z.infer<typeof ParquetListing>;
