import type { MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { Database, RepoType } from "../../db/database.ts";
import { RepoMoved } from "./resolve-repo.ts";

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
 * (the API and file routes do so through `loadRepo`). One primary-key lookup per page request.
 */
export function movedRepoPages(db: Kysely<Database>): MiddlewareHandler {
	return async (c, next) => {
		if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
		const named = repoOfPath(c.req.path);
		if (!named) return next();
		const moved = await db
			.selectFrom("repo_redirects")
			.innerJoin("repos", "repos.pk", "repo_redirects.repo_pk")
			.select("repos.full_id")
			.where("repo_redirects.type", "=", named.type)
			.where("repo_redirects.from_id", "=", named.id)
			.executeTakeFirst();
		if (!moved) return next();
		return c.redirect(new RepoMoved(named.id, moved.full_id).location(c.req.path, new URL(c.req.url).search), 307);
	};
}
