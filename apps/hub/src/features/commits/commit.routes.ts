import { Hono, type Context } from "hono";
import type { CommitCreated } from "../../api/index.ts";
import type { AppDeps } from "../../app-deps.ts";
import { authorizeRepo, requireUser } from "../../auth/access.ts";
import type { Actor } from "../../quotas/limits.ts";
import { commit } from "../../commits/commit-engine.ts";
import type { CommitOperation } from "../../commits/commit-operations.ts";
import { createBranch, createTag, deleteBranch, deleteTag } from "../../commits/refs.ts";
import { findBlobBySha256 } from "../../commits/trees.repository.ts";
import { mayCommitBlob } from "../lfs/blob-uploads.repository.ts";
import type { RepoRow } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { readBodyText } from "../../http/read-body.ts";
import { LIMITS } from "../../http/limits.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { parseBool } from "../../http/query-params.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { loadRepo, typeOfSegment } from "../repos/resolve-repo.ts";
import { parseCommitPayload } from "./commit-payload.ts";

const TYPES = "{(?:models|datasets|spaces)}";

/** The site URL of a repository: `/{id}` for models, `/datasets/{id}`, `/spaces/{id}`. */
export function repoUrl(origin: string, repo: Pick<RepoRow, "type" | "full_id">): string {
	return `${origin}/${repo.type === "model" ? "" : `${repo.type}s/`}${repo.full_id}`;
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
	const text = await readBodyText(c, LIMITS.jsonBodyBytes);
	if (!text.trim()) return {};
	try {
		const value: unknown = JSON.parse(text);
		if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
	} catch {
		// fall through
	}
	throw new ApiError("BadRequest", "The body must be a JSON object");
}

/**
 * The write side on commits and refs (hub-api.md §4.5, §4.8): `POST /api/{type}s/{id}/commit/{rev}`
 * (NDJSON), `POST`/`DELETE /api/{type}s/{id}/branch/{branch}`, `POST /api/{type}s/{id}/tag/{rev}`,
 * `DELETE /api/{type}s/{id}/tag/{tag}`. Every route needs `write` on the repository.
 */
export function commitRoutes(deps: AppDeps): Hono {
	const db = deps.db.kysely;
	const app = new Hono();

	/** The signed-in caller, charged for the refs they create. */
	const actorOf = (c: Context): Actor => ({ accountPk: requireUser(c).userId, limits: deps.config.limits });
	const writable = async (c: Context): Promise<RepoRow> => {
		const { type = "", namespace = "", name = "" } = c.req.param();
		const repo = await loadRepo(db, typeOfSegment(type), namespace, name);
		await authorizeRepo(c, deps, repo, "write");
		return repo;
	};

	app.post(`/api/:type${TYPES}/:namespace/:name/commit/:rev{.+}`, async (c) => {
		const repo = await writable(c);
		const user = requireUser(c);
		if (parseBool(c.req.query("create_pr")))
			throw new ApiError(
				"PullRequestsNotSupported",
				"Pull requests are not supported yet on this hub: commit to a branch instead (without create_pr)",
			);
		const payload = parseCommitPayload(
			await readBodyText(c, LIMITS.commitBodyBytes),
			c.req.header("content-type") ?? "",
		);
		const operations: CommitOperation[] = [];
		for (const operation of payload.operations) {
			// Python's server-side copy of an LFS file names the object without its size: only objects this
			// repository already holds can be named so.
			if (operation.op === "put" && operation.content.kind === "lfs" && operation.content.size === -1) {
				const known = await findBlobBySha256(db, repo.pk, operation.content.sha256);
				const stat = known ? await deps.storage.stat(blobKey(operation.content.sha256)) : null;
				if (!stat)
					throw new ApiError(
						"LfsObjectMissing",
						`The LFS object ${operation.content.sha256} of ${operation.path} is not in this repository; upload it first`,
					);
				operations.push({ ...operation, content: { ...operation.content, size: stat.size } });
			} else if (operation.op === "put" && operation.content.kind === "lfs") {
				// Knowing a hash is not enough: the object must have been uploaded for this repository, or
				// be in it already (decision 009), so no commit reaches a blob of a repository it cannot read.
				if (!(await mayCommitBlob(db, repo.pk, operation.content.sha256)))
					throw new ApiError(
						"LfsObjectMissing",
						`The LFS object ${operation.content.sha256} of ${operation.path} was not uploaded to this repository; upload it first`,
					);
				operations.push(operation);
			} else operations.push(operation);
		}
		const message = payload.description ? `${payload.summary}\n\n${payload.description}` : payload.summary;
		const result = await commit(deps, {
			repo,
			branch: c.req.param("rev"),
			...(payload.parentCommit ? { parentCommit: payload.parentCommit } : {}),
			operations,
			author: user.name,
			message: message.trim() ? message : "Upload files",
		});
		return c.json({
			success: true,
			commitOid: result.commitId,
			commitUrl: `${repoUrl(publicOrigin(c, deps.config), repo)}/commit/${result.commitId}`,
			hookOutput: "",
		} satisfies CommitCreated);
	});

	app.post(`/api/:type${TYPES}/:namespace/:name/branch/:branch{.+}`, async (c) => {
		const repo = await writable(c);
		const body = await jsonBody(c);
		if (body.emptyBranch === true)
			throw new ApiError(
				"BadRequest",
				"Empty branches are not supported: give a startingPoint or none (the default branch)",
			);
		const startingPoint = typeof body.startingPoint === "string" ? body.startingPoint : undefined;
		await createBranch(deps.db, repo, c.req.param("branch"), {
			...(startingPoint ? { startingPoint } : {}),
			overwrite: body.overwrite === true,
			actor: actorOf(c),
		});
		return c.json({});
	});

	app.delete(`/api/:type${TYPES}/:namespace/:name/branch/:branch{.+}`, async (c) => {
		const repo = await writable(c);
		await deleteBranch(deps.db, repo, c.req.param("branch"));
		return c.json({});
	});

	app.post(`/api/:type${TYPES}/:namespace/:name/tag/:rev{.+}`, async (c) => {
		const repo = await writable(c);
		const body = await jsonBody(c);
		if (typeof body.tag !== "string")
			throw new ApiError("BadRequest", 'The body needs the tag\'s name: {"tag": "v1.0"}');
		await createTag(deps.db, repo, body.tag, c.req.param("rev"), actorOf(c));
		return c.json({});
	});

	app.delete(`/api/:type${TYPES}/:namespace/:name/tag/:rev{.+}`, async (c) => {
		const repo = await writable(c);
		await deleteTag(deps.db, repo, c.req.param("rev"));
		return c.json({});
	});

	return app;
}
