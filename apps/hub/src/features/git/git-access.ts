import type { Context } from "hono";
import { authorizeRepo } from "../../auth/access.ts";
import type { Db } from "../../db/create-db.ts";
import type { RepoRow } from "../../db/database.ts";

/**
 * Whether the caller may fetch (`download`: read, and approved for gated repositories) or push
 * (`write`) a repository over git: the access contract's rules, nothing git-specific.
 */
export async function authorizeGit(
	c: Context,
	deps: { db: Db },
	repo: RepoRow,
	need: "download" | "write",
): Promise<void> {
	await authorizeRepo(c, deps, repo, need);
}
