import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { ViewerFirstRows, ViewerRowsPage, ViewerSplits, ViewerStatistics, ViewerValidity } from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import type { DatasetConfig } from "../../datasets/dataset-layout.ts";
import { featureOf } from "../../datasets/features.ts";
import { folderLabels, mediaColumn, metadataFilePath, splitMetadataFile } from "../../datasets/media-split.ts";
import {
	columnsOf,
	FilterSyntaxError,
	type FilterNode,
	type OrderTerm,
	parseOrderBy,
	parseWhere,
	unknownColumns,
} from "../../datasets/filter-query.ts";
import type { PageQuery, RowsPage } from "../../datasets/split-reader.ts";
import { ApiError } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";
import { type DatasetFile, splitOf, type ViewerDataset, ViewerMoved, viewableConfigs } from "./viewer-dataset.ts";
import { viewerInfoRoutes } from "./viewer-info.routes.ts";
import { fileUrl, PREFIX, viewerReads } from "./viewer-reads.ts";

function integerParam(value: string | undefined, name: string, fallback: number, max: number): number {
	if (value === undefined || value === "") return fallback;
	if (!/^\d{1,16}$/.test(value) || Number(value) > max)
		throw new ApiError("BadRequest", `${name} must be a whole number from 0 to ${max}.`);
	return Number(value);
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
	const labels = folderLabels(files.map((file) => file.path));
	const column = mediaColumn(config.format);
	const features: ViewerRowsPage["features"] = [
		{ feature_idx: 0, name: column, type: { _type: config.format === "imagefolder" ? "Image" : "Audio" } },
		...(labels ? [{ feature_idx: 1, name: "label", type: { dtype: "string", _type: "Value" } }] : []),
	];
	const page = files.slice(offset, offset + length).map((file, index) => {
		const src = fileUrl(c, deps, dataset, file.path);
		const cell = config.format === "imagefolder" ? { src } : [{ src, type: audioType(file.path) }];
		return {
			row_idx: offset + index,
			row: { [column]: cell, ...(labels ? { label: labels.labelOf(file.path) } : {}) },
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
	const reads = viewerReads(deps);
	const { runtime, dataset, localSplit, readSplit, guarded } = reads;

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
		const metadataPath = splitMetadataFile(
			config.metadata,
			files.map((file) => file.path),
		);
		const metadata = metadataPath ? data.files.get(metadataPath) : undefined;
		if (!metadataPath || !metadata) return undefined;
		const local = await localSplit({ ...config, format: metadataPath.endsWith(".csv") ? "csv" : "json" }, [metadata]);
		const reader = await runtime.reader();
		const page = await guarded(local, () => reader.page(local, { offset, length }));
		if (!page.columns.some((column) => column.name === "file_name"))
			throw new ApiError("DatasetNotViewable", `The metadata file ${metadataPath} has no file_name column.`);
		const column = mediaColumn(config.format);
		const known = new Set(files.map((file) => file.path));
		const others = page.columns.filter((entry) => entry.name !== "file_name" && entry.name !== column);
		return {
			features: [
				{ feature_idx: 0, name: column, type: { _type: config.format === "imagefolder" ? "Image" : "Audio" } },
				...others.map((entry, index) => ({ feature_idx: index + 1, name: entry.name, type: featureOf(entry.type) })),
			],
			rows: page.rows.map((row) => {
				const path = metadataFilePath(metadataPath, row.row.file_name);
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
		const { config, split: splitName, files } = splitOf(data, c.req.query("config"), c.req.query("split"));
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
		const split = await readSplit(data, config, splitName, files);
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
		const { config, split: splitName, files } = splitOf(data, c.req.query("config"), c.req.query("split"));
		const split = await readSplit(data, config, splitName, files);
		const reader = await runtime.reader();
		const stats = await guarded(split, () => reader.statistics(split, LIMITS.viewerStatisticsMs));
		const answer: ViewerStatistics = { ...stats, partial: false };
		return c.json(answer);
	});

	app.route("/", viewerInfoRoutes(reads));
	return app;
}
