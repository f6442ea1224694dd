import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { authorizeRepo, loadRepoFor, requireWriter, roleOn, viewerOf } from "../../auth/access.ts";
import type { RepoRow } from "../../db/database.ts";
import { typeOfSegment } from "../../repos/resolve-repo.ts";
import type { Actor } from "./pull-requests.ts";

/**
 * Who may do what in threads (issue 21): anyone who may read a repository reads its threads; taking
 * part (opening a thread or a pull request, commenting, pushing to one's own pull request) needs a
 * signed-in caller with a site session or write token who may download the repository (gated: a
 * role or an approved request); merging, closing others' threads and hiding comments need `write`
 * on the repository; the author and writers rename and reopen. A hidden repository answers like a
 * missing one before any other rule speaks.
 */

/** The repository the route names, readable by the caller (else `RepoNotFound`). */
export async function readableRepo(c: Context, deps: AppDeps): Promise<RepoRow> {
	const { type = "", namespace = "", name = "" } = c.req.param();
	const repo = await loadRepoFor(c, deps, typeOfSegment(type), namespace, name);
	await authorizeRepo(c, deps, repo, "read");
	return repo;
}

/** The caller, allowed to take part in `repo`'s threads (else `Unauthorized`, `Forbidden` or `GatedRepo`). */
export async function participant(c: Context, deps: AppDeps, repo: RepoRow): Promise<Actor> {
	const user = requireWriter(c, "take part in discussions");
	await authorizeRepo(c, deps, repo, "download");
	return { pk: user.userId, name: user.name };
}

/**
 * The namespace paying for what the caller uploads to `repo` (LFS batch, Xet write token): null for a
 * writer (the repository's namespace pays), the caller's own for a reader preparing a pull request
 * (decision 037). Refuses, like {@link participant}, a caller who may not take part.
 */
export async function uploadPayer(c: Context, deps: AppDeps, repo: RepoRow): Promise<string | null> {
	const actor = await participant(c, deps, repo);
	return (await isRepoWriter(c, deps, repo)) ? null : actor.name;
}

/** Whether the caller may write to `repo` (role `write` or `admin`, not through a read token). */
export async function isRepoWriter(c: Context, deps: AppDeps, repo: RepoRow): Promise<boolean> {
	const viewer = viewerOf(c);
	if (viewer.kind !== "user" || viewer.token?.role === "read") return false;
	const role = await roleOn(c, deps, repo.namespace);
	return role === "write" || role === "admin";
}
