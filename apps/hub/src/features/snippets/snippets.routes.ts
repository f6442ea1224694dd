import type { ModelRecord } from "@atrium/tasks";
import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { parseBool } from "../../http/query-params.ts";
import { listFiles } from "../files/files.repository.ts";
import { repoToObject } from "../repos/repos.mapper.ts";
import { loadRepo } from "../repos/resolve-repo.ts";
import { modelSnippets } from "./model-snippets.ts";

/** `GET /api/models/{id}/snippets?provider=…`: library and inference snippets of a hub model. */
export function snippetsRoutes(deps: AppDeps): Hono {
	const db = deps.db.kysely;
	const app = new Hono();
	app.get("/api/models/:namespace/:name/snippets", async (c) => {
		const repo = await loadRepo(db, "model", c.req.param("namespace"), c.req.param("name"));
		const model = repoToObject(repo, { siblings: await listFiles(db, repo.sha) }) as unknown as ModelRecord;
		const q = c.req.query();
		const options = {
			streaming: parseBool(q.streaming),
			...(q.bill_to ? { billTo: q.bill_to } : {}),
			...(q.endpoint_url ? { endpointUrl: q.endpoint_url } : {}),
			...(deps.config.inferenceUrl ? { routerUrl: deps.config.inferenceUrl } : {}),
		};
		return c.json(modelSnippets(model, q.provider, options));
	});
	return app;
}
