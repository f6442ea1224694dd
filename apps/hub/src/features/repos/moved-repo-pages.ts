import type { MiddlewareHandler } from "hono";
import { mayReadRepo } from "../../auth/access.ts";
import type { Db } from "../../db/create-db.ts";
import type { RepoType } from "../../db/database.ts";
import { findMove, RepoMoved } from "../../repos/resolve-repo.ts";

/** The repository a site path names (`/{ns}/{name}/...`, `/datasets/{ns}/{name}/...`, `/spaces/...`), if any. */
function repoOfPath(path: string): { type: RepoType; id: string } | undefined {
	const parts = path.split("/").filter(Boolean);
	const prefixed = parts[0] === "datasets" || parts[0] === "spaces";
	const [namespace, name] = prefixed ? parts.slice(1, 3) : parts.slice(0, 2);
	if (!namespace || !name) return undefined;
	const type: RepoType = parts[0] === "datasets" ? "dataset" : parts[0] === "spaces" ? "space" : "model";
	return { type, id: `${namespace}/${name}` };
}

/**
 * Site pages of a moved repository's old name answer a 307 to the same page under the new name
 * (the API and file routes do so through `loadRepoFor`), for callers who may read the repository
 * there; for anyone else the page renders as for a missing repository. One primary-key lookup per page request.
 */
export function movedRepoPages(deps: { db: Db }): MiddlewareHandler {
	return async (c, next) => {
		if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
		const named = repoOfPath(c.req.path);
		if (!named) return next();
		const moved = await findMove(deps.db.kysely, named.type, named.id);
		if (!moved || !(await mayReadRepo(c, deps)(moved))) return next();
		return c.redirect(new RepoMoved(named.id, moved.full_id).location(c.req.path, new URL(c.req.url).search), 307);
	};
}
