import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { RepoRow, RepoType } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { advertiseV0, advertiseV2, serveUploadPackV0, serveV2 } from "../../git/upload-pack.ts";
import { accessSubjectOf, viewerOf, loadRepoFor } from "../../auth/access.ts";
import type { PackLimits } from "../../git/pack-reader.ts";
import { serveReceivePack } from "../../git/receive-pack.ts";
import { LIMITS } from "../../http/limits.ts";
import { HubPushReceiver, type PushRules } from "./push-receiver.ts";
import { prNumberOf } from "../../repos/ref-names.ts";
import { participant } from "../discussions/discussion-access.ts";
import { recordPullRequestCommit, requireOpenPullRequest } from "../discussions/pull-requests.ts";
import { authorizeGit } from "./git-access.ts";
import { gitErrorResponse, gitStream, MAX_NEGOTIATION_BYTES, requestBody } from "./git-http.ts";
import { repoObjectSource } from "./repo-object-source.ts";

/** Bounds on a pushed pack (decision 010, decision 018), stated in `LIMITS`. */
const PUSH_LIMITS: PackLimits = {
	maxBytes: LIMITS.gitPackBytes,
	maxObjects: LIMITS.gitPackObjects,
	maxObjectSize: LIMITS.gitObjectBytes,
	maxDeltaDepth: LIMITS.gitDeltaDepth,
	inflateRatio: LIMITS.gitInflateRatio,
	inflateFloor: LIMITS.gitInflateFloor,
	maxInflated: LIMITS.gitInflateBytes,
};

/** The URL prefixes of repositories: models at the root, the other kinds under their plural. */
const PREFIXES: { path: string; type: (c: AppContext) => RepoType }[] = [
	{ path: "/:namespace/:name", type: () => "model" },
	{
		path: "/:kind{datasets|spaces}/:namespace/:name",
		type: (c) => (c.req.param("kind") === "datasets" ? "dataset" : "space"),
	},
];

/** Whether the client asked for protocol v2 (`Git-Protocol: version=2`, possibly among other keys). */
function wantsV2(c: AppContext): boolean {
	return (c.req.header("git-protocol") ?? "").split(":").includes("version=2");
}

/**
 * Smart HTTP git for every repository (`/{id}`, `/{id}.git`, `/datasets/{id}`, `/spaces/{id}`):
 * `info/refs` advertisements, `git-upload-pack` (protocol v2 and v0), `git-receive-pack`.
 * Only these git-specific suffixes are matched, so the site and file routes are untouched.
 */
