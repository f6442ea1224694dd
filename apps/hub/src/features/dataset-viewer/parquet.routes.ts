import type { ParquetConversionStatus, ViewerParquet } from "@atrium/hub-api";
import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import { parquetConversionOf } from "../../commits/parquet-queue.ts";
import { ApiError } from "../../errors.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { PARQUET_REF } from "../../repos/ref-names.ts";
import { branchHead } from "../../repos/resolve-commit.ts";
import { listAllFiles } from "../../repos/trees.repository.ts";
import { loadViewerDataset, resolveUrl, splitOf, type ViewerDataset, viewableConfigs } from "./viewer-dataset.ts";

type ParquetFile = ViewerParquet["parquet_files"][number];

/** A file of the conversion ref as the public hub lays it out: `{config}/{split}/{nnnn}.parquet`. */
const CONVERTED_PATH = /^([^/]+)\/([^/]+)\/(\d{4,5})\.parquet$/;

/**
 * The Parquet files of a dataset by config and split: those on `refs/convert/parquet` once the hub
 * converted the dataset (decision 042); before that, the dataset's own Parquet files.
 */
async function parquetFiles(
	c: AppContext,
	deps: AppDeps,
	data: ViewerDataset,
	configName?: string,
	splitName?: string,
): Promise<ParquetFile[]> {
	const wanted = (config: string, split: string) =>
		(!configName || config === configName) && (!splitName || split === splitName);
	const converted = await branchHead(deps.db.kysely, data.repo.pk, PARQUET_REF);
	if (converted) {
		const entries = await listAllFiles(deps.db.kysely, data.repo.pk, converted.tree_oid);
		return entries.flatMap((entry) => {
			const match = CONVERTED_PATH.exec(entry.path);
			if (!match || !wanted(match[1] as string, match[2] as string)) return [];
			return [
				{
					dataset: data.id,
					config: match[1] as string,
					split: match[2] as string,
					url: resolveUrl(c, deps, data.id, PARQUET_REF, entry.path),
					filename: `${match[3]}.parquet`,
					size: Number(entry.size),
				},
			];
		});
	}
	const out: ParquetFile[] = [];
	for (const config of viewableConfigs(data)) {
		if (config.format !== "parquet") continue;
		for (const split of config.splits) {
			if (!wanted(config.name, split.name)) continue;
			for (const path of split.files) {
				const file = data.files.get(path);
				if (!file) continue;
				out.push({
					dataset: data.id,
					config: config.name,
					split: split.name,
					url: resolveUrl(c, deps, data.id, data.revision, path),
					filename: path.slice(path.lastIndexOf("/") + 1),
					size: file.size,
				});
			}
		}
	}
	return out;
}

/** The conversion state of a readable dataset, as the API shows it. */
async function conversionStatus(deps: AppDeps, data: ViewerDataset): Promise<ParquetConversionStatus> {
	const row = await parquetConversionOf(deps.db.kysely, data.repo.pk);
	if (!row)
		return {
			state: "none",
			sourceCommit: null,
			upToDate: false,
			convertedCommit: null,
			attempts: 0,
			error: null,
			updatedAt: null,
		};
	return {
		state: row.status,
		sourceCommit: row.source_commit,
		upToDate: row.status === "done" && row.source_commit === data.revision,
		convertedCommit: row.converted_commit,
		attempts: Number(row.attempts),
		error: row.error,
		updatedAt: new Date(Number(row.updated_at)).toISOString(),
	};
}

/**
 * `GET /datasets-server/parquet`, the hub's `GET /api/datasets/{id}/parquet[/{config}[/{split}[/{n}.parquet]]]`
 * listing, and `GET /api/datasets/{id}/parquet-conversion` (the conversion's state).
 */
export function parquetRoutes(deps: AppDeps): AppHono {
	const app = factory.createApp();
	const byId = (c: AppContext) => loadViewerDataset(c, deps, `${c.req.param("namespace")}/${c.req.param("name")}`);

	app.get("/datasets-server/parquet", async (c) => {
		const data = await loadViewerDataset(c, deps, c.req.query("dataset"));
		const status = await conversionStatus(deps, data);
		const entry = { kind: "config-parquet", dataset: data.id, config: null, split: null };
		const answer: ViewerParquet = {
			parquet_files: await parquetFiles(c, deps, data, c.req.query("config")),
			pending: status.state === "pending" || status.state === "running" ? [entry] : [],
			failed: status.state === "failed" ? [{ ...entry, error: status.error }] : [],
			partial: false,
		};
		return c.json(answer);
	});

	app.get("/api/datasets/:namespace/:name/parquet-conversion", async (c) => {
		const data = await byId(c);
		return c.json(await conversionStatus(deps, data));
	});

	/** `GET /api/datasets/{namespace}/{name}/parquet[/{config}[/{split}]]` (the public hub's listing of Parquet URLs). */
	const listing = async (c: AppContext) => {
		const data = await byId(c);
		const configName = c.req.param("config");
		const splitName = c.req.param("split");
		if (configName)
			splitOf(
				data,
				configName,
				splitName ?? viewableConfigs(data).find((config) => config.name === configName)?.splits[0]?.name,
			);
		const files = await parquetFiles(c, deps, data, configName, splitName);
		const indexed = (file: ParquetFile, index: number) =>
			`${publicOrigin(c, deps.config)}/api/datasets/${data.id}/parquet/${encodeURIComponent(file.config)}/${encodeURIComponent(file.split)}/${index}.parquet`;
		const bySplit = new Map<string, ParquetFile[]>();
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
		const data = await byId(c);
		const { config, split } = splitOf(data, c.req.param("config"), c.req.param("split"));
		const index = Number(c.req.param("file").replace(/\.parquet$/, ""));
		const file = (await parquetFiles(c, deps, data, config.name, split))[index];
		if (!file)
			throw new ApiError("EntryNotFound", `The split ${split} of ${config.name} has no Parquet file ${index}.`);
		return c.redirect(file.url, 302);
	});

	return app;
}
