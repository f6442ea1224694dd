import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { GitRef, GitRefs, RepoInfo, RepoListItem } from "@atrium/hub-api";
import { loadRepoAs, readableReposFilter } from "../../auth/access.ts";
import type { AppDeps } from "../../app-deps.ts";
import { ApiError } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { getAll, parseBool, parsePositiveInt, withParams } from "../../http/query-params.ts";
import { listFiles } from "../files/files.repository.ts";
import { baseModelsOf, childrenModelCount } from "./model-tree.ts";
import { providerMappingOf } from "./provider-mapping.ts";
import { commitToObject, pickFields, repoToObject } from "./repos.mapper.ts";
import { listHistory } from "../../commits/history.ts";
import { listRefs } from "../../commits/refs.ts";
import { spacesUsingModel } from "../../repos/repos.repository.ts";
import { resolveRevision, splitRevisionPath, typeOfSegment } from "../../repos/resolve-repo.ts";

const TYPES = "{(?:models|datasets|spaces)}";

/** Repository info, refs, commits and access checks: `/api/{type}s/{namespace}/{name}[/revision/{rev}|/refs|/commits/{rev}|/auth-check[/write]]`. */
export function reposRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();

	const info = async (
		c: AppContext,
		typeSegment: string,
		namespace: string,
		name: string,
		revision: string,
		url: URL,
	): Promise<RepoInfo | RepoListItem> => {
		const repo = await loadRepoAs(c, deps, typeOfSegment(typeSegment), namespace, name);
		const commit = await resolveRevision(db, repo, revision);
		const siblings = await listFiles(db, commit);
		const object = repoToObject(repo, { commit, siblings, blobs: parseBool(url.searchParams.get("blobs")) });
		if ("modelId" in object)
			object.spaces = await spacesUsingModel(db, repo.full_id, await readableReposFilter(c, deps));
		if (parseBool(url.searchParams.get("securityStatus")))
			object.securityRepoStatus = { scansDone: true, filesWithIssues: [] };
		const expand = getAll(url, "expand");
		if ("modelId" in object && expand.includes("inferenceProviderMapping"))
			object.inferenceProviderMapping = providerMappingOf(object);
		if ("modelId" in object && expand.includes("baseModels")) {
			const bases = baseModelsOf(object.tags);
			if (bases) object.baseModels = bases;
		}
		if ("modelId" in object && expand.includes("childrenModelCount"))
			object.childrenModelCount = await childrenModelCount(db, repo.full_id, await readableReposFilter(c, deps));
		if (expand.length > LIMITS.expandFields)
			throw new ApiError("LimitExceeded", `Too many expand fields: ${expand.length} (at most ${LIMITS.expandFields})`);
		return expand.length > 0 ? pickFields(object, expand) : object;
	};

	app.get(`/api/:type${TYPES}/:namespace/:name`, async (c) => {
		const { type, namespace, name } = c.req.param();
		return c.json(await info(c, type, namespace, name, "main", new URL(c.req.url)));
	});

	app.get(`/api/:type${TYPES}/:namespace/:name/revision/:rev{.+}`, async (c) => {
		const { type, namespace, name, rev } = c.req.param();
		return c.json(await info(c, type, namespace, name, rev, new URL(c.req.url)));
	});

	// `auth_check(repo_id)` asks whether the caller may download (a gated repository without approval is
	// `GatedRepo`, which the Python client raises as `GatedRepoError`); `auth_check(repo_id, write=True)`
	// asks `/auth-check/write`, which tells a reader from a writer. Hidden repositories read as missing.
	app.get(`/api/:type${TYPES}/:namespace/:name/auth-check`, async (c) => {
		const { type, namespace, name } = c.req.param();
		await loadRepoAs(c, deps, typeOfSegment(type), namespace, name, "download");
		return c.json({});
	});
	app.get(`/api/:type${TYPES}/:namespace/:name/auth-check/write`, async (c) => {
		const { type, namespace, name } = c.req.param();
		await loadRepoAs(c, deps, typeOfSegment(type), namespace, name, "write");
		return c.json({});
	});

	app.get(`/api/:type${TYPES}/:namespace/:name/refs`, async (c) => {
		const { type, namespace, name } = c.req.param();
		const repo = await loadRepoAs(c, deps, typeOfSegment(type), namespace, name);
		const refs = await listRefs(db, repo.pk);
		const toRef = (ref: (typeof refs)[number]): GitRef => ({
			name: ref.name,
			ref: `refs/${ref.kind === "branch" ? "heads" : "tags"}/${ref.name}`,
			targetCommit: ref.commit_id,
		});
		const body: GitRefs = {
			branches: refs.filter((ref) => ref.kind === "branch").map(toRef),
			tags: refs.filter((ref) => ref.kind === "tag").map(toRef),
			// Conversion refs as the public hub lists them: name `parquet`, ref `refs/convert/parquet`.
			converts: refs
				.filter((ref) => ref.kind === "convert")
				.map((ref) => ({ name: ref.name.slice("refs/convert/".length), ref: ref.name, targetCommit: ref.commit_id })),
		};
		// Pull requests' refs/pr/N (name and ref alike, as the public hub lists them), by number.
		if (parseBool(c.req.query("include_prs")))
			body.pullRequests = refs
				.filter((ref) => ref.kind === "pr")
				.sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name))
				.map((ref) => ({ name: ref.name, ref: ref.name, targetCommit: ref.commit_id }));
		return c.json(body);
	});

	app.get(`/api/:type${TYPES}/:namespace/:name/commits/:rev{.+}`, async (c) => {
		const { type, namespace, name, rev } = c.req.param();
		const url = new URL(c.req.url);
		const repo = await loadRepoAs(c, deps, typeOfSegment(type), namespace, name);
		const { commit } = await splitRevisionPath(db, repo, rev.split("/"));
		const limit = parsePositiveInt(url.searchParams.get("limit"), "limit", { max: LIMITS.listPage }) ?? 100;
		const page = parsePositiveInt(url.searchParams.get("p"), "p", { min: 0 }) ?? 0;
		if (page * limit > LIMITS.listOffset)
			throw new ApiError(
				"LimitExceeded",
				`Page ${page} is too deep: at most ${LIMITS.listOffset} commits can be skipped`,
			);
		const { commits, total } = await listHistory(db, commit, page * limit, limit);
		c.header("X-Total-Count", String(total));
		if ((page + 1) * limit < total) {
			c.header("Link", `<${withParams(publicOrigin(c, deps.config), url, { p: String(page + 1) })}>; rel="next"`);
		}
		const formatted = getAll(url, "expand").includes("formatted");
		return c.json(commits.map((commit) => commitToObject(commit, formatted)));
	});

	return app;
}
