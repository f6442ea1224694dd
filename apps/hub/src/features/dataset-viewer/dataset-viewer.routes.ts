import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type {
	ViewerFirstRows,
	ViewerInfo,
	ViewerRowsPage,
	ViewerSize,
	ViewerSplits,
	ViewerStatistics,
	ViewerValidity,
} from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import type { DatasetConfig } from "../../datasets/dataset-layout.ts";
import { featureOf } from "../../datasets/features.ts";
import {
	columnsOf,
	FilterSyntaxError,
	type FilterNode,
	type OrderTerm,
	parseOrderBy,
	parseWhere,
	unknownColumns,
} from "../../datasets/filter-query.ts";
import type { LocalSplit, PageQuery, RowsPage } from "../../datasets/split-reader.ts";
import { ViewerQueryFailed, ViewerQueryTimeout } from "../../datasets/viewer-engine.ts";
import { ApiError } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";
import {
	type DatasetFile,
	loadViewerDataset,
	splitOf,
	type ViewerDataset,
	resolveUrl,
	ViewerMoved,
	viewableConfigs,
} from "./viewer-dataset.ts";
import { viewerRuntime } from "./viewer-runtime.ts";

const PREFIX = "/datasets-server";

function integerParam(value: string | undefined, name: string, fallback: number, max: number): number {
	if (value === undefined || value === "") return fallback;
	if (!/^\d{1,16}$/.test(value) || Number(value) > max)
		throw new ApiError("BadRequest", `${name} must be a whole number from 0 to ${max}.`);
	return Number(value);
}

function fileUrl(c: AppContext, deps: AppDeps, dataset: ViewerDataset, path: string): string {
	return resolveUrl(c, deps, dataset.id, dataset.revision, path);
}

/** Image and audio folders: rows built from the file list (a media cell, and the folder name as `label` when files sit in several folders). */
function mediaPage(
	c: AppContext,
	deps: AppDeps,
	dataset: ViewerDataset,
	config: DatasetConfig,
	files: DatasetFile[],
	offset: number,
	length: number,
): { features: ViewerRowsPage["features"]; page: ViewerRowsPage["rows"]; total: number } {
	const folders = new Set(files.map((file) => file.path.slice(0, file.path.lastIndexOf("/") + 1)));
	const labelled = folders.size > 1;
	const column = config.format === "imagefolder" ? "image" : "audio";
	const features: ViewerRowsPage["features"] = [
		{ feature_idx: 0, name: column, type: { _type: config.format === "imagefolder" ? "Image" : "Audio" } },
		...(labelled ? [{ feature_idx: 1, name: "label", type: { dtype: "string", _type: "Value" } }] : []),
	];
	const page = files.slice(offset, offset + length).map((file, index) => {
		const src = fileUrl(c, deps, dataset, file.path);
		const folder = file.path.split("/").slice(-2, -1)[0] ?? "";
		const cell = config.format === "imagefolder" ? { src } : [{ src, type: audioType(file.path) }];
		return {
			row_idx: offset + index,
			row: { [column]: cell, ...(labelled ? { label: folder } : {}) },
			truncated_cells: [],
		};
	});
	return { features, page, total: files.length };
}

function audioType(path: string): string {
	const extension = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
	return (
		{ mp3: "audio/mpeg", wav: "audio/wav", flac: "audio/flac", ogg: "audio/ogg", opus: "audio/ogg", m4a: "audio/mp4" }[
			extension
		] ?? "application/octet-stream"
	);
}