export function gitRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();

	const repoOf = async (c: AppContext, type: RepoType, need: "download" | "write"): Promise<RepoRow> => {
		const namespace = c.req.param("namespace") ?? "";
		const name = (c.req.param("name") ?? "").replace(/\.git$/, "");
		const repo = await loadRepoFor(c, deps, type, namespace, name);
		await authorizeGit(c, deps, repo, need);
		return repo;
	};

	/**
	 * A push's repository and rules: writers push anywhere the ref rules allow; a reader who may take
	 * part in pull requests (discussion-access.ts) reaches receive-pack too, but moves only
	 * `refs/pr/N` of pull requests they opened. Pull request refs move only while open, and each push
	 * to one is recorded in its thread.
	 */
	const pushAccess = async (c: AppContext, type: RepoType): Promise<{ repo: RepoRow; rules: PushRules }> => {
		const namespace = c.req.param("namespace") ?? "";
		const name = (c.req.param("name") ?? "").replace(/\.git$/, "");
		const repo = await loadRepoFor(c, deps, type, namespace, name);
		let writer = true;
		try {
			await authorizeGit(c, deps, repo, "write");
		} catch (error) {
			if (!(error instanceof ApiError) || error.code !== "Forbidden") throw error;
			await participant(c, deps, repo);
			writer = false;
		}
		const viewer = viewerOf(c);
		const userPk = viewer.kind === "user" ? viewer.userId : null;
		const rules: PushRules = {
			async policy(target) {
				if (target.kind !== "pr")
					return writer ? undefined : "only writers push branches and tags: push to refs/pr/N of your pull request";
				const num = prNumberOf(target.name) as number;
				try {
					const thread = await requireOpenPullRequest(db, repo, num);
					if (!writer && thread.author_pk !== userPk)
						return `only the author of pull request #${num} and writers push to it`;
				} catch (error) {
					if (error instanceof ApiError) return error.message;
					throw error;
				}
				return undefined;
			},
			...(writer || viewer.kind !== "user" ? {} : { payer: viewer.name }),
			async afterMove(target, commitId, trx, brought) {
				if (target.kind !== "pr" || viewer.kind !== "user") return;
				const num = prNumberOf(target.name) as number;
				const row = await trx
					.selectFrom("commits")
					.select("title")
					.where("repo_pk", "=", repo.pk)
					.where("id", "=", commitId)
					.executeTakeFirst();
				await recordPullRequestCommit(
					repo,
					num,
					{ pk: viewer.userId, name: viewer.name },
					row?.title ?? "",
					rules.payer === undefined ? undefined : { payer: rules.payer, contents: brought },
				)(trx, commitId);
			},
		};
		return { repo, rules };
	};

	/** A route's handler, given the repository type its URL prefix names. */
	const typed =
		(handler: (c: AppContext, type: RepoType) => Promise<Response>, typeOf: (c: AppContext) => RepoType) =>
		async (c: AppContext): Promise<Response> => {
			// `/api/…` is never a repository (a reserved namespace): its errors keep the API's JSON contract.
			if (c.req.param("namespace") === "api") throw new ApiError("NotFound", `Not found: ${c.req.path}`);
			return handler(c, typeOf(c));
		};

	// Errors as git shows them (plain text, a basic-auth challenge for anonymous callers). The hub's
	// `onError` answers the rest: `/api/…` paths, and what is no ApiError (a moved repository's redirect, a 500).
	app.onError((error, c) => {
		if (!(error instanceof ApiError) || c.req.param("namespace") === "api") throw error;
		return gitErrorResponse(c, error);
	});

	for (const prefix of PREFIXES) {
		app.get(
			`${prefix.path}/info/refs`,
			typed(async (c, type) => {
				const service = c.req.query("service");
				if (service !== "git-upload-pack" && service !== "git-receive-pack")
					throw new ApiError("BadRequest", "Only the smart HTTP protocol is served: use git 1.6.6 or newer");
				const repo =
					service === "git-receive-pack" ? (await pushAccess(c, type)).repo : await repoOf(c, type, "download");
				const source = repoObjectSource({ db, storage: deps.storage }, repo);
				const lines =
					service === "git-upload-pack" && wantsV2(c) ? advertiseV2(service) : await advertiseV0(source, service);
				return gitStream(`application/x-${service}-advertisement`, lines);
			}, prefix.type),
		);
		app.post(
			`${prefix.path}/git-upload-pack`,
			typed(async (c, type) => {
				const repo = await repoOf(c, type, "download");
				const source = repoObjectSource({ db, storage: deps.storage }, repo);
				const body = requestBody(c, MAX_NEGOTIATION_BYTES);
				const response = wantsV2(c) ? serveV2(source, body) : serveUploadPackV0(source, body);
				// Read the first packet before answering, so request errors still get a proper status.
				const first = await response.next();
				return gitStream(
					"application/x-git-upload-pack-result",
					(async function* () {
						if (!first.done) yield first.value;
						yield* response;
					})(),
				);
			}, prefix.type),
		);
		app.post(
			`${prefix.path}/git-receive-pack`,
			typed(async (c, type) => {
				const { repo, rules } = await pushAccess(c, type);
				const viewer = viewerOf(c);
				const receiver = new HubPushReceiver(
					deps,
					repo,
					viewer.kind === "user" ? viewer.name : "anonymous",
					await accessSubjectOf(c, deps),
					viewer.kind === "user" ? { accountPk: viewer.userId, limits: deps.config.limits } : undefined,
					rules,
				);
				const body = requestBody(c, PUSH_LIMITS.maxBytes + 1024 * 1024);
				return gitStream("application/x-git-receive-pack-result", serveReceivePack(body, receiver, PUSH_LIMITS));
			}, prefix.type),
		);
		// git-lfs asks before each push whether anyone holds locks on the files (`lfs.locksverify`). The
		// hub has no file locking: a 404 (which git-lfs reads as "not implemented", as it does a 501, and
		// which is no server error) makes it stop asking this remote, silently (it sets
		// `lfs.<url>.locksverify false` in the clone); an empty answer would make it print a hint to turn
		// verification on, on every push.
		app.post(
			`${prefix.path}/info/lfs/locks/verify`,
			typed(async (c, type) => {
				await pushAccess(c, type);
				return lfsJson({ message: "This hub has no file locking" }, 404);
			}, prefix.type),
		);
		app.get(
			`${prefix.path}/info/lfs/locks`,
			typed(async (c, type) => {
				await repoOf(c, type, "download");
				return lfsJson({ locks: [] });
			}, prefix.type),
		);
	}
	return app;
}

/** A git-lfs API answer. */
function lfsJson(value: unknown, status = 200): Response {
	return new Response(JSON.stringify(value), {
		status,
		headers: { "Content-Type": "application/vnd.git-lfs+json" },
	});
}
