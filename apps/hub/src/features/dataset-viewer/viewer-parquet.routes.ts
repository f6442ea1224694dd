import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { ViewerParquet } from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import { ApiError } from "../../errors.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { loadViewerDataset, splitOf, type ViewerDataset, viewableConfigs } from "./viewer-dataset.ts";
import { fileUrl, PREFIX, type ViewerReads } from "./viewer-reads.ts";

/** The viewer's `/parquet` and the hub's Parquet listing under `/api/datasets/{id}/parquet`. */
export function viewerParquetRoutes(deps: AppDeps, reads: ViewerReads): AppHono {
	const app = factory.createApp();
	const { dataset } = reads;

	/** Parquet files by config and split: the dataset's own Parquet files (conversion of other formats is not done yet). */
	function parquetFiles(
		c: AppContext,
		data: ViewerDataset,
		configName?: string,
		splitName?: string,
	): ViewerParquet["parquet_files"] {
		const out: ViewerParquet["parquet_files"] = [];
		for (const config of viewableConfigs(data)) {
			if (config.format !== "parquet" || (configName && config.name !== configName)) continue;
			for (const split of config.splits) {
				if (splitName && split.name !== splitName) continue;
				for (const path of split.files) {
					const file = data.files.get(path);
					if (!file) continue;
					out.push({
						dataset: data.id,
						config: config.name,
						split: split.name,
						url: fileUrl(c, deps, data, path),
						filename: path.slice(path.lastIndexOf("/") + 1),
						size: file.size,
					});
				}
			}
		}
		return out;
	}

	app.get(`${PREFIX}/parquet`, async (c) => {
		const data = await dataset(c);
		const answer: ViewerParquet = {
			parquet_files: parquetFiles(c, data, c.req.query("config")),
			pending: [],
			failed: [],
			partial: false,
		};
		return c.json(answer);
	});

	/** `GET /api/datasets/{namespace}/{name}/parquet[/{config}[/{split}]]` (the public hub's listing of Parquet URLs). */
	const listing = async (c: AppContext) => {
		const data = await loadViewerDataset(c, deps, `${c.req.param("namespace")}/${c.req.param("name")}`);
		const configName = c.req.param("config");
		const splitName = c.req.param("split");
		if (configName)
			splitOf(
				data,
				configName,
				splitName ?? viewableConfigs(data).find((config) => config.name === configName)?.splits[0]?.name,
			);
		const files = parquetFiles(c, data, configName, splitName);
		const indexed = (file: ViewerParquet["parquet_files"][number], index: number) =>
			`${publicOrigin(c, deps.config)}/api/datasets/${data.id}/parquet/${encodeURIComponent(file.config)}/${encodeURIComponent(file.split)}/${index}.parquet`;
		const bySplit = new Map<string, ViewerParquet["parquet_files"]>();
		for (const file of files)
			bySplit.set(`${file.config}\n${file.split}`, [...(bySplit.get(`${file.config}\n${file.split}`) ?? []), file]);
		if (configName && splitName) return c.json(files.map(indexed));
		const tree: Record<string, Record<string, string[]>> = {};
		for (const group of bySplit.values())
			for (const [index, file] of group.entries())
				((tree[file.config] ??= {})[file.split] ??= []).push(indexed(file, index));
		return c.json(configName ? (tree[configName] ?? {}) : tree);
	};
	app.get("/api/datasets/:namespace/:name/parquet", listing);
	app.get("/api/datasets/:namespace/:name/parquet/:config", listing);
	app.get("/api/datasets/:namespace/:name/parquet/:config/:split", listing);
	app.get("/api/datasets/:namespace/:name/parquet/:config/:split/:file{[0-9]+\\.parquet}", async (c) => {
		const data = await loadViewerDataset(c, deps, `${c.req.param("namespace")}/${c.req.param("name")}`);
		const { config, split } = splitOf(data, c.req.param("config"), c.req.param("split"));
		const index = Number(c.req.param("file").replace(/\.parquet$/, ""));
		const file = parquetFiles(c, data, config.name, split)[index];
		if (!file)
			throw new ApiError("EntryNotFound", `The split ${split} of ${config.name} has no Parquet file ${index}.`);
		return c.redirect(file.url, 302);
	});

	return app;
}