/** The dataset viewer API (datasets-server shapes) under `/datasets-server`; `/parquet` and the hub's Parquet listing are in parquet.routes.ts. */
export function datasetViewerRoutes(deps: AppDeps): AppHono {
	const app = factory.createApp();
	const runtime = viewerRuntime(deps);

	async function dataset(c: AppContext): Promise<ViewerDataset> {
		return loadViewerDataset(c, deps, c.req.query("dataset"));
	}

	/** A split's files on local disk, or `DatasetNotViewable` when a blob is missing from the store. */
	async function localSplit(
		config: DatasetConfig,
		files: DatasetFile[],
	): Promise<LocalSplit & { names: Map<string, string> }> {
		const names = new Map<string, string>();
		const paths: string[] = [];
		for (const file of files) {
			const local = await runtime.files.pathOf(file.sha256).catch(() => undefined);
			if (!local) throw new ApiError("DatasetNotViewable", `The data file ${file.path} cannot be read from storage.`);
			names.set(local, file.path);
			paths.push(local);
		}
		if (config.format === "imagefolder" || config.format === "audiofolder")
			throw new ApiError("DatasetNotViewable", "Image and audio folders have no table to query.");
		return { format: config.format, ...(config.separator ? { separator: config.separator } : {}), paths, names };
	}

	/** Runs a reader call, turning engine failures into stable errors whose messages name repository paths, never local ones. */
	async function guarded<T>(
		split: { names: Map<string, string> },
		work: () => Promise<T>,
		filtering = false,
	): Promise<T> {
		try {
			return await work();
		} catch (error) {
			if (error instanceof ViewerQueryTimeout)
				throw new ApiError("DatasetQueryTooCostly", `The query was stopped: ${error.message}.`);
			if (error instanceof ViewerQueryFailed) {
				let message = (error.message.split("\n")[0] ?? "").slice(0, 300);
				for (const [local, path] of split.names) message = message.replaceAll(local, path);
				message = message.replace(/\/[^\s"']*\/(?:blobs|viewer-cache)\/[^\s"']*/g, "(a data file)");
				if (/out of memory|memory limit/i.test(message))
					throw new ApiError("DatasetQueryTooCostly", `The query needs more memory than the viewer has: ${message}`);
				if (filtering && /^(Binder|Conversion) Error/.test(message))
					throw new ApiError("InvalidFilter", `The filter does not fit the columns' types: ${message}`);
				throw new ApiError("DatasetNotViewable", `A data file of this split cannot be read: ${message}`);
			}
			throw error;
		}
	}

	/**
	 * An image or audio folder whose split has one metadata file (`metadata.csv`/`.jsonl` in a folder
	 * holding the split's files): its rows, with `file_name` (relative to the metadata file) turned into
	 * the media cell. Undefined when there is no such single file.
	 */
	async function metadataPage(
		data: ViewerDataset,
		config: DatasetConfig,
		files: DatasetFile[],
		offset: number,
		length: number,
		urlOf: (path: string) => string,
	): Promise<ViewerRowsPage | undefined> {
		const applicable = config.metadata.filter((path) => {
			const folder = path.slice(0, path.lastIndexOf("/") + 1);
			return files.some((file) => file.path.startsWith(folder));
		});
		if (applicable.length !== 1) return undefined;
		const metadataPath = applicable[0] as string;
		const metadata = data.files.get(metadataPath);
		if (!metadata) return undefined;
		const folder = metadataPath.slice(0, metadataPath.lastIndexOf("/") + 1);
		const local = await localSplit({ ...config, format: metadataPath.endsWith(".csv") ? "csv" : "json" }, [metadata]);
		const reader = await runtime.reader();
		const page = await guarded(local, () => reader.page(local, { offset, length }));
		if (!page.columns.some((column) => column.name === "file_name"))
			throw new ApiError("DatasetNotViewable", `The metadata file ${metadataPath} has no file_name column.`);
		const column = config.format === "imagefolder" ? "image" : "audio";
		const known = new Set(files.map((file) => file.path));
		const others = page.columns.filter((entry) => entry.name !== "file_name" && entry.name !== column);
		return {
			features: [
				{ feature_idx: 0, name: column, type: { _type: config.format === "imagefolder" ? "Image" : "Audio" } },
				...others.map((entry, index) => ({ feature_idx: index + 1, name: entry.name, type: featureOf(entry.type) })),
			],
			rows: page.rows.map((row) => {
				const path = `${folder}${String(row.row.file_name ?? "").replace(/^\.?\/+/, "")}`;
				const src = known.has(path) ? urlOf(path) : null;
				const cell = src === null ? null : config.format === "imagefolder" ? { src } : [{ src, type: audioType(path) }];
				return {
					row_idx: row.row_idx,
					row: { [column]: cell, ...Object.fromEntries(others.map((entry) => [entry.name, row.row[entry.name]])) },
					truncated_cells: row.truncated_cells.filter((name) => name !== "file_name"),
				};
			}),
			num_rows_total: page.total,
			num_rows_per_page: LIMITS.viewerPageRows,
			partial: false,
		};
	}

	async function rowsAnswer(c: AppContext, query: PageQuery, filtering = false): Promise<ViewerRowsPage> {
		const data = await dataset(c);
		const { config, files } = splitOf(data, c.req.query("config"), c.req.query("split"));
		if (config.format === "imagefolder" || config.format === "audiofolder") {
			if (query.where || query.search !== undefined || query.orderBy)
				throw new ApiError("DatasetNotViewable", "Search and filter are not available for image and audio folders.");
			const withMetadata = await metadataPage(data, config, files, query.offset, query.length, (path) =>
				fileUrl(c, deps, data, path),
			);
			if (withMetadata) return withMetadata;
			const media = mediaPage(c, deps, data, config, files, query.offset, query.length);
			return {
				features: media.features,
				rows: media.page,
				num_rows_total: media.total,
				num_rows_per_page: LIMITS.viewerPageRows,
				partial: false,
			};
		}
		const split = await localSplit(config, files);
		const reader = await runtime.reader();
		if (query.where || query.orderBy) {
			const names = (await guarded(split, () => reader.columns(split))).map((column) => column.name);
			const unknown = unknownColumns(
				[...(query.where ? columnsOf(query.where) : []), ...(query.orderBy ?? []).map((term) => term.column)],
				names,
			);
			if (unknown.length > 0)
				throw new ApiError(
					"InvalidFilter",
					`The split has no column ${unknown.map((name) => JSON.stringify(name.slice(0, 100))).join(", ")}.`,
				);
		}
		const page: RowsPage = await guarded(split, () => reader.page(split, query), filtering);
		return {
			features: page.columns.map((column, index) => ({
				feature_idx: index,
				name: column.name,
				type: featureOf(column.type),
			})),
			rows: page.rows,
			num_rows_total: page.total,
			num_rows_per_page: LIMITS.viewerPageRows,
			partial: false,
		};
	}

	function pageParams(c: AppContext): { offset: number; length: number } {
		return {
			offset: integerParam(c.req.query("offset"), "offset", 0, LIMITS.viewerOffset),
			length: integerParam(c.req.query("length"), "length", LIMITS.viewerPageRows, LIMITS.viewerPageRows),
		};
	}

	app.onError((error, c) => {
		if (error instanceof ViewerMoved) {
			const url = new URL(c.req.url);
			url.searchParams.set("dataset", error.to);
			return c.redirect(`${url.pathname}?${url.searchParams.toString()}`, 307);
		}
		throw error;
	});

	app.get(`${PREFIX}/is-valid`, async (c) => {
		const data = await dataset(c);
		const tabular =
			data.layout.viewer &&
			data.layout.configs.some((config) => config.format !== "imagefolder" && config.format !== "audiofolder");
		const answer: ViewerValidity = {
			viewer: data.layout.viewer,
			preview: data.layout.viewer,
			search: tabular,
			filter: tabular,
			statistics: tabular,
		};
		return c.json(answer);
	});

	app.get(`${PREFIX}/splits`, async (c) => {
		const data = await dataset(c);
		const only = c.req.query("config");
		const configs = viewableConfigs(data).filter((config) => !only || config.name === only);
		if (only && configs.length === 0)
			throw new ApiError(
				"ConfigNotFound",
				`The dataset ${data.id} has no config ${JSON.stringify(only.slice(0, 100))}.`,
			);
		const answer: ViewerSplits = {
			splits: configs.flatMap((config) =>
				config.splits.map((split) => ({ dataset: data.id, config: config.name, split: split.name })),
			),
			pending: [],
			failed: [],
		};
		return c.json(answer);
	});

	app.get(`${PREFIX}/first-rows`, async (c) => {
		const page = await rowsAnswer(c, { offset: 0, length: LIMITS.viewerPageRows });
		const answer: ViewerFirstRows = {
			dataset: c.req.query("dataset") ?? "",
			config: c.req.query("config") ?? "",
			split: c.req.query("split") ?? "",
			features: page.features,
			rows: page.rows,
			truncated: page.num_rows_total > page.rows.length,
		};
		return c.json(answer);
	});

	app.get(`${PREFIX}/rows`, async (c) => c.json(await rowsAnswer(c, pageParams(c))));

	app.get(`${PREFIX}/search`, async (c) => {
		const search = c.req.query("query");
		if (!search) throw new ApiError("BadRequest", "Give the text to search for as ?query=TEXT.");
		if (search.length > LIMITS.queryValueChars)
			throw new ApiError("LimitExceeded", `The search text is longer than ${LIMITS.queryValueChars} characters.`);
		return c.json(await rowsAnswer(c, { ...pageParams(c), search }));
	});

	app.get(`${PREFIX}/filter`, async (c) => {
		const whereText = c.req.query("where");
		const orderText = c.req.query("orderby");
		let where: FilterNode | undefined;
		let orderBy: OrderTerm[] | undefined;
		try {
			if (whereText) where = parseWhere(whereText);
			if (orderText) orderBy = parseOrderBy(orderText);
		} catch (error) {
			if (error instanceof FilterSyntaxError)
				throw new ApiError(
					"InvalidFilter",
					`The ${where || !whereText ? "orderby" : "where"} parameter ${error.message}.`,
				);
			throw error;
		}
		return c.json(
			await rowsAnswer(c, { ...pageParams(c), ...(where ? { where } : {}), ...(orderBy ? { orderBy } : {}) }, true),
		);
	});

	app.get(`${PREFIX}/statistics`, async (c) => {
		const data = await dataset(c);
		const { config, files } = splitOf(data, c.req.query("config"), c.req.query("split"));
		const split = await localSplit(config, files);
		const reader = await runtime.reader();
		const stats = await guarded(split, () => reader.statistics(split, LIMITS.viewerStatisticsMs));
		const answer: ViewerStatistics = { ...stats, partial: false };
		return c.json(answer);
	});

	/** Rows, columns and bytes of every split of the given configs. */
	async function sizes(c: AppContext, data: ViewerDataset, configs: DatasetConfig[]) {
		const splits: ViewerSize["size"]["splits"] = [];
		const features: Record<string, Record<string, unknown>> = {};
		for (const config of configs) {
			for (const { name } of config.splits) {
				const { files } = splitOf(data, config.name, name);
				const bytes = files.reduce((sum, file) => sum + file.size, 0);
				let rows = files.length;
				let columns = config.format === "imagefolder" || config.format === "audiofolder" ? 1 : 0;
				if (columns === 0) {
					const split = await localSplit(config, files);
					const reader = await runtime.reader();
					const described = await guarded(split, () => reader.columns(split));
					columns = described.length;
					features[config.name] = Object.fromEntries(described.map((column) => [column.name, featureOf(column.type)]));
					rows = await guarded(split, () => reader.count(split));
				}
				splits.push({
					dataset: data.id,
					config: config.name,
					split: name,
					num_bytes_original_files: bytes,
					num_bytes_parquet_files: config.format === "parquet" ? bytes : 0,
					num_bytes_memory: 0,
					num_rows: rows,
					num_columns: columns,
					estimated_num_rows: null,
				});
			}
		}
		return { splits, features };
	}

	app.get(`${PREFIX}/size`, async (c) => {
		const data = await dataset(c);
		const only = c.req.query("config");
		const configs = only
			? [
					splitOf(data, only, viewableConfigs(data).find((config) => config.name === only)?.splits[0]?.name ?? "")
						.config,
				]
			: viewableConfigs(data);
		const { splits } = await sizes(c, data, configs);
		const sum = (key: "num_bytes_original_files" | "num_bytes_parquet_files" | "num_rows", of = splits) =>
			of.reduce((total, split) => total + split[key], 0);
		const configSizes = configs.map((config) => {
			const own = splits.filter((split) => split.config === config.name);
			return {
				dataset: data.id,
				config: config.name,
				num_bytes_original_files: sum("num_bytes_original_files", own),
				num_bytes_parquet_files: sum("num_bytes_parquet_files", own),
				num_bytes_memory: 0,
				num_rows: sum("num_rows", own),
				num_columns: own[0]?.num_columns ?? 0,
				estimated_num_rows: null,
			};
		});
		const answer: ViewerSize = {
			size: only
				? { config: configSizes[0], splits }
				: {
						dataset: {
							dataset: data.id,
							num_bytes_original_files: sum("num_bytes_original_files"),
							num_bytes_parquet_files: sum("num_bytes_parquet_files"),
							num_bytes_memory: 0,
							num_rows: sum("num_rows"),
							estimated_num_rows: null,
						},
						configs: configSizes,
						splits,
					},
			pending: [],
			failed: [],
			partial: false,
		};
		return c.json(answer);
	});

	app.get(`${PREFIX}/info`, async (c) => {
		const data = await dataset(c);
		const only = c.req.query("config");
		const configs = viewableConfigs(data);
		const infoOf = async (config: DatasetConfig) => {
			const { splits, features } = await sizes(c, data, [config]);
			const bytes = splits.reduce((total, split) => total + split.num_bytes_original_files, 0);
			return {
				config_name: config.name,
				dataset_name: data.repo.name,
				features: features[config.name] ?? {
					[config.format === "imagefolder" ? "image" : "audio"]: {
						_type: config.format === "imagefolder" ? "Image" : "Audio",
					},
				},
				splits: Object.fromEntries(
					splits.map((split) => [
						split.split,
						{
							name: split.split,
							num_bytes: split.num_bytes_original_files,
							num_examples: split.num_rows,
							dataset_name: data.repo.name,
						},
					]),
				),
				download_size: bytes,
				dataset_size: bytes,
			};
		};
		let info: ViewerInfo["dataset_info"];
		if (only) {
			const config = configs.find((candidate) => candidate.name === only);
			if (!config)
				throw new ApiError(
					"ConfigNotFound",
					`The dataset ${data.id} has no config ${JSON.stringify(only.slice(0, 100))}.`,
				);
			info = await infoOf(config);
		} else {
			info = {};
			for (const config of configs) info[config.name] = await infoOf(config);
		}
		const answer: ViewerInfo = { dataset_info: info, pending: [], failed: [], partial: false };
		return c.json(answer);
	});

	return app;
}
