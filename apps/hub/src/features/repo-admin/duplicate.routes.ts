import { factory, type AppHono } from "../../app-env.ts";
import type { RepoDuplicated } from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import { authorizeRepo, canWriteNamespace, loadRepoFor, requireWriter } from "../../auth/access.ts";
import { createRepo } from "../../commits/create-repo.ts";
import { findRepo } from "../../repos/repos.repository.ts";
import { ApiError } from "../../errors.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { parseRepoId } from "../../repo-ids/repo-ids.ts";
import { DEFAULT_BRANCH } from "../../repos/ref-names.ts";
import { branchHead } from "../../repos/resolve-commit.ts";
import { typeOfSegment } from "../../repos/resolve-repo.ts";
import { repoUrl } from "../commits/commit.routes.ts";
import { jsonBody, privacyOf, repoExistsAnswer } from "./repo-body.ts";

/**
 * `POST /api/{type}s/{id}/duplicate` (`duplicate_repo`, `duplicate_space`): a new repository,
 * `{repository: "namespace/name"}`, holding the files of the source's default branch in one commit,
 * without its history. Under the reuse rule (decision 015) the caller must be able to download the
 * source (read access and, when gated, approval), so its objects are reused without a new upload.
 * Privacy follows `private`/`visibility`, else the source's; the copy is never gated. Space settings
 * the client may send (hardware, secrets, variables) are accepted and ignored: Atrium runs no spaces.
 */
export function duplicateRoutes(deps: AppDeps): AppHono {
	const app = factory.createApp();

	app.post("/api/:type{(?:models|datasets|spaces)}/:namespace/:name/duplicate", async (c) => {
		const user = requireWriter(c, "duplicate repositories");
		const { type: segment, namespace, name } = c.req.param();
		const type = typeOfSegment(segment);
		const source = await loadRepoFor(c, deps, type, namespace, name);
		await authorizeRepo(c, deps, source, "download");
		const body = await jsonBody(c);
		if (typeof body.repository !== "string")
			throw new ApiError("BadRequest", "The body needs repository: the new repository's 'namespace/name'");
		const id = body.repository;
		const target = parseRepoId(id);
		if (!(await canWriteNamespace(c, deps, target.namespace)))
			throw new ApiError("Forbidden", `You cannot create repositories in ${target.namespace}`);
		const isPrivate = privacyOf(body) ?? source.private === 1;
		const origin = publicOrigin(c, deps.config);
		const existing = await findRepo(deps.db.kysely, type, id);
		if (existing) return repoExistsAnswer(c, origin, existing);
		const head = await branchHead(deps.db.kysely, source.pk, DEFAULT_BRANCH);
		if (!head) throw new ApiError("RevisionNotFound", `${source.full_id} has no ${DEFAULT_BRANCH} branch to copy`);
		try {
			const { repo } = await createRepo(deps, {
				type,
				id,
				private: isPrivate,
				copyOf: { repoPk: source.pk, commit: head },
				initial: { operations: [], message: `Duplicate from ${source.full_id}`, author: user.name },
				actor: { accountPk: user.userId, limits: deps.config.limits },
			});
			return c.json({ url: repoUrl(origin, repo) } satisfies RepoDuplicated);
		} catch (error) {
			// Created by a concurrent request meanwhile: the same answer as when it existed before.
			if (error instanceof ApiError && error.code === "RepoExists")
				return repoExistsAnswer(c, origin, (await findRepo(deps.db.kysely, type, id)) ?? { type, full_id: id });
			throw error;
		}
	});

	return app;
}
