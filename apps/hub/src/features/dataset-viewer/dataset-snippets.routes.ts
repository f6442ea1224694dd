import { DATASET_LIBRARIES, type DatasetFormat, datasetSnippets } from "@atrium/tasks";
import type { DatasetSnippets } from "@atrium/hub-api";
import { factory, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { snippetEndpoint } from "../snippets/snippets.routes.ts";
import { loadViewerDataset } from "./viewer-dataset.ts";

/**
 * `GET /api/datasets/{namespace}/{name}/snippets`: "use this dataset" snippets for the dataset's
 * configs and formats (`datasetSnippets` of `@atrium/tasks`), aimed at this hub. Read access as
 * for the viewer: a dataset the caller may not read answers like a missing one.
 */
export function datasetSnippetsRoutes(deps: AppDeps): AppHono {
	const app = factory.createApp();
	app.get("/api/datasets/:namespace/:name/snippets", async (c) => {
		const data = await loadViewerDataset(c, deps, `${c.req.param("namespace")}/${c.req.param("name")}`);
		const endpoint = snippetEndpoint(deps.config, new URL(c.req.url)) ?? publicOrigin(c, deps.config);
		let tags: string[] = [];
		try {
			const parsed = (JSON.parse(data.repo.info) as { tags?: unknown }).tags;
			if (Array.isArray(parsed)) tags = parsed.filter((tag): tag is string => typeof tag === "string");
		} catch {
			tags = [];
		}
		const configs = data.layout.viewer
			? data.layout.configs.map((config) => ({
					name: config.name,
					format: config.format as DatasetFormat,
					...(config.separator ? { separator: config.separator } : {}),
					splits: config.splits.map((split) => ({ name: split.name, files: split.files })),
				}))
			: [];
		const snippets = datasetSnippets(
			{ id: data.id, tags, configs, loginRequired: Number(data.repo.private) === 1 || data.repo.gated !== "false" },
			{ endpoint },
		);
		const answer: DatasetSnippets = {
			endpoint,
			snippets: snippets.map((snippet) => {
				const entry = DATASET_LIBRARIES[snippet.library];
				return { ...snippet, label: entry.prettyLabel, docsUrl: entry.docsUrl ?? null };
			}),
		};
		return c.json(answer);
	});
	return app;
}
