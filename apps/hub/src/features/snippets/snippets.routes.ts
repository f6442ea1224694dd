import { factory, type AppHono } from "../../app-env.ts";
import { pickProvider, providersFor } from "@atrium/inference-snippets";
import type { ModelRecord } from "@atrium/tasks";
import type { ModelSnippets } from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import type { HubConfig } from "../../config.ts";
import { parseBool } from "../../http/query-params.ts";
import { listFiles } from "../files/files.repository.ts";
import { repoToObject } from "../repos/repos.mapper.ts";
import { loadRepoAs } from "../../auth/access.ts";
import { resolveRevision } from "../../repos/resolve-repo.ts";
import { modelSnippets } from "./model-snippets.ts";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The hub the usage snippets download from: `ATRIUM_PUBLIC_URL` when set; else, for requests to
 * localhost (the site's in-process calls included), the URL this process listens on; else none,
 * and the snippets keep the public hub.
 */
export function snippetEndpoint(config: HubConfig, url: URL): string | undefined {
	if (config.publicUrl) return config.publicUrl;
	if (LOCAL_HOSTS.has(url.hostname)) return config.localUrl ?? url.origin;
	return undefined;
}

/**
 * `GET /api/models/{id}/snippets?provider=…`: library snippets of a hub model, the providers that
 * serve it, and (when `provider` is given, even empty) the inference snippets of the one picked.
 */
export function snippetsRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();
	app.get("/api/models/:namespace/:name/snippets", async (c) => {
		const repo = await loadRepoAs(c, deps, "model", c.req.param("namespace"), c.req.param("name"));
		const head = await resolveRevision(db, repo, repo.sha);
		const model = repoToObject(repo, { siblings: await listFiles(db, head) }) as unknown as ModelRecord;
		const q = c.req.query();
		const options = {
			streaming: parseBool(q.streaming),
			...(q.bill_to ? { billTo: q.bill_to } : {}),
			...(q.endpoint_url ? { endpointUrl: q.endpoint_url } : {}),
			...(deps.config.inferenceUrl ? { routerUrl: deps.config.inferenceUrl } : {}),
		};
		// The same options decide both the offered providers and their snippets, so no offered tab is empty.
		const providers = providersFor(model, options);
		const provider = q.provider === undefined ? undefined : pickProvider(providers, q.provider);
		const snippets = modelSnippets(model, provider, options, snippetEndpoint(deps.config, new URL(c.req.url)));
		return c.json({ ...snippets, providers, provider: provider ?? null } satisfies ModelSnippets);
	});
	return app;
}
