import { factory, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { DatasetConfig } from "../../datasets/dataset-layout.ts";
import { type Feature, featureOf } from "../../datasets/features.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { type CroissantConfig, croissantOf } from "./croissant.ts";
import { loadViewerDataset, type ViewerDataset, viewableConfigs } from "./viewer-dataset.ts";
import { viewerRuntime } from "./viewer-runtime.ts";

/** Configs the Croissant document describes at most (as the public dataset viewer). */
const MAX_CONFIGS = 100;

/**
 * `GET /api/datasets/{namespace}/{name}/croissant`: the dataset's Croissant JSON-LD (`croissant.ts`),
 * for the configs the viewer reads as tables (their Parquet files on `refs/convert/parquet`). Read
 * access as for the viewer; a dataset the viewer cannot show answers `DatasetNotViewable`.
 */
export function croissantRoutes(deps: AppDeps): AppHono {
	const app = factory.createApp();
	const runtime = viewerRuntime(deps);

	/** The columns of a config's first split as `datasets` features; empty when its files cannot be read. */
	async function featuresOf(data: ViewerDataset, config: DatasetConfig): Promise<Record<string, Feature>> {
		const first = config.splits[0];
		if (!first || (config.format !== "parquet" && config.format !== "csv" && config.format !== "json")) return {};
		try {
			const paths: string[] = [];
			for (const path of first.files) {
				const file = data.files.get(path);
				const local = file ? await runtime.files.pathOf(file.sha256) : undefined;
				if (!local) return {};
				paths.push(local);
			}
			const reader = await runtime.reader();
			const columns = await reader.columns({
				format: config.format,
				...(config.separator ? { separator: config.separator } : {}),
				paths,
			});
			return Object.fromEntries(columns.map((column) => [column.name, featureOf(column.type)]));
		} catch {
			return {};
		}
	}

	app.get("/api/datasets/:namespace/:name/croissant", async (c) => {
		const data = await loadViewerDataset(c, deps, `${c.req.param("namespace")}/${c.req.param("name")}`);
		const tables = viewableConfigs(data)
			.filter((config) => config.format !== "imagefolder" && config.format !== "audiofolder")
			.slice(0, MAX_CONFIGS);
		const configs: CroissantConfig[] = [];
		for (const config of tables)
			configs.push({
				name: config.name,
				splits: config.splits.map((split) => split.name),
				features: await featuresOf(data, config),
			});
		let card: { description?: unknown; cardData?: { license?: unknown } } = {};
		try {
			card = JSON.parse(data.repo.info) as typeof card;
		} catch {
			card = {};
		}
		const license = card.cardData?.license;
		return c.json(
			croissantOf({
				id: data.id,
				name: data.repo.name,
				description: typeof card.description === "string" ? card.description : undefined,
				license: typeof license === "string" ? license : undefined,
				origin: publicOrigin(c, deps.config),
				configs,
			}),
		);
	});
	return app;
}
