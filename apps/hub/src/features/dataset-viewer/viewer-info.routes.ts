import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { ViewerInfo, ViewerSize } from "@atrium/hub-api";
import type { DatasetConfig } from "../../datasets/dataset-layout.ts";
import { featureOf } from "../../datasets/features.ts";
import { ApiError } from "../../errors.ts";
import { splitOf, type ViewerDataset, viewableConfigs } from "./viewer-dataset.ts";
import { PREFIX, type ViewerReads } from "./viewer-reads.ts";

/** The viewer's `/size` and `/info`: rows, columns and bytes of each split, and the features of each config. */
export function viewerInfoRoutes(reads: ViewerReads): AppHono {
	const app = factory.createApp();
	const { runtime, dataset, readSplit, guarded } = reads;

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
				let parquetBytes = config.format === "parquet" ? bytes : 0;
				if (columns === 0) {
					const split = await readSplit(data, config, name, files);
					parquetBytes = split.convertedBytes ?? parquetBytes;
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
					num_bytes_parquet_files: parquetBytes,
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
