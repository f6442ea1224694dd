import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { BranchSquashed, LfsFileList, LfsFilesDeleted } from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import { authorizeRepo, loadRepoFor, viewerOf } from "../../auth/access.ts";
import { recordAuditFor } from "../../auth/audit.ts";
import { purgeObjects } from "../../commits/purge-objects.ts";
import { superSquash } from "../../commits/super-squash.ts";
import type { RepoRow } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { decodeCursor, encodeCursor, parsePositiveInt, withParams } from "../../http/query-params.ts";
import { typeOfSegment } from "../../repos/resolve-repo.ts";
import { lfsFilesPage } from "./lfs-files.repository.ts";
import { jsonBody } from "./repo-body.ts";

const REPO = "/api/:type{(?:models|datasets|spaces)}/:namespace/:name";
const SHA256 = /^[0-9a-f]{64}$/;

/** The repository of the URL, for a writer (a hidden one answers like a missing one). */
async function writableRepo(c: AppContext, deps: AppDeps): Promise<RepoRow> {
	const { type, namespace, name } = c.req.param() as Record<string, string>;
	const repo = await loadRepoFor(c, deps, typeOfSegment(type ?? ""), namespace ?? "", name ?? "");
	await authorizeRepo(c, deps, repo, "write");
	return repo;
}

/** `deletions.sha` of a purge body: 1 to `LIMITS.lfsDeletions` sha256s. */
function deletionsOf(body: Record<string, unknown>): string[] {
	const deletions = body.deletions as Record<string, unknown> | undefined;
	const shas = typeof deletions === "object" && deletions !== null ? deletions.sha : undefined;
	if (!Array.isArray(shas) || shas.length === 0 || !shas.every((sha) => typeof sha === "string" && SHA256.test(sha)))
		throw new ApiError("BadRequest", "Send { deletions: { sha: [sha256, …] } }: lower-case 64-hex LFS object ids");
	if (shas.length > LIMITS.lfsDeletions)
		throw new ApiError("LimitExceeded", `At most ${LIMITS.lfsDeletions} objects per request`);
	return [...new Set(shas as string[])];
}

/**
 * Storage and history of a repository, for its writers (docs/reference/uploads-and-commits.md#lfs-files):
 * `GET …/lfs-files` (`list_lfs_files`), `POST …/lfs-files/batch` (`permanently_delete_lfs_files`,
 * decision 039) and `POST …/super-squash/{branch}` (`super_squash_history`).
 */
export function historyRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();

	app.get(`${REPO}/lfs-files`, async (c) => {
		const repo = await writableRepo(c, deps);
		const limit = parsePositiveInt(c.req.query("limit"), "limit", { max: LIMITS.lfsFilesPage }) ?? LIMITS.lfsFilesPage;
		const cursor = decodeCursor(c.req.query("cursor"));
		if (cursor !== undefined && (typeof cursor !== "string" || !SHA256.test(cursor)))
			throw new ApiError("InvalidCursor", "Invalid cursor: it was not made by this hub's Link header");
		const page = await lfsFilesPage(db, repo, cursor, limit);
		if (page.next !== undefined)
			c.header(
				"Link",
				`<${withParams(publicOrigin(c, deps.config), new URL(c.req.url), { cursor: encodeCursor(page.next) })}>; rel="next"`,
			);
		return c.json(
			page.files.map((file) => ({
				fileOid: file.sha256,
				oid: file.oid,
				filename: file.filename,
				size: file.size,
				pushedAt: new Date(file.pushedAt).toISOString(),
				ref: file.ref,
			})) satisfies LfsFileList,
		);
	});

	app.post(`${REPO}/lfs-files/batch`, async (c) => {
		const repo = await writableRepo(c, deps);
		const shas = deletionsOf(await jsonBody(c));
		const result = await purgeObjects(deps, repo, shas);
		await recordAuditFor(c, deps, "lfs-files-deleted", `${repo.type}:${repo.full_id}`, {
			deleted: result.removed.length,
			rewrittenCommits: result.rewritten,
		});
		return c.json({
			deleted: result.removed,
			rewrittenCommits: result.rewritten,
			freed: result.freed,
		} satisfies LfsFilesDeleted);
	});

	app.post(`${REPO}/super-squash/:branch{.+}`, async (c) => {
		const repo = await writableRepo(c, deps);
		const branch = c.req.param("branch");
		const body = await jsonBody(c);
		if (body.message !== undefined && (typeof body.message !== "string" || body.message.trim() === ""))
			throw new ApiError("BadRequest", "message must be a non-empty string");
		const message = typeof body.message === "string" ? body.message : `Super-squash branch '${branch}'`;
		const viewer = viewerOf(c);
		const author = viewer.kind === "user" ? viewer.name : "system";
		const commitOid = await superSquash(deps, repo, branch, message, author);
		await recordAuditFor(c, deps, "history-squashed", `${repo.type}:${repo.full_id}`, { branch, commit: commitOid });
		return c.json({ commitOid } satisfies BranchSquashed);
	});

	return app;
}
