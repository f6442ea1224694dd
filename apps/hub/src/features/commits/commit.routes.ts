import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { CommitCreated } from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import { accessSubjectOf, authorizeRepo, requireUser, loadRepoFor } from "../../auth/access.ts";
import type { Actor } from "../../quotas/limits.ts";
import { commit } from "../../commits/commit-engine.ts";
import { blobsOfOperations, type CommitOperation } from "../../commits/commit-operations.ts";
import { createBranch, createTag, deleteBranch, deleteTag } from "../../commits/refs.ts";
import { reusableObject } from "../../commits/object-reuse.ts";
import type { RepoRow } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { bodyChunks, readBodyText } from "../../http/read-body.ts";
import { LIMITS } from "../../http/limits.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { parseBool } from "../../http/query-params.ts";
import { typeOfSegment } from "../../repos/resolve-repo.ts";
import { readCommitPayload } from "./commit-payload.ts";
import { checkRefName, prNumberOf } from "../../repos/ref-names.ts";
import { isRepoWriter, participant, readableRepo } from "../discussions/discussion-access.ts";
import {
	broughtBy,
	openPullRequestWith,
	quotaPayerOf,
	recordPullRequestCommit,
	requireOpenPullRequest,
} from "../discussions/pull-requests.ts";

const TYPES = "{(?:models|datasets|spaces)}";

/** The site URL of a repository: `/{id}` for models, `/datasets/{id}`, `/spaces/{id}`. */
export function repoUrl(origin: string, repo: Pick<RepoRow, "type" | "full_id">): string {
	return `${origin}/${repo.type === "model" ? "" : `${repo.type}s/`}${repo.full_id}`;
}

async function jsonBody(c: AppContext): Promise<Record<string, unknown>> {
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
 * The write side on commits and refs (docs/reference/uploads-and-commits.md#commit, #branches-and-tags): `POST /api/{type}s/{id}/commit/{rev}`
 * (NDJSON), `POST`/`DELETE /api/{type}s/{id}/branch/{branch}`, `POST /api/{type}s/{id}/tag/{rev}`,
 * `DELETE /api/{type}s/{id}/tag/{tag}`. Every route needs `write` on the repository.
 */
export function commitRoutes(deps: AppDeps): AppHono {
	const app = factory.createApp();

	/** The signed-in caller, charged for the refs they create. */
	const actorOf = (c: AppContext): Actor => ({ accountPk: requireUser(c).userId, limits: deps.config.limits });
	const writable = async (c: AppContext): Promise<RepoRow> => {
		const { type = "", namespace = "", name = "" } = c.req.param();
		const repo = await loadRepoFor(c, deps, typeOfSegment(type), namespace, name);
		await authorizeRepo(c, deps, repo, "write");
		return repo;
	};
	/** A repository whose pull requests the caller may take part in (readers too). */
	const commentable = async (c: AppContext): Promise<RepoRow> => {
		const repo = await readableRepo(c, deps);
		await participant(c, deps, repo);
		return repo;
	};

	app.post(`/api/:type${TYPES}/:namespace/:name/commit/:rev{.+}`, async (c) => {
		// A pull request (create_pr=1, or a commit to refs/pr/N) takes commits from readers who may
		// take part; every other commit needs write (discussion-access.ts, decision 030).
		const createPr = parseBool(c.req.query("create_pr"));
		const prNum = prNumberOf(c.req.param("rev"));
		const repo = createPr || prNum !== undefined ? await commentable(c) : await writable(c);
		const user = requireUser(c);
		const actor = { pk: user.userId, name: user.name };
		if (prNum !== undefined) {
			const thread = await requireOpenPullRequest(deps.db.kysely, repo, prNum);
			if (thread.author_pk !== user.userId && !(await isRepoWriter(c, deps, repo)))
				throw new ApiError(
					"Forbidden",
					`Only the author of pull request #${prNum} and writers of ${repo.full_id} commit to it`,
				);
		}
		if (createPr) checkRefName(c.req.param("rev"));
		const payload = await readCommitPayload(bodyChunks(c, LIMITS.commitBodyBytes), c.req.header("content-type") ?? "");
		const who = await accessSubjectOf(c, deps);
		const operations: CommitOperation[] = [];
		for (const operation of payload.operations) {
			if (operation.op !== "put" || operation.content.kind !== "lfs") {
				operations.push(operation);
				continue;
			}
			// Knowing a hash is not enough (issue 18): the committer must be able to download the object
			// from some repository, or have uploaded it for this one. Otherwise the answer is the one for an
			// object stored nowhere. Python's server-side copy names the object without its size (-1).
			const { sha256, size } = operation.content;
			const usable = await reusableObject(deps, {
				repoPk: repo.pk,
				sha256,
				...(size === -1 ? {} : { size }),
				who,
				use: "commit",
			});
			if (!usable)
				throw new ApiError(
					"LfsObjectMissing",
					`The LFS object ${sha256} of ${operation.path} was not uploaded to this repository; upload it first`,
				);
			operations.push({ ...operation, content: { ...operation.content, size: usable.size } });
		}
		// A reader's commit to a pull request is paid by the reader for what it brings (decision 038).
		const payer = createPr || prNum !== undefined ? ((await isRepoWriter(c, deps, repo)) ? null : user.name) : null;
		const brought = await broughtBy(deps, repo, payer, blobsOfOperations(operations));
		const message = payload.description ? `${payload.summary}\n\n${payload.description}` : payload.summary;
		const title = payload.summary.trim() || "Upload files";
		let opened: number | undefined;
		const result = await commit(deps, {
			repo,
			branch: c.req.param("rev"),
			// A new pull request starts from the branch's head (or the parentCommit the client names).
			...(payload.parentCommit && !createPr ? { parentCommit: payload.parentCommit } : {}),
			operations,
			author: user.name,
			message: message.trim() ? message : "Upload files",
			...(brought ? { quotaPayer: quotaPayerOf(brought) } : {}),
			...(createPr
				? {
						landElsewhere: openPullRequestWith(
							repo,
							actor,
							c.req.param("rev"),
							title,
							payload.description,
							(num) => {
								opened = num;
							},
							brought,
						),
					}
				: prNum !== undefined
					? { afterLanding: recordPullRequestCommit(repo, prNum, actor, title, brought) }
					: {}),
		});
		const page = repoUrl(publicOrigin(c, deps.config), repo);
		return c.json({
			success: true,
			commitOid: result.commitId,
			commitUrl: `${page}/commit/${result.commitId}`,
			hookOutput: "",
			...(opened !== undefined ? { pullRequestUrl: `${page}/discussions/${opened}` } : {}),
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
