import type { MiddlewareHandler } from "hono";
import { mayReadRepo } from "../../auth/access.ts";
import type { Db } from "../../db/create-db.ts";
import type { RepoType } from "../../db/database.ts";
import { findNamedRepo, RepoMoved } from "../../repos/resolve-repo.ts";

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
 * Site pages of a name that leads to another spelling (a moved repository's old name, or the id in
 * another letter case) answer a 307 to the same page under the repository's spelling (the API and
 * file routes do so through `loadRepoFor`), for callers who may read the repository there; for anyone
 * else the page renders as for a missing repository. One indexed lookup per page of an existing repository.
 */
export function movedRepoPages(deps: { db: Db }): MiddlewareHandler {
	return async (c, next) => {
		if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
		const named = repoOfPath(c.req.path);
		if (!named) return next();
		const found = await findNamedRepo(deps.db.kysely, named.type, named.id, mayReadRepo(c, deps));
		if (!found || !("movedTo" in found)) return next();
		return c.redirect(new RepoMoved(named.id, found.movedTo).location(c.req.path, new URL(c.req.url).search), 307);
	};
}
