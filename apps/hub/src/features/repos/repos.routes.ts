import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { getAll, parseBool, withParams } from "../../http/query-params.ts";
import { listFiles } from "../files/files.repository.ts";
import { commitToObject, pickFields, repoToObject } from "./repos.mapper.ts";
import { listCommits, listRefs, spacesUsingModel } from "./repos.repository.ts";
import { loadRepo, resolveRevision, splitRevisionPath, typeOfSegment } from "./resolve-repo.ts";

const TYPES = "{(?:models|datasets|spaces)}";

/** Repository info, refs, commits and access checks: `/api/{type}s/{namespace}/{name}[/revision/{rev}|/refs|/commits/{rev}|/auth-check]`. */
export function reposRoutes(deps: AppDeps): Hono {
	const db = deps.db.kysely;
	const app = new Hono();

	const info = async (
		typeSegment: string,
		namespace: string,
		name: string,
		revision: string,
		url: URL,
	): Promise<Record<string, unknown>> => {
		const repo = await loadRepo(db, typeOfSegment(typeSegment), namespace, name);
		const commit = await resolveRevision(db, repo, revision);
		const siblings = await listFiles(db, commit.id);
		const object = repoToObject(repo, { commit, siblings, blobs: parseBool(url.searchParams.get("blobs")) });
		if (repo.type === "model") object.spaces = await spacesUsingModel(db, repo.full_id);
		if (parseBool(url.searchParams.get("securityStatus")))
			object.securityRepoStatus = { scansDone: true, filesWithIssues: [] };
		const expand = getAll(url, "expand");
		return expand.length > 0 ? pickFields(object, expand) : object;
	};

	app.get(`/api/:type${TYPES}/:namespace/:name`, async (c) => {
		const { type, namespace, name } = c.req.param();
		return c.json(await info(type, namespace, name, "main", new URL(c.req.url)));
	});

	app.get(`/api/:type${TYPES}/:namespace/:name/revision/:rev{.+}`, async (c) => {
		const { type, namespace, name, rev } = c.req.param();
		return c.json(await info(type, namespace, name, rev, new URL(c.req.url)));
	});

	app.get(`/api/:type${TYPES}/:namespace/:name/auth-check`, async (c) => {
		const { type, namespace, name } = c.req.param();
		await loadRepo(db, typeOfSegment(type), namespace, name);
		return c.json({});
	});

	app.get(`/api/:type${TYPES}/:namespace/:name/refs`, async (c) => {
		const { type, namespace, name } = c.req.param();
		const repo = await loadRepo(db, typeOfSegment(type), namespace, name);
		const refs = await listRefs(db, repo.pk);
		const toRef = (ref: (typeof refs)[number]): Record<string, string> => ({
			name: ref.name,
			ref: `refs/${ref.kind === "branch" ? "heads" : "tags"}/${ref.name}`,
			targetCommit: ref.commit_id,
		});
		const body: Record<string, unknown> = {
			branches: refs.filter((ref) => ref.kind === "branch").map(toRef),
			tags: refs.filter((ref) => ref.kind === "tag").map(toRef),
			converts: [],
		};
		if (parseBool(c.req.query("include_prs"))) body.pullRequests = [];
		return c.json(body);
	});

	app.get(`/api/:type${TYPES}/:namespace/:name/commits/:rev{.+}`, async (c) => {
		const { type, namespace, name, rev } = c.req.param();
		const url = new URL(c.req.url);
		const repo = await loadRepo(db, typeOfSegment(type), namespace, name);
		const { commit } = await splitRevisionPath(db, repo, rev.split("/"));
		const limit = Math.min(Math.max(Number(url.searchParams.get("limit")) || 100, 1), 1000);
		const page = Math.max(Number(url.searchParams.get("p")) || 0, 0);
		const { commits, total } = await listCommits(db, commit, page * limit, limit);
		c.header("X-Total-Count", String(total));
		if ((page + 1) * limit < total) {
			c.header(
				"Link",
				`<${withParams(deps.config.publicUrl ?? url.origin, url, { p: String(page + 1) })}>; rel="next"`,
			);
		}
		return c.json(commits.map(commitToObject));
	});

	return app;
}
