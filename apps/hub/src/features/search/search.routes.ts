import { factory, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { PathEntry } from "../../repos/trees.repository.ts";
import { listAllFiles } from "../../repos/trees.repository.ts";
import { getCommit } from "../../repos/resolve-commit.ts";
import { readableReposFilter } from "../../auth/access.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { encodeCursor, withParams } from "../../http/query-params.ts";
import { DEFAULT_LIST_FIELDS } from "@atrium/hub-api";
import { pickFields, repoToObject } from "../repos/repos.mapper.ts";
import { typeOfSegment } from "../../repos/resolve-repo.ts";
import { parseListParams } from "./list-params.ts";
import { searchRepos } from "./search.repository.ts";

const FULL_EXCLUDED = new Set(["config", "cardData"]);

/** `GET /api/models|datasets|spaces`: search, filters, sort and `Link` cursor pagination. */
export function searchRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();
	app.get("/api/:type{(?:models|datasets|spaces)}", async (c) => {
		const type = typeOfSegment(c.req.param("type"));
		const url = new URL(c.req.url);
		const params = parseListParams(url);
		const rows = await searchRepos(db, deps.db.dialect, type, params, await readableReposFilter(c, deps));
		const page = rows.slice(0, params.limit);
		if (rows.length > params.limit) {
			const next = withParams(publicOrigin(c, deps.config), url, {
				cursor: encodeCursor({ o: params.offset + params.limit }),
			});
			c.header("Link", `<${next}>; rel="next"`);
		}
		const wantsSiblings = params.full || params.expand.includes("siblings");
		const items = [];
		for (const row of page) {
			const head = wantsSiblings ? await getCommit(db, row.pk, row.sha) : undefined;
			const siblings: PathEntry[] | undefined = head ? await listAllFiles(db, row.pk, head.tree_oid) : undefined;
			const object = repoToObject(row, siblings ? { siblings } : {});
			if (params.expand.length > 0) {
				items.push(pickFields(object, params.expand));
				continue;
			}
			const keys: string[] = params.full
				? Object.keys(object).filter((key) => !FULL_EXCLUDED.has(key))
				: [...DEFAULT_LIST_FIELDS];
			if (params.config) keys.push("config");
			if (params.cardData) keys.push("cardData");
			items.push(pickFields(object, keys));
		}
		return c.json(items);
	});
	return app;
}
